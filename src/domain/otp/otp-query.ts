import { parseLocalDate, type LocalDate } from '../patients/local-date';
import type { OtpCounters } from './otp-counters';
import { OtpSentFilter } from './otp-filter';

/** The OTP log's page size when the server pages it. */
export const OTP_PAGE_SIZE = 25;
/** The longest phone text the filter takes: longer than any phone number, shorter than abuse. */
export const OTP_PHONE_MAX = 32;
/** The highest page the address may name; beyond it the list is not useful to page through. */
export const OTP_PAGE_MAX = 100_000;

/**
 * What the OTP log screen shows (the OTP filter, plus the period the counters cover and the page),
 * as written in its address. `from` and `to` are local calendar days, both included.
 */
export interface OtpQuery {
  readonly phone: string;
  readonly sent: OtpSentFilter;
  readonly from: LocalDate | undefined;
  readonly to: LocalDate | undefined;
  readonly page: number;
}

export const DEFAULT_OTP_QUERY: OtpQuery = {
  phone: '',
  sent: OtpSentFilter.All,
  from: undefined,
  to: undefined,
  page: 1,
};

const SENT_VALUES: ReadonlySet<string> = new Set(Object.values(OtpSentFilter));

const dayOrNone = (text: string | undefined): LocalDate | undefined => {
  if (text === undefined) return undefined;
  const day = parseLocalDate(text);
  return day.ok ? day.value : undefined;
};

/**
 * Reads the query from an address's parameters. Anything unreadable (an unknown flag, a day that
 * does not exist, a page that is not a whole number from 1) falls back to its default instead of
 * failing: a hand-edited or old link still opens the screen. A period written backwards is put
 * the right way round, so `from` never comes after `to`.
 */
export function otpQueryFromParams(params: Readonly<Record<string, string | undefined>>): OtpQuery {
  const phone = (params.phone ?? '').slice(0, OTP_PHONE_MAX);
  const sent =
    params.sent !== undefined && SENT_VALUES.has(params.sent) ? (params.sent as OtpSentFilter) : 'all';
  let from = dayOrNone(params.from);
  let to = dayOrNone(params.to);
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  const pageText = params.page ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), OTP_PAGE_MAX) : 1;
  return { phone, sent, from, to, page };
}

/** The address parameters of a query, leaving out every part at its default (a clean link). */
export function otpQueryToParams(query: OtpQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.phone !== '') out.phone = query.phone;
  if (query.sent !== OtpSentFilter.All) out.sent = query.sent;
  if (query.from !== undefined) out.from = query.from;
  if (query.to !== undefined) out.to = query.to;
  if (query.page > 1) out.page = String(query.page);
  return out;
}

/**
 * How many codes the list pages through: the counters are of every code of the period (and phone
 * text), the flag picks which of them the list shows. So the list's total is always one counter or
 * their sum, and the screen's counters and pages can never disagree.
 */
export function otpListTotal(counters: OtpCounters, sent: OtpSentFilter): number {
  if (sent === OtpSentFilter.Sent) return counters.sent;
  if (sent === OtpSentFilter.NotSent) return counters.notSent;
  return counters.sent + counters.notSent;
}
