import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OtpCode } from '../../../src/domain/otp/otp-code';
import { countOtpCodes } from '../../../src/domain/otp/otp-counters';

const rowArb: fc.Arbitrary<OtpCode> = fc.record({
  phoneNumber: fc.string({ maxLength: 6 }),
  codeIsSent: fc.boolean(),
});
const rowsArb = fc.array(rowArb, { maxLength: 60 });

describe('OTP counters', () => {
  it('counts every row once: sent + notSent = rows', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const { sent, notSent } = countOtpCodes(rows);
        expect(sent + notSent).toBe(rows.length);
      }),
    );
  });

  it('counts as sent exactly the rows whose code is sent', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(countOtpCodes(rows).sent).toBe(rows.filter((r) => r.codeIsSent).length);
      }),
    );
  });

  it('adds one to exactly one counter for each row added', () => {
    fc.assert(
      fc.property(rowsArb, rowArb, (rows, added) => {
        const before = countOtpCodes(rows);
        const after = countOtpCodes([...rows, added]);
        expect(after).toEqual(
          added.codeIsSent
            ? { sent: before.sent + 1, notSent: before.notSent }
            : { sent: before.sent, notSent: before.notSent + 1 },
        );
      }),
    );
  });

  it.each<[string, boolean[], { sent: number; notSent: number }]>([
    ['no rows', [], { sent: 0, notSent: 0 }],
    ['one sent', [true], { sent: 1, notSent: 0 }],
    ['one not sent', [false], { sent: 0, notSent: 1 }],
    ['mixed', [true, false, true, false, false], { sent: 2, notSent: 3 }],
  ])('%s', (_case, flags, expected) => {
    const rows = flags.map((codeIsSent, i) => ({ phoneNumber: `075000000${i}`, codeIsSent }));
    expect(countOtpCodes(rows)).toEqual(expected);
  });
});
