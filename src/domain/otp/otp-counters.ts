import type { OtpCode } from './otp-code';

/** The OTP counters of codes sent and not sent (their wire names are in src/contract/otp). */
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
