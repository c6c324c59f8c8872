import { HubEndpoint, type Hub, type HubEndpointOptions } from './hub-endpoint';
import { HubAudience } from './hub-identity';
import { PhonePresence } from './phone-presence';
import type { HubConnection } from './hub-connection';

/** What the server sends on /PhoneHub (docs/server.md, "Hubs"). */
export const PhoneHubEvent = {
  /** `{ phoneNumber, presence }`: a patient asked for a one-time code. */
  NewRequest: 'newRequest',
  /** `{ presence }`: the online list, on connect and whenever it changes. */
  Presence: 'presence',
} as const;
export type PhoneHubEvent = (typeof PhoneHubEvent)[keyof typeof PhoneHubEvent];

/** Body of `newRequest`. */
export interface NewRequestMessage {
  readonly phoneNumber: string;
  /** The phone numbers online now, sorted. */
  readonly presence: readonly string[];
}

/** Body of `presence`. */
export interface PresenceMessage {
  readonly presence: readonly string[];
}

/** /PhoneHub: staff only; carries the presence of patients' phone numbers. */
export interface PhoneHub extends Hub {
  /** A patient asked for a one-time code: `newRequest({ phoneNumber, presence })` to every staff connection. */
  codeRequested(phoneNumber: string): number;
  /**
   * Marks these numbers online besides the patients connected to /HaremHub (another replica's
   * patients, a test); replaces the previous call's list. Sends `presence` when the list changes.
   */
  setPresence(phoneNumbers: readonly string[]): void;
  /** The phone numbers online now, sorted. */
  presence(): string[];
}

/** The phone hub, fed by the patients' connections to the chat hub. */
export class PhoneHubEndpoint extends HubEndpoint implements PhoneHub {
  readonly #presence = new PhonePresence();

  readonly #onLocalPresence: ((phoneNumbers: readonly string[]) => void) | undefined;

  constructor(
    options: Omit<HubEndpointOptions, 'onOpened' | 'onClosed'> & {
      /** The numbers of the patients connected to this process changed (told to other replicas). */
      readonly onLocalPresence?: (phoneNumbers: readonly string[]) => void;
    },
  ) {
    super({
      ...options,
      onOpened: (connection) => this.sendTo(connection, PhoneHubEvent.Presence, this.#snapshot()),
    });
    this.#onLocalPresence = options.onLocalPresence;
  }

  codeRequested(phoneNumber: string): number {
    const message: NewRequestMessage = { phoneNumber, presence: this.#presence.list() };
    return this.broadcast(PhoneHubEvent.NewRequest, message);
  }

  setPresence(phoneNumbers: readonly string[]): void {
    if (this.#presence.setExternal(phoneNumbers)) this.#announce();
  }

  presence(): string[] {
    return this.#presence.list();
  }

  /** A connection opened on the chat hub: a patient's number goes online. */
  chatConnectionOpened(connection: HubConnection): void {
    const number = patientPhone(connection);
    if (number === null) return;
    const before = this.#presence.local().length;
    if (this.#presence.connect(number)) this.#announce();
    if (this.#presence.local().length !== before) this.#onLocalPresence?.(this.#presence.local());
  }

  /** A connection closed on the chat hub: a patient's number goes offline with its last tab. */
  chatConnectionClosed(connection: HubConnection): void {
    const number = patientPhone(connection);
    if (number === null) return;
    const before = this.#presence.local().length;
    if (this.#presence.disconnect(number)) this.#announce();
    if (this.#presence.local().length !== before) this.#onLocalPresence?.(this.#presence.local());
  }

  #snapshot(): PresenceMessage {
    return { presence: this.#presence.list() };
  }

  /** To this process's staff only: every replica announces its own view of the shared list. */
  #announce(): void {
    this.deliver(null, PhoneHubEvent.Presence, [this.#snapshot()]);
  }
}

function patientPhone(connection: HubConnection): string | null {
  const { kind, phoneNumber } = connection.identity;
  return kind === HubAudience.Patient && phoneNumber !== undefined && phoneNumber !== '' ? phoneNumber : null;
}
