import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayOf,
  epochMs,
  isoDateTime,
  localDateTimeText,
} from '../../src/contract/shared/iso-date-time';
import * as v from 'valibot';
import { validate, type Schema } from '../../src/contract/shared/schema';
import { calendarDayArb, dateTimeArb } from './wire-arbitraries';

/** Validates `value` as the field `name` of a record, so a refusal names that field. */
const at = (name: string, schema: Schema<string>, value: unknown) => {
  const checked = validate(v.looseObject({ [name]: schema }), { [name]: value });
  return checked.ok ? { ok: true, value: (checked.value as Record<string, unknown>)[name] } : checked;
};

/** The local time of the parts, the obviously-correct way (years here are all past 1900). */
const localOracle = (d: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}) => new Date(d.year, d.month - 1, d.day, d.hour, d.minute, d.second, d.millisecond).getTime();

describe('isoDateTime', () => {
  it('accepts every ISO-8601 date-time, with or without seconds, fraction and offset', () => {
    fc.assert(fc.property(dateTimeArb, (d) => at('at', isoDateTime, d.text).ok));
  });

  it.each([
    ['2026-02-29T10:00:00', 'a day that is not in the calendar'],
    ['2024-02-30T10:00:00', 'February 30'],
    ['2024-13-01T10:00:00', 'month 13'],
    ['2024-05-01T24:00:00', 'hour 24'],
    ['2024-05-01T10:60:00', 'minute 60'],
    ['2024-05-01T10:00:60', 'second 60'],
    ['2024-05-01', 'a day without a time'],
    ['2024-05-01 10:00:00', 'a space instead of T'],
    ['2024-05-01T10:00:00+19:00', 'an offset beyond 18 hours'],
    ['01/05/2024 10:00', 'a local format'],
    ['', 'empty text'],
  ])('refuses %s (%s), naming the field', (text) => {
    expect(at('startingTime', isoDateTime, text)).toEqual({ ok: false, field: 'startingTime' });
  });

  it('refuses anything that is not text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object()),
        (v) => !at('x', isoDateTime, v).ok,
      ),
    );
  });
});

describe('epochMs', () => {
  it('reads a date-time with an offset as that instant', () => {
    fc.assert(
      fc.property(
        dateTimeArb.filter((d) => d.offset !== undefined),
        (d) => {
          const utc = Date.UTC(d.year, d.month - 1, d.day, d.hour, d.minute, d.second, d.millisecond);
          expect(epochMs(d.text)).toBe(utc - (d.offset ?? 0) * 60_000);
        },
      ),
    );
  });

  it("reads a date-time without an offset as the viewer's local time", () => {
    fc.assert(
      fc.property(
        dateTimeArb.filter((d) => d.offset === undefined),
        (d) => {
          expect(epochMs(d.text)).toBe(localOracle(d));
        },
      ),
    );
  });

  it.each([
    ['2026-03-02T09:30:00Z', Date.UTC(2026, 2, 2, 9, 30)],
    ['2026-03-02T12:30:00+03:00', Date.UTC(2026, 2, 2, 9, 30)],
    ['2026-03-02T09:30:00.1234567Z', Date.UTC(2026, 2, 2, 9, 30, 0, 123)],
    ['2026-03-02T09:30:00.9999999Z', Date.UTC(2026, 2, 2, 9, 30, 0, 999)],
    ['2026-03-02T09:30Z', Date.UTC(2026, 2, 2, 9, 30)],
  ])('reads %s', (text, expected) => {
    expect(epochMs(text)).toBe(expected);
  });

  it('gives NaN, never a throw, for text the check refuses', () => {
    expect(epochMs('2024-02-30T10:00:00')).toBeNaN();
  });
});

describe('localDateTimeText', () => {
  it('writes an instant as a local date-time that reads back to the same second', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        const text = localDateTimeText(t);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect(localDateTimeText(epochMs(text))).toBe(text);
        // The same second, or the same wall-clock second an hour away where a clock change
        // makes one local time name two instants.
        expect([0, 3_600_000]).toContain(Math.abs(epochMs(text) - Math.floor(t / 1000) * 1000));
      }),
    );
  });
});

describe('calendarDay', () => {
  it('accepts a real day, alone or leading a date-time, and keeps its written day', () => {
    fc.assert(
      fc.property(calendarDayArb, fc.boolean(), (day, withTime) => {
        const text = withTime ? `${day}T00:00:00Z` : day;
        expect(at('birthdate', calendarDay, text)).toEqual({ ok: true, value: text });
        expect(dayOf(text)).toBe(day);
      }),
    );
  });

  it.each(['1991-02-29', '1991-13-01', '17/04/1991', '1991-04-17T25:00:00', ''])('refuses %s', (text) => {
    expect(at('birthdate', calendarDay, text)).toEqual({ ok: false, field: 'birthdate' });
  });
});
