import { AppointmentState } from './appointment-state';
import type { AppointmentId } from './appointment-id';
import { CalendarColour } from './calendar-colour';
import type { TrilingualName } from './appointment-board';
import type { PatientId } from './patient-id';

// Read once per module, not once per row: imported bindings can be getters (module runners).
const { Reserved, Assigned, Waiting, Seen, CancelledByPatient, CancelledByAssistant } = AppointmentState;
const { Teal, Blue, Purple, Orange, Grey } = CalendarColour;

/** An appointment of the doctor calendar. Times are epoch ms. */
export interface CalendarAppointment {
  readonly id: AppointmentId;
  readonly startTime: number;
  readonly endTime: number;
  readonly issuerId: PatientId;
  readonly state: AppointmentState;
  /** Who it is for (the family member, else the account's name): sent by the grid, not the calendar. */
  readonly patientName?: string | undefined;
  /** The doctor's name: sent by the grid, not the calendar. */
  readonly doctorName?: TrilingualName | undefined;
}

/** One item of the calendar payload: the backend puts the appointments in the first item only. */
export interface CalendarPayloadItem {
  readonly onlineAppointments?: readonly CalendarAppointment[] | null | undefined;
}

/** What the calendar draws for one appointment. */
export interface CalendarEvent {
  readonly id: AppointmentId;
  readonly start: number;
  readonly end: number;
  readonly state: AppointmentState;
  readonly colour: CalendarColour;
  /** True when the current patient booked it. */
  readonly isOwn: boolean;
}

/** The appointments of a calendar payload: those of its first item; none for an empty payload. */
export function calendarPayloadAppointments(
  payload: readonly CalendarPayloadItem[],
): readonly CalendarAppointment[] {
  return payload[0]?.onlineAppointments ?? [];
}

/**
 * The colour of an appointment: reserved is teal when it is the current patient's own and blue
 * otherwise; assigned purple; waiting teal; seen orange. The calendar's colours do not name Missed:
 * grey, the colour of something past that no longer needs attention. Cancelled states are hidden
 * before this is asked; grey is their answer too so the function stays total.
 */
export function calendarColour(state: AppointmentState, isOwn: boolean): CalendarColour {
  switch (state) {
    case Reserved:
      return isOwn ? Teal : Blue;
    case Assigned:
      return Purple;
    case Waiting:
      return Teal;
    case Seen:
      return Orange;
    default:
      return Grey;
  }
}

/**
 * The calendar events of a doctor's appointments, in order: cancelled ones (5 and 6) are hidden,
 * each other becomes an event coloured by `calendarColour`. `patientId` is null when no patient is
 * signed in, and then no appointment is anyone's own.
 */
export function toCalendarEvents(
  appointments: readonly CalendarAppointment[],
  patientId: PatientId | null,
): CalendarEvent[] {
  // Sized once for the worst case and trimmed at the end, rather than grown row by row.
  const events = new Array<CalendarEvent>(appointments.length);
  let kept = 0;
  for (let i = 0; i < appointments.length; i++) {
    const a = appointments[i] as CalendarAppointment;
    const state = a.state;
    if (state === CancelledByPatient || state === CancelledByAssistant) continue;
    // An issuer id is never null, so with no patient signed in nothing is own.
    const isOwn = a.issuerId === patientId;
    events[kept++] = {
      id: a.id,
      start: a.startTime,
      end: a.endTime,
      state,
      colour: calendarColour(state, isOwn),
      isOwn,
    };
  }
  events.length = kept;
  return events;
}
