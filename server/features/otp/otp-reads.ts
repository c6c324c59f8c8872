import type { OtpCodeWire, OtpRequestTotalsWire, OtpTestCodeWire } from '../../../src/contract/otp/otp';
import { isDemoNetworkSeeded } from '../../seed/seed-runs';
import { notFound } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { iso } from '../shared/wire-row';

/** How many code requests `GetOtpCodesDashboard` sends: the newest. */
export const OTP_CODES_LIMIT = 1000;
/** How many test codes `GetTestOtpCodes` sends: the newest readable ones. */
export const OTP_TEST_CODES_LIMIT = 50;

/** GET /api/OtpCodes/GetOtpCodesDashboard (area otp-codes): the newest code requests. */
export const listOtpCodes: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('otp_codes')
    .select(['id', 'phone_number', 'is_sent', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OTP_CODES_LIMIT)
    .execute();
  return rows.map((r): OtpCodeWire & { id: number; createdAt: string } => ({
    id: r.id,
    phonenumber: r.phone_number,
    codeIsSent: r.is_sent,
    createdAt: iso(r.created_at),
  }));
};

/** GET /api/OtpCodes/GetOtpCodesGrouped (area request-totals): per phone number, sent and not sent. */
export const listOtpRequestTotals: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('otp_codes')
    .select((eb) => [
      'phone_number',
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', true).as('sent'),
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', false).as('not_sent'),
    ])
    .groupBy('phone_number')
    .orderBy('phone_number')
    .execute();
  return rows.map((r): OtpRequestTotalsWire => ({
    phonenumber: r.phone_number,
    codeIsSentCounter: Number(r.sent),
    codeNotSentCounter: Number(r.not_sent),
  }));
};

/**
 * GET /api/OtpCodes/GetTestOtpCodes (area otp-codes): the plain codes of the newest requests, for
 * signing in on the demo. Only a demo database keeps plain codes; anywhere else the call is 404.
 */
export const listOtpTestCodes: ResourceHandler = async ({ services }) => {
  if (!(await isDemoNetworkSeeded(services.db))) return notFound('Test codes exist only on the demo.');
  const rows = await services.db
    .selectFrom('otp_codes')
    .select(['phone_number', 'code'])
    .where('code', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OTP_TEST_CODES_LIMIT)
    .execute();
  return rows.map((r): OtpTestCodeWire => ({ phonenumber: r.phone_number, code: r.code ?? '' }));
};
