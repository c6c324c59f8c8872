import type { ChannelLike, LockManagerLike } from '../../../src/adapters/realtime/cross-tab-leader';

interface Waiter {
  readonly callback: (lock: unknown) => Promise<void>;
  readonly settle: (value: unknown) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * The Web Locks semantics the election relies on, for one origin: an exclusive lock per name,
 * granted in request order; `ifAvailable` grants at once or calls back with `null`; an aborted
 * waiting request rejects with `AbortError`; the lock is released when the callback settles.
 */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Waiter[]>();

  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown> {
    return new Promise((settle, fail) => {
      const waiter: Waiter = { callback, settle, fail };
      const queue = this.queue(name);
      if (options.ifAvailable && (this.held.has(name) || queue.length > 0)) {
        callback(null).then(settle, fail);
        return;
      }
      if (options.signal?.aborted) return fail(new DOMException('aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(waiter);
        if (at < 0) return;
        queue.splice(at, 1);
        fail(new DOMException('aborted', 'AbortError'));
      });
      queue.push(waiter);
      this.grant(name);
    });
  }

  /** Whether some tab holds the lock. */
  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  private queue(name: string): Waiter[] {
    let queue = this.queues.get(name);
    if (!queue) this.queues.set(name, (queue = []));
    return queue;
  }

  private grant(name: string): void {
    if (this.held.has(name)) return;
    const next = this.queue(name).shift();
    if (!next) return;
    this.held.add(name);
    // Granted asynchronously, as browsers do.
    queueMicrotask(() => {
      next
        .callback({ name })
        .then(next.settle, next.fail)
        .finally(() => {
          this.held.delete(name);
          this.grant(name);
        });
    });
  }
}

/** BroadcastChannels of one origin: a message reaches every other open channel of that name. */
export class FakeChannels {
  private readonly open = new Set<{ name: string; channel: ChannelLike }>();
  readonly sent: unknown[] = [];

  readonly create = (name: string): ChannelLike => {
    const entry = {
      name,
      channel: {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage: (message: unknown) => {
          if (!this.open.has(entry)) throw new DOMException('closed', 'InvalidStateError');
          this.sent.push(message);
          const copy = structuredClone(message);
          for (const other of this.open) {
            if (other === entry || other.name !== name) continue;
            setTimeout(() => other.channel.onmessage?.({ data: copy } as MessageEvent), 0);
          }
        },
        close: () => void this.open.delete(entry),
      },
    };
    this.open.add(entry);
    return entry.channel;
  };

  get openCount(): number {
    return this.open.size;
  }
}

/** Resolves once `condition` holds, polling; fails after `timeoutMs`. */
export async function eventually(
  condition: () => boolean,
  timeoutMs = 5_000,
  what = 'condition',
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
