import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import {
  OTP_PAGE_CALL,
  OTP_PAGE_SIZE,
  type OtpPageQueryWire,
  type OtpPageWire,
} from '../../../src/contract/otp/otp-page';
import { OtpSentFilter } from '../../../src/domain/otp/otp-filter';
import { otpListTotal } from '../../../src/domain/otp/otp-query';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext, RouteDefinition } from '../../http/route';
import { otpPageQuerySchema } from '../../../src/contract/otp/otp-page';
import { iso } from '../shared/wire-row';

/**
 * The codes of the period and phone text. `strpos` matches the text as typed, so `%` or `_` in
 * it are plain characters, as the client's substring filter reads them.
 */
function inPeriod(query: OtpPageQueryWire) {
  return (eb: ExpressionBuilder<Database, 'otp_codes'>) => {
    const parts = [];
    if (query.from !== undefined) parts.push(eb('created_at', '>=', new Date(query.from)));
    if (query.to !== undefined) parts.push(eb('created_at', '<', new Date(query.to)));
    if (query.phone !== undefined && query.phone !== '') {
      parts.push(eb(sql<number>`strpos(phone_number, ${query.phone})`, '>', 0));
    }
    return eb.and(parts);
  };
}

/**
 * GET /api/OtpCodes/GetOtpCodesPage (area otp-codes): one page of the OTP log, newest first, and
 * the spec's counters over the period and phone text. The counters and the page's total come from
 * one count, so they always agree.
 */
export async function otpCodesPage({ services, query }: RouteContext<StaffPrincipal>): Promise<OtpPageWire> {
  const q = query as OtpPageQueryWire;
  const sent = q.sent ?? OtpSentFilter.All;
  const page = Number(q.page ?? '1');
  const where = inPeriod(q);
  const counts = await services.db
    .selectFrom('otp_codes')
    .where(where)
    .select((eb) => [
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', true).as('sent'),
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', false).as('not_sent'),
    ])
    .executeTakeFirstOrThrow();
  const counters = { sent: Number(counts.sent), notSent: Number(counts.not_sent) };
  const rows = await services.db
    .selectFrom('otp_codes')
    .where(where)
    .$if(sent !== OtpSentFilter.All, (qb) => qb.where('is_sent', '=', sent === OtpSentFilter.Sent))
    .select(['id', 'phone_number', 'is_sent', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * OTP_PAGE_SIZE)
    .limit(OTP_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      phonenumber: r.phone_number,
      codeIsSent: r.is_sent,
      createdAt: iso(r.created_at),
    })),
    count: otpListTotal(counters, sent),
    page,
    pageSize: OTP_PAGE_SIZE,
    codeIsSentCounter: counters.sent,
    codeNotSentCounter: counters.notSent,
  };
}

/** The OTP log's extension reads (docs/api-extensions.md, "OTP log pages"). */
export const OTP_ROUTES: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: OTP_PAGE_CALL.path,
    auth: 'staff',
    area: PermissionArea.OtpCodes,
    handler: otpCodesPage,
    query: otpPageQuerySchema,
  },
];
