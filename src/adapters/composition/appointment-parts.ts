/**
 * The appointments' gateways and use cases (the board, its grid and calendar, the settings), one
 * chunk: loaded with those screens, never by the sign-in page.
 */
export { FetchAppointmentBoardGateway } from '../gateways/fetch-appointment-board.gateway';
export { FetchAppointmentGridGateway } from '../gateways/fetch-appointment-grid.gateway';
export { FetchAppointmentSettingsGateway } from '../gateways/fetch-appointment-settings.gateway';
export { FetchAppointmentsGateway } from '../gateways/fetch-appointments.gateway';
export { AppointmentBoardActions } from '../../application/appointment-board/appointment-board-actions';
export { LoadAppointmentGridLookups } from '../../application/appointment-grid/load-appointment-grid-lookups';
export { LoadAppointmentGridPage } from '../../application/appointment-grid/load-appointment-grid-page';
export { ChangeAppointmentState } from '../../application/appointments/change-appointment-state';
export { LoadOnlineAppointments } from '../../application/appointments/load-online-appointments';
