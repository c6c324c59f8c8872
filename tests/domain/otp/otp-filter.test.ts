import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OtpCode } from '../../../src/domain/otp/otp-code';
import { filterOtpCodes, OtpSentFilter, type OtpFilter } from '../../../src/domain/otp/otp-filter';

const DIGIT = fc.constantFrom('0', '7', '5', '1');
const rowArb: fc.Arbitrary<OtpCode> = fc.record({
  phoneNumber: fc.string({ unit: DIGIT, maxLength: 6 }),
  codeIsSent: fc.boolean(),
});
const rowsArb = fc.array(rowArb, { maxLength: 40 });
const phoneArb = fc.string({ unit: DIGIT, maxLength: 3 });
const sentArb = fc.constantFrom(OtpSentFilter.All, OtpSentFilter.Sent, OtpSentFilter.NotSent);
const filterArb: fc.Arbitrary<OtpFilter> = fc.record(
  { phone: phoneArb, sent: sentArb },
  { requiredKeys: [] },
);

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('OTP filter', () => {
  it('keeps exactly the rows whose phone number contains the typed text', () => {
    fc.assert(
      fc.property(rowsArb, phoneArb, (rows, phone) => {
        expect(filterOtpCodes(rows, { phone })).toEqual(rows.filter((r) => r.phoneNumber.includes(phone)));
      }),
    );
  });

  it('keeps only the sent rows under the sent flag and only the others under not sent', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(filterOtpCodes(rows, { sent: OtpSentFilter.Sent })).toEqual(rows.filter((r) => r.codeIsSent));
        expect(filterOtpCodes(rows, { sent: OtpSentFilter.NotSent })).toEqual(
          rows.filter((r) => !r.codeIsSent),
        );
      }),
    );
  });

  it('splits the rows between sent and not sent with none lost', () => {
    fc.assert(
      fc.property(rowsArb, phoneArb, (rows, phone) => {
        const sent = filterOtpCodes(rows, { phone, sent: OtpSentFilter.Sent });
        const notSent = filterOtpCodes(rows, { phone, sent: OtpSentFilter.NotSent });
        const all = filterOtpCodes(rows, { phone, sent: OtpSentFilter.All });
        expect(sent.length + notSent.length).toBe(all.length);
        expect(new Set([...sent, ...notSent])).toEqual(new Set(all));
      }),
    );
  });

  it('keeps every row when neither a phone nor a flag is chosen', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(filterOtpCodes(rows, {})).toEqual(rows);
        expect(filterOtpCodes(rows, { phone: '', sent: OtpSentFilter.All })).toEqual(rows);
      }),
    );
  });

  it('keeps, with both chosen, the rows that each would keep on its own', () => {
    fc.assert(
      fc.property(rowsArb, phoneArb, sentArb, (rows, phone, sent) => {
        const byPhone = new Set(filterOtpCodes(rows, { phone }));
        const byFlag = new Set(filterOtpCodes(rows, { sent }));
        const both = rows.filter((r) => byPhone.has(r) && byFlag.has(r));
        expect(filterOtpCodes(rows, { phone, sent })).toEqual(both);
      }),
    );
  });

  it('keeps the rows in their original order', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, (rows, filter) => {
        expect(isSubsequence(filterOtpCodes(rows, filter), rows)).toBe(true);
      }),
    );
  });

  const rows: OtpCode[] = [
    { phoneNumber: '07501234567', codeIsSent: true },
    { phoneNumber: '07701234567', codeIsSent: false },
    { phoneNumber: '07509990000', codeIsSent: false },
  ];
  it.each<[string, OtpFilter, string[]]>([
    ['phone substring', { phone: '0750' }, ['07501234567', '07509990000']],
    ['sent only', { sent: OtpSentFilter.Sent }, ['07501234567']],
    ['not sent only', { sent: OtpSentFilter.NotSent }, ['07701234567', '07509990000']],
    ['phone and not sent', { phone: '1234', sent: OtpSentFilter.NotSent }, ['07701234567']],
    ['all', { sent: OtpSentFilter.All }, ['07501234567', '07701234567', '07509990000']],
  ])('%s', (_case, filter, phones) => {
    expect(filterOtpCodes(rows, filter).map((r) => r.phoneNumber)).toEqual(phones);
  });
});
