import { ALL_APPOINTMENT_STATES, type AppointmentState } from '../../domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../domain/appointments/appointment-state-label';
import { asAppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentStateSummary } from '../../domain/appointments/appointment-state-summary';
import { asPatientId } from '../../domain/appointments/patient-id';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import * as v from 'valibot';
import { type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { count, filledText, idText, oneOf, optionalText, wireId } from '../shared/values';

/** A state number the product knows, 1 to 7 (the spec); anything else is a malformed answer. */
export const appointmentStateNumber: Schema<AppointmentState> = oneOf(ALL_APPOINTMENT_STATES);

/** A dashboard online appointment, `GET /api/Appointment` (the spec; `id` is the product's). */
export interface OnlineAppointmentWire {
  id: string | number;
  appointmnetState: AppointmentState;
  /** The backend's label of the state; when absent the canonical English label is shown. */
  appointmnetStateString?: string | null;
  startingTime: string;
  endingTime: string;
}

export const onlineAppointmentSchema: Schema<OnlineAppointmentWire> = v.looseObject({
  id: wireId,
  appointmnetState: appointmentStateNumber,
  appointmnetStateString: optionalText,
  startingTime: isoDateTime,
  endingTime: isoDateTime,
});

export function toOnlineAppointment(wire: OnlineAppointmentWire) {
  const label = wire.appointmnetStateString;
  return {
    id: asAppointmentId(idText(wire.id)),
    state: wire.appointmnetState,
    stateLabel:
      label === undefined || label === null || label === ''
        ? appointmentStateLabel(wire.appointmnetState)
        : label,
    startingTime: epochMs(wire.startingTime),
    endingTime: epochMs(wire.endingTime),
  };
}

/**
 * A patient's own appointment, `GET /api/Appointment/GetAllMyAppointments` (the spec's "User
 * appointment": `appointmentState`, `endingTime`, `issuerId`; `id` and `startingTime` are the
 * product's).
 */
export interface UserAppointmentWire {
  id: string | number;
  appointmentState: AppointmentState;
  startingTime: string;
  endingTime: string;
  issuerId: string | number;
}

export const userAppointmentSchema: Schema<UserAppointmentWire> = v.looseObject({
  id: wireId,
  appointmentState: appointmentStateNumber,
  startingTime: isoDateTime,
  endingTime: isoDateTime,
  issuerId: wireId,
});

export function toMyAppointment(wire: UserAppointmentWire) {
  return {
    id: asAppointmentId(idText(wire.id)),
    state: wire.appointmentState,
    startingTime: epochMs(wire.startingTime),
    endingTime: epochMs(wire.endingTime),
    issuerId: asPatientId(idText(wire.issuerId)),
  };
}

/** Appointment counts per state (the spec), spelt as the backend spells them. */
export interface AppointmentStateSummaryWire {
  assigned: number;
  waiting: number;
  seen: number;
  cancledByPatient: number;
  cancledByAssistant: number;
}

export const appointmentStateSummaryFields = {
  assigned: count,
  waiting: count,
  seen: count,
  cancledByPatient: count,
  cancledByAssistant: count,
} as const;

export const appointmentStateSummarySchema: Schema<AppointmentStateSummaryWire> = v.looseObject(
  appointmentStateSummaryFields,
);

export function toAppointmentStateSummary(wire: AppointmentStateSummaryWire): AppointmentStateSummary {
  return {
    assigned: wire.assigned,
    waiting: wire.waiting,
    seen: wire.seen,
    cancelledByPatient: wire.cancledByPatient,
    cancelledByAssistant: wire.cancledByAssistant,
  };
}

/**
 * The product's state change (an extension, docs/api-calls.md): `PUT /api/Appointment/{id}/state`
 * with the new state under the same (misspelt) key the appointment itself carries.
 */
export const APPOINTMENT_STATE_CALL: WireCall = {
  method: 'PUT',
  path: '/Appointment/{id}/state',
  auth: 'staff',
};

/**
 * The body of a state change. `version` (optional, so the first form of the call still works) is
 * the appointment's version as the client read it: a change of a row changed since is refused as
 * stale. `reason` says why; a cancellation by the assistant must give one.
 */
export interface AppointmentStateChangeWire {
  appointmnetState: AppointmentState;
  version?: number | undefined;
  reason?: string | undefined;
}

/** An appointment's version: a whole number of at least 1. */
export const appointmentVersion: Schema<number> = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** Why a state was changed: 1 to 500 characters, no NUL. */
export const stateChangeReason: Schema<string> = v.pipe(
  filledText,
  v.maxLength(500, 'must be at most 500 characters'),
);

export const appointmentStateChangeSchema: Schema<AppointmentStateChangeWire> = v.looseObject({
  appointmnetState: appointmentStateNumber,
  version: v.optional(appointmentVersion),
  reason: v.optional(stateChangeReason),
});

export const toAppointmentStateChange = (
  state: AppointmentState,
  version?: number,
  reason?: string,
): AppointmentStateChangeWire => ({
  appointmnetState: state,
  ...(version === undefined ? {} : { version }),
  ...(reason === undefined || reason === '' ? {} : { reason }),
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];

/** Calls the product adds to the spec. */
export const EXTENSION_CALLS: readonly WireCall[] = [APPOINTMENT_STATE_CALL];
