/**
 * The idle rule of a staff session (a hospital's rule, not the spec's: the spec's one-day session
 * stays the absolute limit). A user who has done nothing for the idle limit is signed out; for the
 * last two minutes before that, they are warned and can stay.
 */
export const IdleRule = {
  /** The limit when the deployment names none (`sessionIdleMinutes` of `/config.json`). */
  defaultLimitMinutes: 30,
  /** A limit of more than a day would never apply: the session ends after a day anyway. */
  maxLimitMinutes: 24 * 60,
  /** How long before the end the warning shows. */
  warningMs: 2 * 60_000,
} as const;

export type IdlePhase =
  /** Nothing to show; the warning is due in `warnInMs`. */
  | { readonly kind: 'active'; readonly warnInMs: number }
  /** The warning, with the time left before the sign-out. */
  | { readonly kind: 'warning'; readonly remainingMs: number }
  /** Signed out now. */
  | { readonly kind: 'expired' };

/**
 * Where a session stands, `nowMs - lastActivityMs` after the user's last activity, under a limit
 * of `limitMs`. The warning lasts `IdleRule.warningMs`, or half the limit when the limit is shorter
 * than twice that. An activity in the future (another tab's clock ran ahead) counts as now.
 */
export function idlePhase(lastActivityMs: number, nowMs: number, limitMs: number): IdlePhase {
  const idleMs = Math.max(0, nowMs - lastActivityMs);
  const remainingMs = limitMs - idleMs;
  if (remainingMs <= 0) return { kind: 'expired' };
  const warningMs = Math.min(IdleRule.warningMs, limitMs / 2);
  return remainingMs <= warningMs
    ? { kind: 'warning', remainingMs }
    : { kind: 'active', warnInMs: remainingMs - warningMs };
}

/**
 * The idle limit in ms from a deployment's `sessionIdleMinutes`: a whole number of minutes from 1
 * to a day, else the default.
 */
export function idleLimitMs(minutes: unknown): number {
  const valid =
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= 1 &&
    minutes <= IdleRule.maxLimitMinutes;
  return (valid ? minutes : IdleRule.defaultLimitMinutes) * 60_000;
}
