import { makeAutoObservable } from 'mobx';
import {
  HubName,
  HubState,
  type RealtimeHubs,
  type SubmissionReceived,
} from '../../../application/ports/realtime-hubs';

/**
 * Whether the live link to the server is lost, for the shell's banner, and how often it came back,
 * for the screens that re-read what they show then; and how many SMS codes patients asked for
 * (`newRequest`), for the OTP lists that re-read then. The link counts as lost when a hub that had
 * been up is no longer connected (the server restarting, the network dropping); the first
 * connection of a page is not a loss, nor is one hub still connecting while the other is up.
 */
export class LinkStatusViewModel {
  states: Record<HubName, HubState>;
  /**
   * Each return of the link after a loss, and its first connection in this tab (news sent while it
   * was connecting reached no screen): a screen re-reads when this changes.
   */
  reconnections = 0;
  /** Sends from the site per kind (`contact`, `complaint`, …): the lists of that kind re-read. */
  submissions: Readonly<Record<string, number>> = {};
  /** Each `newRequest` of the phone hub since the page loaded: the OTP lists re-read when this changes. */
  codeRequests = 0;
  /** The hubs that have been connected at least once on this page. */
  private everConnected: ReadonlySet<HubName>;

  constructor(
    hubs: Pick<RealtimeHubs, 'state' | 'onStateChange' | 'onReconnected' | 'onSubmission' | 'onPhoneRequest'>,
  ) {
    this.states = { [HubName.Chat]: hubs.state(HubName.Chat), [HubName.Phone]: hubs.state(HubName.Phone) };
    this.everConnected = new Set(
      Object.values(HubName).filter((hub) => this.states[hub] === HubState.Connected),
    );
    makeAutoObservable<this, 'everConnected'>(this, { everConnected: true }, { autoBind: true });
    // One per page, for the page's life: the subscriptions are never ended.
    hubs.onStateChange(this.changed);
    hubs.onReconnected(this.reconnected);
    hubs.onSubmission(this.submitted);
    hubs.onPhoneRequest(this.codeRequested);
  }

  get lost(): boolean {
    return [...this.everConnected].some((hub) => this.states[hub] !== HubState.Connected);
  }

  /**
   * The link in one word: `connecting` until both hubs are first up, `up` while they are, `lost`
   * after that while either is not. Written on the banner's region, so what drives the page (a
   * test, a monitor) can wait for the live link before it expects live news.
   */
  get phase(): 'connecting' | 'up' | 'lost' {
    if (this.lost) return 'lost';
    return Object.values(this.states).every((state) => state === HubState.Connected) ? 'up' : 'connecting';
  }

  private changed(hub: HubName, state: HubState): void {
    this.states = { ...this.states, [hub]: state };
    if (state === HubState.Connected && !this.everConnected.has(hub))
      this.everConnected = new Set([...this.everConnected, hub]);
  }

  private submitted({ kind }: SubmissionReceived): void {
    if (kind !== null) this.submissions = { ...this.submissions, [kind]: (this.submissions[kind] ?? 0) + 1 };
  }

  private reconnected(): void {
    this.reconnections += 1;
  }

  private codeRequested(): void {
    this.codeRequests += 1;
  }
}
