import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Digits of a sign-in code. */
export const OTP_CODE_LENGTH = 6;

/** A fresh random salt (hex) for one code. */
export function newOtpSalt(): string {
  return randomBytes(16).toString('hex');
}

/** A uniformly random code of `OTP_CODE_LENGTH` digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * The stored form of a code: SHA-256 of the row's random salt followed by the code, hex. A
 * database read does not show live codes; a six-digit code stays guessable offline whatever the
 * hash, which is why codes also expire in minutes and allow only a few attempts.
 */
export function hashOtpCode(salt: string, code: string): string {
  return createHash('sha256').update(Buffer.from(salt, 'hex')).update(code, 'utf8').digest('hex');
}

/** Whether `candidate` is the code behind `hash`, compared in constant time. */
export function otpCodeMatches(salt: string, hash: string, candidate: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashOtpCode(salt, candidate), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
