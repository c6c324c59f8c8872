import type { LogLevel } from '@microsoft/signalr';
import type {
  AppointmentChanged,
  RecordChanged,
  ChatMessageReceived,
  PhoneRequestReceived,
  PresenceChanged,
  RealtimeHubs,
  SubmissionReceived,
} from '../../application/ports/realtime-hubs';
import { HubName, HubState } from '../../application/ports/realtime-hubs';
import type { Unsubscribe } from '../../application/ports/unsubscribe';
import { hasToken } from '../../domain/session/token-check';
import { sleep as realSleep, type Sleep } from '../http/sleep';
import { CrossTabLeader, type CrossTabLeaderOptions } from './cross-tab-leader';
import {
  appointmentChangedFrom,
  chatMessageFrom,
  phoneRequestFrom,
  presenceFrom,
  submissionFrom,
  recordChangedFrom,
} from './hub-events';
import { DEFAULT_START_RETRY, HubLink, type StartRetryPolicy } from './hub-link';
import { HubEvent, HubPath } from './hub-routes';
import { Listeners } from './listeners';
import { isTabMessage, type TabMessage } from './tab-message';

export interface SignalRHubsOptions {
  /** Scheme and host of the hubs, from the runtime config: `{hubHost}/HaremHub`, `/PhoneHub`. */
  readonly hubHost: string;
  /** The chat token (the `chatToken` cookie), read at every start and connect. */
  readonly chatToken: () => string | null;
  /**
   * Sharing one connection per hub among the tabs of the origin. Default: on, with the browser's
   * `navigator.locks` and `BroadcastChannel`; `false`: one connection per tab.
   */
  readonly crossTab?: Partial<CrossTabLeaderOptions> | false;
  readonly startRetry?: StartRetryPolicy;
  readonly random?: () => number;
  readonly sleep?: Sleep;
  readonly logLevel?: LogLevel;
  /** A WebSocket constructor, where there is no global one. */
  readonly webSocket?: unknown;
}

export const DEFAULT_TAB_CHANNEL = 'harem-care.realtime-hubs';

/**
 * `RealtimeHubs` over `@microsoft/signalr`: `/HaremHub` (`receive`, `appointmentChanged`) and `/PhoneHub` (`newRequest`,
 * and the reference server's `presence`), WebSocket only, no negotiation, the chat token as
 * `accessTokenFactory`, the client's automatic reconnect.
 *
 * Across tabs, one tab (the leader, elected with a Web Lock) holds the two connections and relays
 * every event over a `BroadcastChannel`; when it closes, a waiting tab takes over and reports
 * `onReconnected` everywhere so each tab re-syncs. A tab also reports it once when it first sees
 * both hubs connected: what its screens read before then may have missed news. See docs/adapters.md.
 */
export class SignalRHubs implements RealtimeHubs {
  private readonly chat = new Listeners<ChatMessageReceived>();
  private readonly phone = new Listeners<PhoneRequestReceived>();
  private readonly presence = new Listeners<PresenceChanged>();
  private readonly appointments = new Listeners<AppointmentChanged>();
  private readonly submissions = new Listeners<SubmissionReceived>();
  private readonly records = new Listeners<RecordChanged>();
  private readonly reconnected = new Listeners<void>();
  private readonly stateChanged = new Listeners<{ hub: HubName; state: HubState }>();
  private readonly states: Record<HubName, HubState> = {
    [HubName.Chat]: HubState.Disconnected,
    [HubName.Phone]: HubState.Disconnected,
  };
  private readonly tabs: CrossTabLeader;
  private links: Record<HubName, HubLink> | null = null;
  private lastPresence: PresenceChanged | null = null;
  private joined: Promise<unknown> | null = null;
  // Whether this tab has seen every hub connected since it started: what the tab read before
  // then may have missed events, so the first time is a re-sync point like a reconnection.
  private synced = false;

  constructor(private readonly options: SignalRHubsOptions) {
    const crossTab = options.crossTab === false ? { locks: null, createChannel: null } : options.crossTab;
    this.tabs = new CrossTabLeader({ name: DEFAULT_TAB_CHANNEL, ...crossTab });
  }

  async start(): Promise<void> {
    if (!hasToken(this.options.chatToken())) return;
    if (this.joined) {
      await this.joined;
      if (this.tabs.role === 'leader') await this.startLinks();
      else if (this.tabs.role === 'follower') this.send({ v: 1, kind: 'start' });
      return;
    }
    const joined = this.tabs.join({
      lead: (takeover) => this.lead(takeover),
      resign: () => this.stopLinks(),
      message: (data) => this.fromTab(data),
    });
    this.joined = joined;
    if ((await joined) === 'follower') this.send({ v: 1, kind: 'hello' });
  }

  async stop(): Promise<void> {
    this.joined = null;
    this.synced = false;
    await this.tabs.leave();
    for (const hub of Object.values(HubName)) this.setState(hub, HubState.Disconnected);
  }

  onChatMessage(listener: (event: ChatMessageReceived) => void): Unsubscribe {
    return this.chat.add(listener);
  }

  onPhoneRequest(listener: (event: PhoneRequestReceived) => void): Unsubscribe {
    return this.phone.add(listener);
  }

  onPresence(listener: (event: PresenceChanged) => void): Unsubscribe {
    return this.presence.add(listener);
  }

  onAppointmentChanged(listener: (event: AppointmentChanged) => void): Unsubscribe {
    return this.appointments.add(listener);
  }

  onSubmission(listener: (event: SubmissionReceived) => void): Unsubscribe {
    return this.submissions.add(listener);
  }

  onRecordChanged(listener: (event: RecordChanged) => void): Unsubscribe {
    return this.records.add(listener);
  }

  onReconnected(listener: () => void): Unsubscribe {
    return this.reconnected.add(listener);
  }

  state(hub: HubName): HubState {
    return this.states[hub];
  }

  onStateChange(listener: (hub: HubName, state: HubState) => void): Unsubscribe {
    return this.stateChanged.add(({ hub, state }) => listener(hub, state));
  }

  private async lead(takeover: boolean): Promise<void> {
    const links = (this.links ??= this.buildLinks());
    if (takeover) for (const link of Object.values(links)) link.markLost();
    await this.startLinks();
  }

  private async startLinks(): Promise<void> {
    if (!this.links) return;
    await Promise.all(Object.values(this.links).map((link) => link.start()));
  }

  private async stopLinks(): Promise<void> {
    if (!this.links) return;
    await Promise.all(Object.values(this.links).map((link) => link.stop()));
  }

  private buildLinks(): Record<HubName, HubLink> {
    const host = this.options.hubHost.replace(/\/+$/, '');
    const common = {
      accessToken: this.options.chatToken,
      onReconnected: () => this.emit({ v: 1, kind: 'reconnected' }),
      startRetry: this.options.startRetry ?? DEFAULT_START_RETRY,
      random: this.options.random ?? Math.random,
      sleep: this.options.sleep ?? realSleep,
      logLevel: this.options.logLevel,
      webSocket: this.options.webSocket,
    };
    const presence = (...args: unknown[]) => {
      const event = presenceFrom(args);
      if (event) this.emit({ v: 1, kind: 'presence', event });
    };
    return {
      [HubName.Chat]: new HubLink({
        ...common,
        url: `${host}${HubPath.Chat}`,
        events: {
          [HubEvent.Receive]: (...args) => this.emit({ v: 1, kind: 'chat', event: chatMessageFrom(args) }),
          [HubEvent.AppointmentChanged]: (...args) =>
            this.emit({ v: 1, kind: 'appointment', event: appointmentChangedFrom(args) }),
          [HubEvent.SubmissionReceived]: (...args) =>
            this.emit({ v: 1, kind: 'submission', event: submissionFrom(args) }),
          [HubEvent.RecordChanged]: (...args) =>
            this.emit({ v: 1, kind: 'record', event: recordChangedFrom(args) }),
        },
        onState: (state) => this.emit({ v: 1, kind: 'state', hub: HubName.Chat, state }),
      }),
      [HubName.Phone]: new HubLink({
        ...common,
        url: `${host}${HubPath.Phone}`,
        events: {
          [HubEvent.NewRequest]: (...args) => {
            presence(...args);
            this.emit({ v: 1, kind: 'phone', event: phoneRequestFrom(args) });
          },
          [HubEvent.Presence]: presence,
        },
        onState: (state) => this.emit({ v: 1, kind: 'state', hub: HubName.Phone, state }),
      }),
    };
  }

  /** The leader's side: deliver here and relay to the other tabs. */
  private emit(message: TabMessage): void {
    this.deliver(message);
    this.send(message);
  }

  private send(message: TabMessage): void {
    this.tabs.broadcast(message);
  }

  private fromTab(data: unknown): void {
    if (!isTabMessage(data)) return;
    const leading = this.tabs.role === 'leader';
    if (data.kind === 'hello') {
      if (!leading) return;
      for (const hub of Object.values(HubName))
        this.send({ v: 1, kind: 'state', hub, state: this.states[hub] });
      if (this.lastPresence) this.send({ v: 1, kind: 'presence', event: this.lastPresence });
    } else if (data.kind === 'start') {
      if (leading) void this.startLinks();
    } else if (!leading) {
      // Only the leader's view of the hubs counts; a stale message from a resigning tab is ignored.
      this.deliver(data);
    }
  }

  private deliver(message: TabMessage): void {
    switch (message.kind) {
      case 'chat':
        return this.chat.emit(message.event);
      case 'phone':
        return this.phone.emit(message.event);
      case 'presence':
        this.lastPresence = message.event;
        return this.presence.emit(message.event);
      case 'appointment':
        return this.appointments.emit(message.event);
      case 'submission':
        return this.submissions.emit(message.event);
      case 'record':
        return this.records.emit(message.event);
      case 'reconnected':
        return this.reconnected.emit();
      case 'state':
        return this.setState(message.hub, message.state);
      case 'hello':
      case 'start':
        return;
    }
  }

  private setState(hub: HubName, state: HubState): void {
    if (this.states[hub] === state) return;
    this.states[hub] = state;
    this.stateChanged.emit({ hub, state });
    if (this.synced || !Object.values(this.states).every((s) => s === HubState.Connected)) return;
    // This tab only (a follower learns the states itself): screens re-read what they read while
    // the link was still connecting, when news could not reach them.
    this.synced = true;
    this.reconnected.emit();
  }
}
