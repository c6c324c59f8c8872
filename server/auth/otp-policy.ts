/**
 * The limits of sign-in by code (docs/api-extensions.md, "Patient sign-in by code"). Counting is
 * done on the `otp_codes` rows themselves, so every replica on one database sees the same counts.
 */
export const OtpPolicy = {
  /** A code is valid for five minutes. */
  lifetimeSeconds: 300,
  /** The window in which requests are counted. */
  windowMs: 10 * 60_000,
  /** Codes one phone number may request per window. */
  requestsPerNumber: 3,
  /** Codes one client address may request per window, whatever the numbers (carrier NAT shares addresses). */
  requestsPerAddress: 30,
  /** Verifications one code allows, right or wrong; after that only a new code helps. */
  attemptsPerCode: 5,
} as const;

export type OtpPolicy = typeof OtpPolicy;
