import { idlePhase, type IdlePhase } from '../../domain/session/idle-rule';
import type { Clock } from '../ports/clock';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Logger } from '../ports/logger';
import type { SessionGateway } from '../ports/session-gateway';

/**
 * The local-storage keys of the user's last activity and of the last keep-alive sent, shared by
 * every tab of the dashboard: work in one tab keeps all of them signed in.
 */
export const IdleKey = {
  LastActivity: 'sessionLastActivity',
  LastKeepAlive: 'sessionLastKeepAlive',
} as const;

/** Activity is written to storage at most this often (a pointer moves many times a second). */
export const ACTIVITY_WRITE_EVERY_MS = 5_000;
/** The server hears of activity at most this often, and at least three times within its limit. */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

export interface IdleSessionPorts {
  readonly gateway: Pick<SessionGateway, 'keepAlive'>;
  readonly storage: KeyValueStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The idle limit of a signed-in staff user (`IdleRule`), counted from their last input in any tab.
 * The server keeps its own idle limit, counted from the last request; a user who works without
 * calling the server (typing a long reply, reading a list) would reach it first, so their activity
 * is also sent to the server as a keep-alive, at most every few minutes.
 */
export class IdleSession {
  private readonly keepAliveEveryMs: number;

  constructor(
    private readonly ports: IdleSessionPorts,
    readonly limitMs: number,
  ) {
    this.keepAliveEveryMs = Math.min(KEEP_ALIVE_EVERY_MS, Math.floor(limitMs / 3));
  }

  /** The user did something (a key, a click, a scroll): written at most every few seconds. */
  noteActivity(): void {
    const now = this.ports.clock.now().getTime();
    const last = this.read(IdleKey.LastActivity);
    if (last !== null && now - last >= 0 && now - last < ACTIVITY_WRITE_EVERY_MS) return;
    this.ports.storage.set(IdleKey.LastActivity, String(now));
    const told = this.read(IdleKey.LastKeepAlive);
    if (told === null || now - told < 0 || now - told >= this.keepAliveEveryMs) void this.tellServer(now);
  }

  /** The user asked to stay signed in: activity now, and the server told at once. */
  async stay(): Promise<void> {
    const now = this.ports.clock.now().getTime();
    this.ports.storage.set(IdleKey.LastActivity, String(now));
    await this.tellServer(now);
  }

  /** Where the session stands now; no activity recorded yet counts as activity now. */
  phase(): IdlePhase {
    const now = this.ports.clock.now().getTime();
    return idlePhase(this.read(IdleKey.LastActivity) ?? now, now, this.limitMs);
  }

  private async tellServer(now: number): Promise<void> {
    this.ports.storage.set(IdleKey.LastKeepAlive, String(now));
    // A failure only means the server's limit is counted from the last other call; a 401 (the
    // server's session already ended) is handled by the HTTP client's 401 rule, which signs out.
    const result = await this.ports.gateway.keepAlive();
    if (!result.ok) this.ports.logger.warn('The keep-alive call failed', result.error);
  }

  private read(key: string): number | null {
    const value = Number(this.ports.storage.get(key) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  }
}
