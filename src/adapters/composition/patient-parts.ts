/**
 * The signed-in patient's gateways and use cases (appointments, family, the doctor calendar,
 * booking, the chat's reads), one chunk: loaded with the pages that use them, never by the site's
 * home page.
 */
export { FetchCalendarGateway } from '../gateways/fetch-calendar.gateway';
export { FetchPatientBookingGateway } from '../gateways/fetch-patient-booking.gateway';
export { FetchPatientGateway } from '../gateways/fetch-patient.gateway';
export { LoadDoctorCalendar } from '../../application/patient/load-doctor-calendar';
export { LoadMyAppointments } from '../../application/patient/load-my-appointments';
export { LoadMyProfiles } from '../../application/patient/load-my-profiles';
export { SendMessageToHospital } from '../../application/patient/send-message-to-hospital';
