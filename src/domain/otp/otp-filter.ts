import type { OtpCode } from './otp-code';

/** The sent / not-sent choice of the OTP log screen. */
export const OtpSentFilter = {
  All: 'all',
  Sent: 'sent',
  NotSent: 'notSent',
} as const;

export type OtpSentFilter = (typeof OtpSentFilter)[keyof typeof OtpSentFilter];

/**
 * The OTP log filter ("phone substring, or the sent / not-sent flags"). The two controls are
 * independent and each optional: a phone text alone, a flag alone, or both. When both are chosen a
 * row must meet both, so typing in the phone box only ever narrows the list the flag shows, as
 * every other filter of the product does.
 */
export interface OtpFilter {
  /** Substring of the phone number; empty or absent keeps every row. */
  readonly phone?: string | undefined;
  /** Absent means `all`. */
  readonly sent?: OtpSentFilter | undefined;
}

/** Keeps the OTP rows that meet the filter, in their original order. */
export function filterOtpCodes<T extends OtpCode>(rows: readonly T[], filter: OtpFilter): T[] {
  const phone = filter.phone === undefined || filter.phone === '' ? undefined : filter.phone;
  const sent = filter.sent ?? OtpSentFilter.All;
  const wantSent = sent === OtpSentFilter.Sent;
  const out: T[] = [];
  for (const row of rows) {
    if (sent !== OtpSentFilter.All && row.codeIsSent !== wantSent) continue;
    if (phone !== undefined && !row.phoneNumber.includes(phone)) continue;
    out.push(row);
  }
  return out;
}
