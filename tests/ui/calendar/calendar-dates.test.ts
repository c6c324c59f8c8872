import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  intlLocale,
  localDay,
  stepDay,
  viewDays,
  viewSpan,
  WEEK_STARTS_ON,
} from '../../../src/ui/calendar/calendar-dates';

/** A local day between 2000 and 2040. */
const dayArb = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2040, 11, 31), noInvalidDate: true })
  .map((d) => localDay(d.getTime()));

const weekdayOf = (day: string) => new Date(dayStart(day) ?? 0).getDay();

describe('the calendar grid’s days', () => {
  it('a week is seven days in a row from Saturday that hold the day asked for', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const days = viewDays('week', day);
        expect(days).toHaveLength(7);
        expect(weekdayOf(days[0] as string)).toBe(WEEK_STARTS_ON);
        days.slice(1).forEach((d, i) => expect(d).toBe(addDays(days[i] as string, 1)));
        expect(days).toContain(day);
      }),
    );
  });

  it('a month is whole weeks from Saturday that hold every day of the month, and no day of another month’s week alone', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const days = viewDays('month', day);
        const month = day.slice(0, 7);
        expect(days.length % 7).toBe(0);
        expect(weekdayOf(days[0] as string)).toBe(WEEK_STARTS_ON);
        const inMonth = days.filter((d) => d.startsWith(month));
        const lastDate = new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0).getDate();
        expect(inMonth).toHaveLength(lastDate);
        // The first and last weeks each hold at least one day of the month.
        expect(days.slice(0, 7).some((d) => d.startsWith(month))).toBe(true);
        expect(days.slice(-7).some((d) => d.startsWith(month))).toBe(true);
      }),
    );
  });

  it('stepping a week forward and back comes home, and lands seven days away', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(stepDay('week', stepDay('week', day, 1), -1)).toBe(day);
        expect(stepDay('week', day, 1)).toBe(addDays(day, 7));
        expect(stepDay('day', day, -1)).toBe(addDays(day, -1));
      }),
    );
  });

  it('stepping a month lands on the first of the next month', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const next = stepDay('month', day, 1);
        const y = Number(day.slice(0, 4));
        const m = Number(day.slice(5, 7));
        expect(next).toBe(localDay(new Date(y, m, 1).getTime()));
      }),
    );
  });

  it('a view’s span runs from the first instant of its first day to that of the day after its last', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('day', 'week', 'month' as const), (day, view) => {
        const days = viewDays(view, day);
        expect(viewSpan(view, day)).toEqual([
          dayStart(days[0] as string),
          dayStart(addDays(days[days.length - 1] as string, 1)),
        ]);
      }),
    );
  });

  it('text that is not a day has no days and no span', () => {
    expect(viewDays('week', '2026-02-30')).toEqual([]);
    expect(viewSpan('month', 'soon')).toBeNull();
  });

  it('formats Kurdish as Central Kurdish and Arabic as Iraq’s, with their own day names', () => {
    expect(intlLocale('ku')[0]).toBe('ckb-IQ');
    expect(intlLocale('ar')).toEqual(['ar-IQ']);
    expect(intlLocale('en')).toEqual(['en']);
    const friday = new Date(2026, 10, 27);
    expect(new Intl.DateTimeFormat(intlLocale('ar'), { weekday: 'long' }).format(friday)).toBe('الجمعة');
    expect(new Intl.DateTimeFormat(intlLocale('ku'), { weekday: 'long' }).format(friday)).toBe('ھەینی');
  });

  it('falls back from Kurdish to Iraq’s Arabic, never to English digits, where a browser lacks Kurdish', () => {
    // What a browser without Kurdish data does: it skips the locales it lacks, in order.
    const [, fallback] = intlLocale('ku');
    expect(fallback).toBe('ar-IQ');
    expect(new Intl.NumberFormat(fallback).format(3.91)).toBe('٣٫٩١');
  });
});
