import * as v from 'valibot';
import { OtpSentFilter } from '../../domain/otp/otp-filter';
import { OTP_PAGE_MAX, OTP_PAGE_SIZE, OTP_PHONE_MAX } from '../../domain/otp/otp-query';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import { bool, str, type Schema } from '../shared/schema';
import { count } from '../shared/values';
import type { WireCall } from '../shared/wire-call';
import type { OtpCountersWire } from './otp';

/*
 * The OTP log paged by the server, with the spec's counters for a period (an extension:
 * docs/api-extensions.md, "OTP log pages"). The spec's `GetOtpCodesDashboard` sends the newest
 * codes whole; a busy hospital's log outgrows one answer, so the screen asks for one page.
 */

/** Spec paths owned here: none (the spec's OTP reads are rows of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

export const OTP_PAGE_CALL: WireCall = { method: 'GET', path: '/OtpCodes/GetOtpCodesPage', auth: 'staff' };

export const EXTENSION_CALLS: readonly WireCall[] = [OTP_PAGE_CALL];

/** An instant: an ISO date-time with its offset (`Z` or `±HH:mm`), never a local time. */
const instant = v.pipe(isoDateTime, v.regex(/(Z|[+-]\d{2}:\d{2})$/, 'must be an instant with its offset'));

/**
 * `page` from 1; `phone` a substring of the number; `sent` one of `all`, `sent`, `notSent`;
 * `from` (included) and `to` (excluded) the period's instants, each optional.
 */
export interface OtpPageQueryWire {
  page?: string;
  phone?: string;
  sent?: OtpSentFilter;
  from?: string;
  to?: string;
}

export const otpPageQuerySchema: Schema<OtpPageQueryWire> = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1'),
      v.check((text) => Number(text) <= OTP_PAGE_MAX, 'is past the last page'),
    ),
  ),
  phone: v.optional(v.pipe(v.string(), v.maxLength(OTP_PHONE_MAX, 'is too long'))),
  sent: v.optional(v.picklist(Object.values(OtpSentFilter), 'must be all, sent or notSent')),
  from: v.optional(instant),
  to: v.optional(instant),
});

/** A code request of the page: the spec's row, with its id and time. */
export interface OtpPageRowWire {
  id: number;
  phonenumber: string;
  codeIsSent: boolean;
  createdAt: string;
}

/**
 * One page: its rows (newest first), `count` of the rows the filter keeps (all pages), and the
 * spec's counters over the period and phone text (the sent flag does not narrow them).
 */
export interface OtpPageWire extends OtpCountersWire {
  rows: OtpPageRowWire[];
  count: number;
  page: number;
  pageSize: number;
}

export const otpPageSchema: Schema<OtpPageWire> = v.looseObject({
  rows: v.array(v.looseObject({ id: count, phonenumber: str, codeIsSent: bool, createdAt: isoDateTime })),
  count,
  page: count,
  pageSize: count,
  codeIsSentCounter: count,
  codeNotSentCounter: count,
});

export { OTP_PAGE_SIZE };

/** A page in clean names (typed by its shape: the contract never imports src/application). */
export const toOtpPage = (wire: OtpPageWire) => ({
  rows: wire.rows.map((r) => ({
    id: r.id,
    phoneNumber: r.phonenumber,
    codeIsSent: r.codeIsSent,
    createdAt: epochMs(r.createdAt),
  })),
  total: wire.count,
  page: wire.page,
  pageSize: wire.pageSize,
  counters: { sent: wire.codeIsSentCounter, notSent: wire.codeNotSentCounter },
});
