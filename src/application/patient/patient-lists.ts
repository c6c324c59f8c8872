import type { CalendarEvent } from '../../domain/appointments/calendar-events';
import type { PatientAppointment } from '../../domain/appointments/patient-appointments';
import { initialListState, type ListState } from '../../domain/lists/list-state';
import type { PatientProfile } from '../../domain/patients/patient-profiles';
import type { CalendarMonth } from '../ports/calendar-gateway';
import type { MyAppointment } from '../ports/patient-gateway';
import { policyForRows } from '../lists/list-policy';
import { ErrorHandling, RESOURCES, ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';

/*
 * The patient site's lists behave as the catalogue says of their reads: no permission area (the
 * patient's token is the only check), failures shown.
 */

export type MyAppointmentRow = PatientAppointment<MyAppointment>;

export const MY_APPOINTMENTS_POLICY = policyForRows<MyAppointmentRow>(
  resourceListPolicy(ResourceKey.MyAppointments),
);

/** The profiles and whether there is anyone to switch to. */
export interface MyProfilesState {
  readonly list: ListState<PatientProfile>;
  readonly noOtherProfile: boolean;
}

export function initialMyProfiles(): MyProfilesState {
  return { list: initialListState(), noOtherProfile: true };
}

export const MY_PROFILES_POLICY = policyForRows<PatientProfile>(resourceListPolicy(ResourceKey.MyProfiles));

/** The doctor calendar: the month shown and its events. */
export interface DoctorCalendarState {
  readonly month: CalendarMonth | null;
  readonly list: ListState<CalendarEvent>;
}

export function initialDoctorCalendar(): DoctorCalendarState {
  return { month: null, list: initialListState() };
}

const calendar = RESOURCES[ResourceKey.DoctorCalendar];

/** The calendar's read answers a payload, not a list: its events take the read's catalogued behaviour. */
export const DOCTOR_CALENDAR_POLICY = policyForRows<CalendarEvent>({
  name: ResourceKey.DoctorCalendar,
  area: calendar.area,
  emptyIsError: calendar.emptyIsError,
  emptyOnError: calendar.emptyOnError,
  errorsOnlyLogged: calendar.onError !== ErrorHandling.Show,
});
