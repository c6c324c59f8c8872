import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalDate } from '../../../src/domain/patients/local-date';

const DAY_MS = 86_400_000;
const FIRST = Date.UTC(1000, 0, 1) / DAY_MS;
const LAST = Date.UTC(9999, 11, 31) / DAY_MS;
// Real calendar days, written by the platform's own calendar (an independent oracle).
const realDayArb = fc
  .integer({ min: FIRST, max: LAST })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

describe('local date', () => {
  it('accepts every real calendar day written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(realDayArb, (text) => {
        expect(parseLocalDate(text)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('rejects a day past the end of its month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 60 }),
        (year, month, extra) => {
          const day = lastDayOfMonth(year, month) + extra;
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(parseLocalDate(text)).toEqual({ ok: false, error: 'InvalidLocalDate' });
        },
      ),
    );
  });

  it('orders local dates as text exactly as the calendar orders them', () => {
    fc.assert(
      fc.property(realDayArb, realDayArb, (a, b) => {
        expect(a < b).toBe(Date.parse(a) < Date.parse(b));
      }),
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-00-10', false],
    ['2024-13-01', false],
    ['2024-01-00', false],
    ['2024-1-05', false],
    ['2024-01-5', false],
    ['24-01-05', false],
    ['2024-01-05T00:00:00', false],
    [' 2024-01-05', false],
    ['', false],
  ])('parses %j as a day: %s', (text, valid) => {
    expect(parseLocalDate(text).ok).toBe(valid);
  });
});
