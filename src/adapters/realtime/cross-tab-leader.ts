/** The part of the Web Locks API the election uses (`navigator.locks`). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

/** The part of `BroadcastChannel` the relay uses. */
export interface ChannelLike {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

export interface CrossTabLeaderOptions {
  /** Lock and channel name, shared by every tab of the origin. */
  readonly name: string;
  /** Default `navigator.locks`; `null` forces one leader per tab. */
  readonly locks?: LockManagerLike | null;
  /** Default `new BroadcastChannel(name)`; `null` forces one leader per tab. */
  readonly createChannel?: ((name: string) => ChannelLike) | null;
}

/** What a tab does as leader and as follower. */
export interface TabRoleHandlers {
  /**
   * This tab became the leader. `takeover` is true when another tab led before (its leader
   * closed), so whatever the leader held must be rebuilt and re-synced.
   */
  lead(takeover: boolean): Promise<void>;
  /** This tab stops leading (it leaves); undo what `lead` did. */
  resign(): Promise<void>;
  /** A message another tab broadcast. */
  message(data: unknown): void;
}

export type TabRole = 'leader' | 'follower';

/**
 * One leader among the tabs of an origin, elected with a Web Lock: the tab holding the lock is
 * the leader, every other tab waits in the lock's queue and listens on a `BroadcastChannel`.
 * The browser releases the lock when the leader's tab closes (or crashes), which grants it to the
 * next waiting tab: that is the takeover, with no heartbeat or timeout to tune.
 *
 * Without Web Locks or `BroadcastChannel` (an old browser, a test runner) every tab is its own
 * leader: correct, just one connection per tab.
 */
export class CrossTabLeader {
  private readonly locks: LockManagerLike | null;
  private readonly createChannel: ((name: string) => ChannelLike) | null;
  private channel: ChannelLike | null = null;
  private handlers: TabRoleHandlers | null = null;
  private waiting: AbortController | null = null;
  private release: (() => void) | null = null;
  private currentRole: TabRole | null = null;

  constructor(private readonly options: CrossTabLeaderOptions) {
    this.locks = options.locks === undefined ? defaultLocks() : options.locks;
    this.createChannel = options.createChannel === undefined ? defaultChannel() : options.createChannel;
  }

  /** The tab's role, `null` before `join` and after `leave`. */
  get role(): TabRole | null {
    return this.currentRole;
  }

  /** Whether tabs share one leader here, or each tab leads alone. */
  get shared(): boolean {
    return this.locks !== null && this.createChannel !== null;
  }

  /**
   * Enters the election. Resolves once the role is known: as leader after `lead` resolved, as
   * follower at once (the tab then waits in the queue and may lead later). A second call while
   * joined is a no-op returning the current role.
   */
  async join(handlers: TabRoleHandlers): Promise<TabRole> {
    if (this.handlers && this.currentRole) return this.currentRole;
    this.handlers = handlers;
    if (!this.locks || !this.createChannel) {
      this.currentRole = 'leader';
      await handlers.lead(false);
      return 'leader';
    }
    this.channel = this.createChannel(this.options.name);
    this.channel.onmessage = (event) => this.handlers?.message(event.data);
    const locks = this.locks;
    return new Promise<TabRole>((resolveRole) => {
      // First ask without queueing, so the caller learns at once whether this tab leads.
      locks
        .request(this.options.name, { ifAvailable: true }, async (lock) => {
          if (lock === null || this.handlers !== handlers) {
            if (this.handlers === handlers) {
              this.currentRole = 'follower';
              this.queue(locks, handlers);
            }
            resolveRole('follower');
            return;
          }
          await this.hold(handlers, false, () => resolveRole('leader'));
        })
        .catch(() => resolveRole('follower'));
    });
  }

  /** Sends `message` to every other tab of the origin (never to this one). */
  broadcast(message: unknown): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closing channel refuses messages; nobody is listening any more anyway.
    }
  }

  /** Leaves the election: resigns if leading, releases the lock or the place in its queue. */
  async leave(): Promise<void> {
    const handlers = this.handlers;
    const wasLeader = this.currentRole === 'leader';
    this.handlers = null;
    this.currentRole = null;
    this.waiting?.abort();
    this.waiting = null;
    if (wasLeader && handlers) await handlers.resign();
    this.release?.();
    this.release = null;
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
      this.channel = null;
    }
  }

  private queue(locks: LockManagerLike, handlers: TabRoleHandlers): void {
    const waiting = new AbortController();
    this.waiting = waiting;
    locks
      .request(this.options.name, { signal: waiting.signal }, async () => {
        if (this.handlers !== handlers) return;
        this.waiting = null;
        await this.hold(handlers, true, () => undefined);
      })
      // Aborted by `leave`: the place in the queue is simply given up.
      .catch(() => undefined);
  }

  /** Leads, then keeps the lock until `leave`. */
  private async hold(handlers: TabRoleHandlers, takeover: boolean, led: () => void): Promise<void> {
    const released = new Promise<void>((resolve) => (this.release = resolve));
    this.currentRole = 'leader';
    try {
      await handlers.lead(takeover);
    } catch {
      // The leader keeps the lock even if leading failed: another tab would fail the same way,
      // and the next `start` in any tab asks this leader to try again.
    }
    led();
    await released;
  }
}

function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ?? null;
}

function defaultChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name);
}
