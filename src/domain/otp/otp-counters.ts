import type { OtpCode } from './otp-code';

/** The OTP counters (000 §3: `codeIsSentCounter`, `codeNotSentCounter` on the wire). */
export interface OtpCounters {
  readonly sent: number;
  readonly notSent: number;
}

/** Counts the given rows by their sent flag; every row lands in exactly one counter. */
export function countOtpCodes(rows: readonly OtpCode[]): OtpCounters {
  let sent = 0;
  for (const row of rows) if (row.codeIsSent) sent++;
  return { sent, notSent: rows.length - sent };
}
