import { makeAutoObservable } from 'mobx';
import type { IdleSession } from '../../../application/session/idle-session';
import type { IdlePhase } from '../../../domain/session/idle-rule';

/** Input events are passed on at most this often (a moving pointer fires many a second). */
const ACTIVITY_THROTTLE_MS = 1_000;

/** How the session ends: the user's own choice, or the idle limit. */
export type SignOutReason = 'user' | 'idle';

/**
 * The idle warning of the shell: checks the session every second, shows the warning with its
 * countdown for the last two minutes, and signs out when the limit is reached. While the warning
 * shows, only "Stay signed in" (or activity in another tab) keeps the session: a stray pointer
 * movement over the page does not.
 */
export class IdleSessionViewModel {
  phase: IdlePhase;
  private ended = false;
  private lastInput = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly session: IdleSession,
    private readonly signOut: (reason: SignOutReason) => Promise<void>,
    private readonly nowMs: () => number = Date.now,
  ) {
    // Opening the dashboard (a sign-in, a reload) is activity.
    session.noteActivity();
    this.phase = session.phase();
    makeAutoObservable<this, 'session' | 'signOut' | 'nowMs' | 'ended' | 'lastInput'>(
      this,
      { session: false, signOut: false, nowMs: false, ended: false, lastInput: false },
      { autoBind: true },
    );
  }

  get limitMinutes(): number {
    return Math.round(this.session.limitMs / 60_000);
  }

  /** The warning's countdown as m:ss. */
  get remaining(): string {
    if (this.phase.kind !== 'warning') return '';
    const seconds = Math.ceil(this.phase.remainingMs / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }

  /** Every second: where the session stands; at the limit, the sign-out. */
  tick(): void {
    if (this.ended) return;
    this.phase = this.session.phase();
    if (this.phase.kind === 'expired') void this.end('idle');
  }

  /** A key, click, touch, scroll or pointer movement on the page. */
  input(): void {
    if (this.ended || this.phase.kind !== 'active') return;
    const now = this.nowMs();
    if (now - this.lastInput < ACTIVITY_THROTTLE_MS) return;
    this.lastInput = now;
    this.session.noteActivity();
  }

  async stay(): Promise<void> {
    const staying = this.session.stay();
    this.tick();
    await staying;
  }

  /** "Sign out now" in the warning. */
  async leave(): Promise<void> {
    await this.end('user');
  }

  private async end(reason: SignOutReason): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.signOut(reason);
  }
}
