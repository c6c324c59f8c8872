import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseIraqiMobile } from '../../server/auth/iraqi-phone-number';
import { hashOtpCode, newOtpCode, newOtpSalt, otpCodeMatches } from '../../server/auth/otp-code-hash';

/** A national number of an Iraqi mobile: 7, an operator digit 3 to 9, eight more digits. */
const nationalNumber = fc
  .tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{8}$/))
  .map(([operator, rest]) => `7${operator}${rest}`);

const prefix = fc.constantFrom('+964', '00964', '964', '+9640', '0', '');
const separator = fc.constantFrom('', ' ', '-', ' - ', '.', '\u200f', '\u200e');
const digitsIn = fc.constantFrom('latin', 'arabic-indic', 'extended');

/** Writes ASCII digits in one of the digit sets phones offer in the region. */
function writeDigits(text: string, set: 'latin' | 'arabic-indic' | 'extended'): string {
  if (set === 'latin') return text;
  const zero = set === 'arabic-indic' ? 0x0660 : 0x06f0;
  return text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
}

/** The number typed as people type it: any prefix, grouped 3-3-4 with any separator, any digits. */
const typed = fc
  .record({ national: nationalNumber, prefix, separator, digits: digitsIn })
  .map(({ national, prefix: p, separator: s, digits }) => ({
    national,
    text: writeDigits(
      `${p}${s}${national.slice(0, 3)}${s}${national.slice(3, 6)}${s}${national.slice(6)}`,
      digits,
    ),
  }));

const sixDigits = fc.stringMatching(/^\d{6}$/);
const salt = fc.stringMatching(/^[0-9a-f]{32}$/);

describe('Iraqi mobile numbers', () => {
  it('normalises every way of typing an Iraqi mobile number to +964 and its ten-digit national number', () => {
    fc.assert(
      fc.property(typed, ({ national, text }) => {
        expect(normaliseIraqiMobile(text)).toBe(`+964${national}`);
      }),
    );
  });

  it('refuses every national number that does not start with 7 and an operator digit from 3 to 9', () => {
    const wrongStart = fc
      .tuple(fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^\d{8}$/))
      .filter(([head]) => !/^7[3-9]$/.test(head))
      .map(([head, rest]) => `${head}${rest}`);
    fc.assert(
      fc.property(wrongStart, prefix, (national, p) => {
        expect(normaliseIraqiMobile(`${p}${national}`)).toBeNull();
      }),
    );
  });

  it('refuses every national number that is not ten digits long', () => {
    const wrongLength = fc
      .stringMatching(/^\d{1,14}$/)
      .filter((rest) => rest.length !== 8)
      .map((rest) => `75${rest}`);
    fc.assert(
      fc.property(wrongLength, fc.constantFrom('+964', '00964', '0'), (national, p) => {
        expect(normaliseIraqiMobile(`${p}${national}`)).toBeNull();
      }),
    );
  });

  it.each([
    ['07501234567', '+9647501234567'],
    ['0750 123 4567', '+9647501234567'],
    ['+964 770 123 4567', '+9647701234567'],
    ['00964-780-000-0000', '+9647800000000'],
    ['+964 0750 123 4567', '+9647501234567'],
    ['٠٧٥٠١٢٣٤٥٦٧', '+9647501234567'],
    ['۰۷۷۱۲۳۴۵۶۷۸', '+9647712345678'],
    ['7901234567', '+9647901234567'],
    ['0750123456', null],
    ['07012345678', null],
    ['066 222 3344', null],
    ['+44 7700 900123', null],
    ['', null],
    ['phone', null],
  ])('reads %j as %j', (text, expected) => {
    expect(normaliseIraqiMobile(text)).toBe(expected);
  });
});

describe('stored codes', () => {
  it('accepts exactly the code that was hashed, under any salt', () => {
    fc.assert(
      fc.property(salt, sixDigits, (s, code) => {
        expect(otpCodeMatches(s, hashOtpCode(s, code), code)).toBe(true);
      }),
    );
  });

  it('refuses every other code', () => {
    fc.assert(
      fc.property(salt, sixDigits, sixDigits, (s, code, other) => {
        fc.pre(code !== other);
        expect(otpCodeMatches(s, hashOtpCode(s, code), other)).toBe(false);
      }),
    );
  });

  it('hashes one code differently under two salts, so equal codes do not show in the table', () => {
    fc.assert(
      fc.property(salt, salt, sixDigits, (a, b, code) => {
        fc.pre(a !== b);
        expect(hashOtpCode(a, code)).not.toBe(hashOtpCode(b, code));
      }),
    );
  });

  it('draws codes of six digits, leading zeros kept, and 32-digit hexadecimal salts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (draws) => {
        for (let i = 0; i < draws; i++) {
          expect(newOtpCode()).toMatch(/^\d{6}$/);
          expect(newOtpSalt()).toMatch(/^[0-9a-f]{32}$/);
        }
      }),
    );
  });
});
