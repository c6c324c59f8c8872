import type {
  AppointmentChanged,
  ChatMessageReceived,
  PhoneRequestReceived,
  PresenceChanged,
  SubmissionReceived,
  RecordChanged,
} from '../../application/ports/realtime-hubs';
import { toAppointmentChange } from '../../contract/appointments/appointment-board';
import { asAppointmentId } from '../../domain/appointments/appointment-id';
import { asChatUserId } from '../../domain/chat/chat-history-row';

/*
 * Hub arguments to port events. The spec shows no payload shapes, so these read what the backend
 * may reasonably send and never throw: an event whose payload is not understood still counts
 * (the counter refreshes, the alert shows), it just carries no detail.
 */

const SENDER_FIELDS = ['superUserId', 'senderId', 'userId'] as const;

/** `receive(message)`: the sender is the message's `superUserId` (or a bare id argument). */
export function chatMessageFrom(args: readonly unknown[]): ChatMessageReceived {
  const first = args[0];
  if (typeof first === 'string' || typeof first === 'number') return { senderId: idOf(first) };
  const record = asRecord(first);
  if (record) {
    for (const field of SENDER_FIELDS) {
      const id = idOf(record[field]);
      if (id !== null) return { senderId: id };
    }
  }
  return { senderId: null };
}

/** `newRequest({ phoneNumber, presence })`. */
export function phoneRequestFrom(args: readonly unknown[]): PhoneRequestReceived {
  const record = asRecord(args[0]);
  const phoneNumber = record?.phoneNumber;
  return { phoneNumber: typeof phoneNumber === 'string' && phoneNumber !== '' ? phoneNumber : null };
}

/**
 * The presence list of `newRequest` or `presence`: `{ presence: string[] }`, or a bare array of
 * numbers; `null` when the event carries no list (the previous one then stands).
 */
export function presenceFrom(args: readonly unknown[]): PresenceChanged | null {
  const first = args[0];
  const list = Array.isArray(first) ? first : asRecord(first)?.presence;
  if (!Array.isArray(list)) return null;
  return { onlinePhoneNumbers: list.filter((n): n is string => typeof n === 'string') };
}

/**
 * `appointmentChanged({ id, appointmnetState, version })`: the id, and the state and version it
 * has now (a board already showing that version has nothing to read again).
 */
export function appointmentChangedFrom(args: readonly unknown[]): AppointmentChanged {
  const id = asRecord(args[0])?.id;
  return {
    id: typeof id === 'number' || (typeof id === 'string' && id !== '') ? asAppointmentId(String(id)) : null,
    ...toAppointmentChange(args[0]),
  };
}

/** `submissionReceived({ kind, id })`: the kind tells which lists re-read. */
export function submissionFrom(args: readonly unknown[]): SubmissionReceived {
  const kind = asRecord(args[0])?.kind;
  return { kind: typeof kind === 'string' && kind !== '' ? kind : null };
}

/** `recordChanged({ record, id, action })`: which record's lists re-read. */
export function recordChangedFrom(args: readonly unknown[]): RecordChanged {
  const record = asRecord(args[0])?.record;
  return { record: typeof record === 'string' && record !== '' ? record : null };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function idOf(value: unknown) {
  if (typeof value === 'number' && Number.isFinite(value)) return asChatUserId(String(value));
  if (typeof value === 'string' && value !== '') return asChatUserId(value);
  return null;
}
