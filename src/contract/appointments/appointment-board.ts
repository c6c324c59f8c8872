import * as v from 'valibot';
import { asAppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { idText, optionalText, wireId } from '../shared/values';
import { appointmentStateNumber, appointmentVersion, stateChangeReason } from './appointments';

/*
 * The appointments board's calls, all extensions of the product (docs/api-extensions.md,
 * "Appointments board"): a day's appointments with who they are for and who booked them, state
 * changes of many rows at once, and undoing recent changes.
 */

/** `GET /api/Appointment/Board?from=…&to=…`: every appointment starting in [from, to). */
export const APPOINTMENT_BOARD_CALL: WireCall = { method: 'GET', path: '/Appointment/Board', auth: 'staff' };

/** `POST /api/Appointment/BulkState`: one change applied to each listed row on its own. */
export const APPOINTMENT_BULK_STATE_CALL: WireCall = {
  method: 'POST',
  path: '/Appointment/BulkState',
  auth: 'staff',
};

/** `POST /api/Appointment/UndoStateChanges`: reverses recent changes, each as a change of its own. */
export const APPOINTMENT_UNDO_CALL: WireCall = {
  method: 'POST',
  path: '/Appointment/UndoStateChanges',
  auth: 'staff',
};

/** The longest span one board read may cover: a week, the widest view of the board. */
export const BOARD_MAX_SPAN_MS = 7 * 86_400_000;

/** The most rows one bulk change or one undo may name. */
export const BULK_MAX_ROWS = 200;

/** The board's query: two instants, `from` before `to`, at most a week apart. */
export interface AppointmentBoardQueryWire {
  from: string;
  to: string;
}

export const appointmentBoardQuerySchema: Schema<AppointmentBoardQueryWire> = v.pipe(
  v.looseObject({ from: isoDateTime, to: isoDateTime }),
  v.forward(
    v.check(
      ({ from, to }) => epochMs(from) < epochMs(to) && epochMs(to) - epochMs(from) <= BOARD_MAX_SPAN_MS,
      'must be after from, by at most 7 days',
    ),
    ['to'],
  ),
);

/** A name in the three languages of the product. */
export interface TrilingualNameWire {
  en: string;
  ku: string;
  ar: string;
}

const trilingualName: Schema<TrilingualNameWire> = v.looseObject({ en: str, ku: str, ar: str });

/** One appointment of the board. */
export interface BoardAppointmentWire {
  id: string | number;
  appointmnetState: AppointmentState;
  startingTime: string;
  endingTime: string;
  version: number;
  /** The family member it is for, or the account holder when it names none. */
  patientName: string;
  /** The phone number of the account that booked it. */
  patientPhone: string;
  /** How the patient is related to the account holder (`Self`, `Spouse`, `Child`, …), when known. */
  familyRelation: string | null;
  doctorId: string | number;
  doctorName: TrilingualNameWire;
  centerId: string | number;
  centerName: TrilingualNameWire;
  /** The account that booked it: its name, or its phone number when it has none. */
  bookedBy: string;
  bookedAt: string;
}

export const boardAppointmentSchema: Schema<BoardAppointmentWire> = v.looseObject({
  id: wireId,
  appointmnetState: appointmentStateNumber,
  startingTime: isoDateTime,
  endingTime: isoDateTime,
  version: appointmentVersion,
  patientName: str,
  patientPhone: str,
  familyRelation: optionalText,
  doctorId: wireId,
  doctorName: trilingualName,
  centerId: wireId,
  centerName: trilingualName,
  bookedBy: str,
  bookedAt: isoDateTime,
});

export interface AppointmentBoardWire {
  appointments: BoardAppointmentWire[];
}

export const appointmentBoardSchema: Schema<AppointmentBoardWire> = v.looseObject({
  appointments: v.array(boardAppointmentSchema),
});

/** A board row as the client's domain reads it: epoch ms, text ids. */
export function toBoardAppointment(wire: BoardAppointmentWire) {
  return {
    id: asAppointmentId(idText(wire.id)),
    state: wire.appointmnetState,
    startingTime: epochMs(wire.startingTime),
    endingTime: epochMs(wire.endingTime),
    version: wire.version,
    patientName: wire.patientName,
    patientPhone: wire.patientPhone,
    familyRelation: wire.familyRelation,
    doctorId: idText(wire.doctorId),
    doctorName: wire.doctorName,
    centerId: idText(wire.centerId),
    centerName: wire.centerName,
    bookedBy: wire.bookedBy,
    bookedAt: epochMs(wire.bookedAt),
  };
}

/** What a single change answers (200). */
export interface AppointmentStateChangedWire {
  id: number;
  appointmnetState: AppointmentState;
  version: number;
  /** The recorded change: what an undo names. */
  changeId: number;
}

export const appointmentStateChangedSchema: Schema<AppointmentStateChangedWire> = v.looseObject({
  id: num,
  appointmnetState: appointmentStateNumber,
  version: appointmentVersion,
  changeId: num,
});

/** A bulk change: one target state (and reason) for every listed row, each with the version read. */
export interface AppointmentBulkStateWire {
  appointmnetState: AppointmentState;
  reason?: string | undefined;
  items: { id: number; version?: number | undefined }[];
}

const rowNumber: Schema<number> = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const appointmentBulkStateSchema: Schema<AppointmentBulkStateWire> = v.looseObject({
  appointmnetState: appointmentStateNumber,
  reason: v.optional(stateChangeReason),
  items: v.pipe(
    v.array(v.looseObject({ id: rowNumber, version: v.optional(appointmentVersion) })),
    v.minLength(1, 'must name at least one appointment'),
    v.maxLength(BULK_MAX_ROWS, `must name at most ${BULK_MAX_ROWS} appointments`),
    v.check((items) => new Set(items.map((i) => i.id)).size === items.length, 'must not repeat an id'),
  ),
});

/**
 * The answer for one row of a bulk change or an undo: `status` is what the single call would
 * have answered (200, 404, 409); `appointmnetState` and `version` are the row as it is now (null
 * when it does not exist), so a refused row can be shown as it really is.
 */
export interface RowResultWire {
  id: number | null;
  status: number;
  code: string | null;
  message: string | null;
  appointmnetState: AppointmentState | null;
  version: number | null;
  changeId: number | null;
}

const rowResultFields = {
  id: v.nullable(num),
  status: num,
  code: v.nullable(str),
  message: v.nullable(str),
  appointmnetState: v.nullable(appointmentStateNumber),
  version: v.nullable(appointmentVersion),
  changeId: v.nullable(num),
};

export const rowResultSchema: Schema<RowResultWire> = v.looseObject(rowResultFields);

/** A row's result in clean names: the state and version as they are now. */
export function toRowOutcome(wire: RowResultWire) {
  return {
    id: wire.id === null ? null : asAppointmentId(idText(wire.id)),
    status: wire.status,
    code: wire.code,
    message: wire.message,
    state: wire.appointmnetState,
    version: wire.version,
    changeId: wire.changeId,
  };
}

/** The body of a refused single change (409): why, and the row as it is now. */
export const stateRefusalSchema = v.looseObject({
  message: str,
  code: str,
  appointmnetState: appointmentStateNumber,
  version: appointmentVersion,
});

/** A single change's answer, applied (200) or refused (409), as a row result in clean names. */
export function toChangeOutcome(
  id: string,
  answer:
    | { readonly applied: AppointmentStateChangedWire }
    | { readonly refused: v.InferOutput<typeof stateRefusalSchema> },
) {
  if ('applied' in answer) {
    const { appointmnetState, version, changeId } = answer.applied;
    return toRowOutcome({
      id: Number(id),
      status: 200,
      code: null,
      message: null,
      appointmnetState,
      version,
      changeId,
    });
  }
  const { code, message, appointmnetState, version } = answer.refused;
  return toRowOutcome({
    id: Number(id),
    status: 409,
    code,
    message,
    appointmnetState,
    version,
    changeId: null,
  });
}

/** A bulk change's body from clean names. */
export const toBulkStateChange = (
  state: AppointmentState,
  reason: string | null,
  rows: readonly { readonly id: string; readonly version: number | undefined }[],
): AppointmentBulkStateWire => ({
  appointmnetState: state,
  ...(reason === null ? {} : { reason }),
  items: rows.map((r) =>
    r.version === undefined ? { id: Number(r.id) } : { id: Number(r.id), version: r.version },
  ),
});

export interface BulkResultWire {
  results: RowResultWire[];
}

export const bulkResultSchema: Schema<BulkResultWire> = v.looseObject({ results: v.array(rowResultSchema) });

/** An undo: the changes to reverse, by the `changeId` their answers gave. */
export interface AppointmentUndoWire {
  changeIds: number[];
}

export const appointmentUndoSchema: Schema<AppointmentUndoWire> = v.looseObject({
  changeIds: v.pipe(
    v.array(rowNumber),
    v.minLength(1, 'must name at least one change'),
    v.maxLength(BULK_MAX_ROWS, `must name at most ${BULK_MAX_ROWS} changes`),
    v.check((ids) => new Set(ids).size === ids.length, 'must not repeat a change'),
  ),
});

/** One row of an undo's answer: the reversed change besides the row's result. */
export interface UndoResultWire extends RowResultWire {
  undoneChangeId: number;
}

export const undoResultSchema: Schema<{ results: UndoResultWire[] }> = v.looseObject({
  results: v.array(v.looseObject({ ...rowResultFields, undoneChangeId: num })),
});

/** The hub event every change raises on `/HaremHub` for staff. */
export const APPOINTMENT_CHANGED_EVENT = 'appointmentChanged';

export interface AppointmentChangedEventWire {
  id: number;
  /** The state now; null when the appointment no longer exists. */
  appointmnetState: AppointmentState | null;
  version: number | null;
}

/**
 * The state and version an `appointmentChanged` event names, in clean names; null for a field
 * missing or not understood (the event still counts: a board then reads its day again).
 */
export function toAppointmentChange(payload: unknown): {
  readonly state: AppointmentState | null;
  readonly version: number | null;
} {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const state = v.safeParse(appointmentStateNumber, record.appointmnetState);
  const version = v.safeParse(appointmentVersion, record.version);
  return {
    state: state.success ? state.output : null,
    version: version.success ? version.output : null,
  };
}

/** Spec paths this file owns: none, its calls are all the product's. */
export const WIRE_PATHS: readonly string[] = [];

/** Calls the product adds to the spec. */
export const EXTENSION_CALLS: readonly WireCall[] = [
  APPOINTMENT_BOARD_CALL,
  APPOINTMENT_BULK_STATE_CALL,
  APPOINTMENT_UNDO_CALL,
];
