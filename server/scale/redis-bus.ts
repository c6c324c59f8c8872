import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ReplicaBus, ReplicaMessage } from '../realtime/replica-bus';

/** A replica rewrites its presence this often, so a replica that died is forgotten soon after. */
export const PRESENCE_REFRESH_MS = 10_000;
/** A replica's presence older than this is ignored (it stopped refreshing it: it is gone). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_REFRESH_MS;

interface Envelope {
  readonly from: string;
  readonly message: ReplicaMessage;
}

interface PresenceEntry {
  readonly at: number;
  readonly numbers: readonly string[];
}

/**
 * The replicas' bus over Redis: messages on one pub/sub channel (each replica ignores its own), and
 * each replica's online phone numbers in one hash, a field per replica stamped with its time.
 * `publisher` is an ordinary connection; `subscriber` is given over to the channel.
 */
export class RedisReplicaBus implements ReplicaBus {
  readonly shared = true;
  readonly id = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #presenceKey: string;
  readonly #now: () => number;
  readonly #listeners: ((message: ReplicaMessage) => void)[] = [];
  #localPresence: readonly string[] = [];
  #refresh: NodeJS.Timeout | undefined;

  private constructor(publisher: Redis, subscriber: Redis, prefix: string, now: () => number) {
    this.#publisher = publisher;
    this.#subscriber = subscriber;
    this.#channel = `${prefix}replicas`;
    this.#presenceKey = `${prefix}presence`;
    this.#now = now;
  }

  /** Subscribes before answering, so no message published after this resolves is missed. */
  static async start(
    publisher: Redis,
    subscriber: Redis,
    options: { prefix: string; now: () => number },
  ): Promise<RedisReplicaBus> {
    const bus = new RedisReplicaBus(publisher, subscriber, options.prefix, options.now);
    subscriber.on('message', (channel: string, text: string) => bus.#received(channel, text));
    await subscriber.subscribe(bus.#channel);
    bus.#refresh = setInterval(() => void bus.#writePresence().catch(() => undefined), PRESENCE_REFRESH_MS);
    bus.#refresh.unref();
    return bus;
  }

  async publish(message: ReplicaMessage): Promise<void> {
    const envelope: Envelope = { from: this.id, message };
    await this.#publisher.publish(this.#channel, JSON.stringify(envelope));
  }

  subscribe(listener: (message: ReplicaMessage) => void): void {
    this.#listeners.push(listener);
  }

  async setLocalPresence(phoneNumbers: readonly string[]): Promise<void> {
    this.#localPresence = [...phoneNumbers];
    await this.#writePresence();
    await this.publish({ kind: 'presence' });
  }

  async otherPresence(): Promise<string[]> {
    const all = await this.#publisher.hgetall(this.#presenceKey);
    const since = this.#now() - PRESENCE_STALE_MS;
    const numbers = new Set<string>();
    for (const [replica, text] of Object.entries(all)) {
      if (replica === this.id) continue;
      const entry = parsePresence(text);
      if (entry === null || entry.at < since) continue;
      for (const number of entry.numbers) numbers.add(number);
    }
    return [...numbers].sort();
  }

  /** Leaves: this replica's presence goes at once, and the others are told to read it again. */
  async close(): Promise<void> {
    clearInterval(this.#refresh);
    try {
      await this.#publisher.hdel(this.#presenceKey, this.id);
      await this.publish({ kind: 'presence' });
    } finally {
      this.#subscriber.disconnect();
      this.#publisher.disconnect();
    }
  }

  async #writePresence(): Promise<void> {
    const entry: PresenceEntry = { at: this.#now(), numbers: this.#localPresence };
    await this.#publisher.hset(this.#presenceKey, this.id, JSON.stringify(entry));
  }

  #received(channel: string, text: string): void {
    if (channel !== this.#channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id) return;
    for (const listener of this.#listeners) listener(envelope.message);
  }
}

function parsePresence(text: string): PresenceEntry | null {
  try {
    const entry = JSON.parse(text) as Partial<PresenceEntry>;
    return typeof entry.at === 'number' && Array.isArray(entry.numbers) ? (entry as PresenceEntry) : null;
  } catch {
    return null;
  }
}
