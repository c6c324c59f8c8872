import type { Unsubscribe } from './unsubscribe';

/**
 * The signed-in patient's live link to the hospital's chat (`/HaremHub` with the patient's own
 * token): the server sends `receive` to a patient only for staff replies to them. The link has no
 * memory, so after `onReconnected` the chat is read again; it is also reported on the first
 * connection after `start`, since a reply sent before the link was up reached no one. An
 * implementation never throws.
 */
export interface PatientChatLink {
  /** Connects unless connected or connecting; without a patient token it does nothing. */
  start(): Promise<void>;
  /** Disconnects and cancels any pending retry. */
  stop(): Promise<void>;
  onMessage(listener: () => void): Unsubscribe;
  onReconnected(listener: () => void): Unsubscribe;
}
