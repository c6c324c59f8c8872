/**
 * The rules of the staff account flows (docs/api-extensions.md, "Staff account requests and
 * password resets"): asking for an account, resetting a forgotten password by a code sent to the
 * user's phone, and who must change their password at the next login.
 */

/**
 * Limits on account requests (anonymous writes an administrator has to read): per client address
 * and for everyone together, counted over one window.
 */
export const AccountRequestPolicy = {
  windowMs: 60 * 60_000,
  perAddress: 5,
  inAll: 100,
  /** What a requester may write for the administrator. */
  noteMax: 500,
} as const;

/**
 * Limits of password-reset requests and code checks, the same numbers as a patient's sign-in
 * codes (server/auth/otp-policy.ts): requests per name from one address, per name, per address
 * and in all over ten minutes; five checks per code; a code lives five minutes. A right code gives
 * a ticket that sets the new password once within ten minutes.
 */
export const PasswordResetPolicy = {
  windowMs: 10 * 60_000,
  perNamePerAddress: 3,
  perName: 10,
  perAddress: 30,
  inAll: 300,
  attemptsPerCode: 5,
  codeLifetimeSeconds: 300,
  ticketLifetimeSeconds: 600,
} as const;

/**
 * Ms until fewer than `limit` of these requests (times in ms, newest first) are inside the window
 * ending at `now`; 0 when that is already so. At least 1 when blocked.
 */
export function limitWaitMs(
  newestFirst: readonly number[],
  limit: number,
  now: number,
  windowMs: number,
): number {
  const inside = newestFirst.filter((t) => t > now - windowMs);
  const oldestCounted = inside[limit - 1];
  return oldestCounted === undefined ? 0 : Math.max(1, oldestCounted + windowMs - now);
}

/** The recent reset requests of one name and address, newest first, by scope. */
export interface ResetRequestTimes {
  readonly sameNameSameAddress: readonly number[];
  readonly sameName: readonly number[];
  readonly sameAddress: readonly number[];
  readonly all: readonly number[];
}

/** Ms until a reset request may be made: the longest wait of its four limits. */
export function resetLimitWaitMs(times: ResetRequestTimes, now: number): number {
  const p = PasswordResetPolicy;
  return Math.max(
    limitWaitMs(times.sameNameSameAddress, p.perNamePerAddress, now, p.windowMs),
    limitWaitMs(times.sameName, p.perName, now, p.windowMs),
    limitWaitMs(times.sameAddress, p.perAddress, now, p.windowMs),
    limitWaitMs(times.all, p.inAll, now, p.windowMs),
  );
}

/** Ms until an account request may be made from this address. */
export function requestLimitWaitMs(
  times: { readonly sameAddress: readonly number[]; readonly all: readonly number[] },
  now: number,
): number {
  const p = AccountRequestPolicy;
  return Math.max(
    limitWaitMs(times.sameAddress, p.perAddress, now, p.windowMs),
    limitWaitMs(times.all, p.inAll, now, p.windowMs),
  );
}

/** The newest reset request of a name, as the code check sees it (times in ms). */
export interface ResetAttemptState {
  readonly attempts: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

/**
 * Whether a code may be compared now: `rejected` without a request, once used or expired;
 * `locked` once the code has had its checks (only a new request helps); else `check`. The same for
 * a name that does not exist, whose request row has no code: its comparison always fails.
 */
export function codeCheckGate(
  state: ResetAttemptState | undefined,
  now: number,
): 'check' | 'rejected' | 'locked' {
  if (state === undefined || state.usedAt !== null || now >= state.expiresAt) return 'rejected';
  return state.attempts >= PasswordResetPolicy.attemptsPerCode ? 'locked' : 'check';
}

/** How a password came to be set. */
export type PasswordSetBy = 'approval' | 'administrator reset' | 'own change' | 'reset by code';

/**
 * Whether the user must change the password at the next login: yes when someone else chose it (an
 * administrator's reset, the first password of an approved request), no when the user did.
 */
export function mustChangeAfter(how: PasswordSetBy): boolean {
  return how === 'approval' || how === 'administrator reset';
}
