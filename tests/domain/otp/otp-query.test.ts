import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOtpCodes } from '../../../src/domain/otp/otp-counters';
import { filterOtpCodes, OtpSentFilter } from '../../../src/domain/otp/otp-filter';
import {
  DEFAULT_OTP_QUERY,
  OTP_PAGE_MAX,
  OTP_PHONE_MAX,
  otpListTotal,
  otpQueryFromParams,
  otpQueryToParams,
  type OtpQuery,
} from '../../../src/domain/otp/otp-query';
import type { LocalDate } from '../../../src/domain/patients/local-date';

const sentArb = fc.constantFrom(OtpSentFilter.All, OtpSentFilter.Sent, OtpSentFilter.NotSent);
const dayArb = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as LocalDate);
const queryArb: fc.Arbitrary<OtpQuery> = fc
  .record({
    phone: fc.string({ maxLength: OTP_PHONE_MAX }),
    sent: sentArb,
    from: fc.option(dayArb, { nil: undefined }),
    to: fc.option(dayArb, { nil: undefined }),
    page: fc.integer({ min: 1, max: OTP_PAGE_MAX }),
  })
  .map((q) =>
    q.from !== undefined && q.to !== undefined && q.from > q.to ? { ...q, from: q.to, to: q.from } : q,
  );

describe('the OTP log query in the address', () => {
  it('reads back every query it writes', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        expect(otpQueryFromParams(otpQueryToParams(query))).toEqual(query);
      }),
    );
  });

  it('writes nothing for a part at its default, so the plain screen has a clean address', () => {
    expect(otpQueryToParams(DEFAULT_OTP_QUERY)).toEqual({});
    fc.assert(
      fc.property(queryArb, (query) => {
        const params = otpQueryToParams(query);
        expect('phone' in params).toBe(query.phone !== '');
        expect('sent' in params).toBe(query.sent !== OtpSentFilter.All);
        expect('page' in params).toBe(query.page > 1);
      }),
    );
  });

  it('opens any address, however edited, as a valid query', () => {
    const params = fc.dictionary(
      fc.constantFrom('phone', 'sent', 'from', 'to', 'page', 'other'),
      fc.oneof(fc.string(), fc.constantFrom('0', '-1', '2.5', '1e3', '2024-02-30', '2024-02-29', 'sent')),
    );
    fc.assert(
      fc.property(params, (p) => {
        const query = otpQueryFromParams(p);
        expect(Number.isSafeInteger(query.page) && query.page >= 1 && query.page <= OTP_PAGE_MAX).toBe(true);
        expect(Object.values(OtpSentFilter)).toContain(query.sent);
        expect(query.phone.length).toBeLessThanOrEqual(OTP_PHONE_MAX);
        if (query.from !== undefined && query.to !== undefined) expect(query.from <= query.to).toBe(true);
        // What it reads it writes the same way again: the address settles at once.
        expect(otpQueryFromParams(otpQueryToParams(query))).toEqual(query);
      }),
    );
  });

  it('drops a day that does not exist and puts a backwards period the right way round', () => {
    expect(otpQueryFromParams({ from: '2024-02-30', to: '2024-03-01' })).toMatchObject({
      from: undefined,
      to: '2024-03-01',
    });
    expect(otpQueryFromParams({ from: '2024-03-09', to: '2024-03-01' })).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-09',
    });
  });
});

describe('the OTP list total and the counters', () => {
  const rowsArb = fc.array(
    fc.record({ phoneNumber: fc.string({ maxLength: 4 }), codeIsSent: fc.boolean() }),
    {
      maxLength: 60,
    },
  );

  it('pages through exactly the rows the sent flag keeps, out of the counted ones', () => {
    fc.assert(
      fc.property(rowsArb, sentArb, (rows, sent) => {
        expect(otpListTotal(countOtpCodes(rows), sent)).toBe(filterOtpCodes(rows, { sent }).length);
      }),
    );
  });

  it('counts every code of the period once: sent and not sent add up to all', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const counters = countOtpCodes(rows);
        expect(otpListTotal(counters, OtpSentFilter.All)).toBe(rows.length);
        expect(
          otpListTotal(counters, OtpSentFilter.Sent) + otpListTotal(counters, OtpSentFilter.NotSent),
        ).toBe(rows.length);
      }),
    );
  });
});
