import type { PatientChatLink } from '../../application/ports/patient-chat-link';
import type { Unsubscribe } from '../../application/ports/unsubscribe';
import { sleep as realSleep, type Sleep } from '../http/sleep';
import { DEFAULT_START_RETRY, HubLink, type StartRetryPolicy } from './hub-link';
import { HubEvent, HubPath } from './hub-routes';
import { Listeners } from './listeners';

export interface PatientChatHubOptions {
  /** Scheme and host of the hubs, from the runtime config: `{hubHost}/HaremHub`. */
  readonly hubHost: string;
  /** The patient's own token, read at every connect. */
  readonly patientToken: () => string | null;
  readonly startRetry?: StartRetryPolicy;
  readonly random?: () => number;
  readonly sleep?: Sleep;
  /** A WebSocket constructor, where there is no global one. */
  readonly webSocket?: unknown;
}

/**
 * `PatientChatLink` over `/HaremHub` with the patient's token: only that hub (the phone hub is
 * staff-only), one connection per tab. Not shared between tabs as the staff hubs are: a patient
 * seldom has two tabs of the chat open, and the server allows a few connections per user. The
 * SignalR client is loaded on the first start, with the chat page's chunk.
 */
export class PatientChatHub implements PatientChatLink {
  private readonly messages = new Listeners<void>();
  private readonly reconnected = new Listeners<void>();
  private readonly link: HubLink;
  private started = false;

  constructor(options: PatientChatHubOptions) {
    this.link = new HubLink({
      url: `${options.hubHost.replace(/\/+$/, '')}${HubPath.Chat}`,
      // The payload is not read: the page re-reads its chat, which also covers missed events.
      events: { [HubEvent.Receive]: () => this.messages.emit() },
      accessToken: options.patientToken,
      onState: () => undefined,
      onReconnected: () => this.reconnected.emit(),
      startRetry: options.startRetry ?? DEFAULT_START_RETRY,
      random: options.random ?? Math.random,
      sleep: options.sleep ?? realSleep,
      webSocket: options.webSocket,
    });
  }

  /**
   * The first connection is reported as `onReconnected` too: a reply sent between the page's
   * first read and the link being up reached no one, so the chat is read again then.
   */
  start(): Promise<void> {
    if (!this.started) this.link.markLost();
    this.started = true;
    return this.link.start();
  }

  stop(): Promise<void> {
    this.started = false;
    return this.link.stop();
  }

  onMessage(listener: () => void): Unsubscribe {
    return this.messages.add(listener);
  }

  onReconnected(listener: () => void): Unsubscribe {
    return this.reconnected.add(listener);
  }
}
