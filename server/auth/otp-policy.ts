/**
 * The limits of sign-in by code (docs/api-extensions.md, "Patient sign-in by code"; docs/security.md,
 * "Code requests"). Counting is done on the `otp_codes` rows themselves, so every replica on one
 * database sees the same counts.
 */
export interface OtpPolicy {
  /** How long a code is valid. */
  readonly lifetimeSeconds: number;
  /** The window in which requests are counted. */
  readonly windowMs: number;
  /**
   * Codes one phone number may request from one client address per window. Someone who spends
   * these from their own address does not stop the patient asking from another.
   */
  readonly requestsPerNumberPerAddress: number;
  /** Codes one phone number may request per window from all addresses together: the bound on texts to one phone. */
  readonly requestsPerNumber: number;
  /** Codes one client address may request per window, whatever the numbers (carrier NAT shares addresses). */
  readonly requestsPerAddress: number;
  /** Codes all numbers together may request per window: the bound on texts sent in all (`CODE_REQUESTS_LIMIT`). */
  readonly requestsInAll: number;
  /** Verifications one code allows, right or wrong; after that only a new code helps. */
  readonly attemptsPerCode: number;
}

export const OtpPolicy: OtpPolicy = {
  lifetimeSeconds: 300,
  windowMs: 10 * 60_000,
  requestsPerNumberPerAddress: 3,
  requestsPerNumber: 10,
  requestsPerAddress: 30,
  requestsInAll: 300,
  attemptsPerCode: 5,
};
