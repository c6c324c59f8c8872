import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { ChatUserId } from '../../domain/chat/chat-history-row';
import type { Unsubscribe } from './unsubscribe';

/** The state of the real-time link, as a screen may show it. */
export const HubState = {
  Disconnected: 'disconnected',
  Connecting: 'connecting',
  Connected: 'connected',
  Reconnecting: 'reconnecting',
} as const;

export type HubState = (typeof HubState)[keyof typeof HubState];

/** The two hubs: chat messages and phone (SMS code) requests. */
export const HubName = {
  Chat: 'chat',
  Phone: 'phone',
} as const;

export type HubName = (typeof HubName)[keyof typeof HubName];

/** A chat message arrived (chat hub, event `receive`). */
export interface ChatMessageReceived {
  /** Who sent it, when the server says so: the alert is suppressed for the open chat. */
  readonly senderId: ChatUserId | null;
}

/** A patient asked for an SMS code (phone hub, event `newRequest`). */
export interface PhoneRequestReceived {
  /** The number that asked, when the server says so. */
  readonly phoneNumber: string | null;
}

/**
 * An appointment changed (chat hub, event `appointmentChanged`): a board showing it re-reads,
 * unless it already shows that version (its own change, applied from the answer).
 */
export interface AppointmentChanged {
  readonly id: AppointmentId | null;
  /** The state and version it has now, when the event says so. */
  readonly state?: AppointmentState | null;
  readonly version?: number | null;
}

/**
 * The site sent something staff handle (chat hub, event `submissionReceived`): a contact message,
 * complaint, feedback or application. The lists showing that kind re-read.
 */
export interface SubmissionReceived {
  /** `contact`, `complaint`, `feedback` or `application`; null when the payload did not say. */
  readonly kind: string | null;
}

/** A managed record was written (chat hub, event `recordChanged`): the lists showing it re-read. */
export interface RecordChanged {
  /** The record's name (`news`, `doctors`), as the record writes call it; null when not understood. */
  readonly record: string | null;
}

/** The phone numbers online now; a chat row is online if its number is here. */
export interface PresenceChanged {
  readonly onlinePhoneNumbers: readonly string[];
}

/**
 * The two real-time hubs of the dashboard. One link per browser is enough: an implementation may
 * share it between tabs, so every tab sees every event.
 *
 * The link has no memory: after a reconnect (or a takeover by another tab) events may have been
 * missed, so `onReconnected` is where the application re-syncs counters and lists. The same holds
 * for the first connection: a screen that read before the link was up could have missed news, so
 * the first time both hubs are connected is reported the same way, once.
 */
export interface RealtimeHubs {
  /**
   * Starts both hubs if a chat token exists and they have not started; otherwise does nothing.
   * Idempotent: a second call while starting or started is a no-op. A failed first connection is
   * retried with backoff, a bounded number of times, until `stop`.
   */
  start(): Promise<void>;
  /** Stops both hubs and any pending retry (logout). Safe to call at any time. */
  stop(): Promise<void>;
  onChatMessage(listener: (event: ChatMessageReceived) => void): Unsubscribe;
  onPhoneRequest(listener: (event: PhoneRequestReceived) => void): Unsubscribe;
  /**
   * The presence list of the phone hub, from every event that carries one (`newRequest`, and
   * any presence update the server sends); each call replaces the previous list.
   */
  onPresence(listener: (event: PresenceChanged) => void): Unsubscribe;
  /** A member of staff changed an appointment, or a patient booked or cancelled one. */
  onAppointmentChanged(listener: (event: AppointmentChanged) => void): Unsubscribe;
  /** A patient or visitor sent something from the site. */
  onSubmission(listener: (event: SubmissionReceived) => void): Unsubscribe;
  /** A member of staff created, changed or removed a managed record. */
  onRecordChanged(listener: (event: RecordChanged) => void): Unsubscribe;
  /**
   * Called after the link came back, and once when it is first up; the application re-syncs
   * counters and lists here.
   */
  onReconnected(listener: () => void): Unsubscribe;
  state(hub: HubName): HubState;
  onStateChange(listener: (hub: HubName, state: HubState) => void): Unsubscribe;
}
