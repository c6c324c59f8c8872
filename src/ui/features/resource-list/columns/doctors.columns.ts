import { ResourceKey } from '../../../../application/resources/resource-key';
import { AppointmentState } from '../../../../domain/appointments/appointment-state';
import { appointmentStateKey } from '../../../../domain/appointments/appointment-state-label';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;
const S = AppointmentState;

/** A state summary count, headed by the state's own label. */
const stateCount = (field: string, state: AppointmentState): ColumnSpec =>
  col.number(`summary.${field}`, appointmentStateKey(state));

/** Doctors, their settings, assistants, tags, certificates and statistics; specialities. */
export const DOCTOR_COLUMNS = {
  [K.DoctorStats]: [
    col.text('name', 'columns.doctor'),
    stateCount('assigned', S.Assigned),
    stateCount('waiting', S.Waiting),
    stateCount('seen', S.Seen),
    stateCount('cancelledByPatient', S.CancelledByPatient),
    stateCount('cancelledByAssistant', S.CancelledByAssistant),
  ],
  [K.Doctors]: [
    col.image('photoUrl', 'columns.image'),
    { ...col.localized('name'), detail: '/dashboard/Doctors/profile/{id}' },
    col.ref('specialityId', K.Specialties, 'columns.speciality'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.enum('sex', 'sex'),
    col.code('phoneNumber', 'columns.phone'),
    col.number('yearsOfExperience'),
    col.boolean('isActive', 'columns.active'),
    ...sortAndCreated,
  ],
  [K.DoctorAppointmentSettings]: [
    col.ref('doctorId', K.Doctors, 'columns.doctor'),
    col.boolean('acceptsOnlineBooking'),
    col.weekdays('workingDays'),
    col.time('dayStartsAt'),
    col.time('dayEndsAt'),
    col.number('slotMinutes'),
    col.number('maxPatientsPerDay'),
    col.number('bookingWindowDays'),
    col.money('consultationFee'),
    col.dateTime('updatedAt'),
  ],
  [K.DoctorTags]: [col.localized('name'), col.dateTime('createdAt')],
  [K.DoctorAssistants]: [
    col.text('fullName'),
    col.code('phoneNumber', 'columns.phone'),
    col.count('doctorIds', 'columns.doctors'),
  ],
  [K.DoctorsWithAssistants]: [col.localized('name', 'columns.doctor'), col.count('assistants')],
  [K.DoctorCertificates]: [
    col.ref('doctorId', K.Doctors, 'columns.doctor'),
    col.localized('title'),
    col.text('issuedBy'),
    col.year('issuedYear'),
    col.image('imageUrl', 'columns.image'),
  ],
  [K.Specialties]: [col.image('imageUrl', 'columns.image'), col.localized('name'), ...sortAndCreated],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
