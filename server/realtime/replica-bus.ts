/**
 * What one server replica tells the others, so that several replicas behind a load balancer act
 * as one server: hub messages reach connections held by any replica, a logout closes the session's
 * connections wherever they are, presence is the union of every replica's patients, and a write
 * clears every replica's cached answers. With one process (no `REDIS_URL`) nothing is sent.
 */
export type ReplicaMessage =
  | {
      readonly kind: 'hub';
      readonly hub: 'harem' | 'phone';
      /** null: a broadcast to the hub's staff; else every connection of this user. */
      readonly subject: string | null;
      readonly target: string;
      readonly args: readonly unknown[];
    }
  | { readonly kind: 'close-session'; readonly session: string }
  /** A replica's online phone numbers changed: read everyone's again. */
  | { readonly kind: 'presence' }
  /** A write went through: cached answers (and cached token checks) are stale. */
  | { readonly kind: 'writes' };

export interface ReplicaBus {
  /** False for the single-process bus: callers may then skip work meant for other replicas. */
  readonly shared: boolean;
  /** Sends to every other replica; resolves once the message has left (Redis accepted it). */
  publish(message: ReplicaMessage): Promise<void>;
  /** Called with each message another replica published. */
  subscribe(listener: (message: ReplicaMessage) => void): void;
  /** Records this replica's online phone numbers (patients connected here). */
  setLocalPresence(phoneNumbers: readonly string[]): Promise<void>;
  /** The phone numbers online on the other live replicas. */
  otherPresence(): Promise<string[]>;
  close(): Promise<void>;
}

/** One process: there is nobody to tell. */
export const SINGLE_PROCESS_BUS: ReplicaBus = {
  shared: false,
  publish: () => Promise.resolve(),
  subscribe: () => undefined,
  setLocalPresence: () => Promise.resolve(),
  otherPresence: () => Promise.resolve([]),
  close: () => Promise.resolve(),
};
