import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeSlotAt,
  freeSlots,
  type BookingDay,
  type BookingSchedule,
} from '../../../src/domain/booking/free-slots';
import { hospitalDay } from '../../../src/domain/booking/hospital-day';

const MINUTE = 60_000;
/** 2026-03-01 00:00 in Baghdad (a Sunday). */
const MIDNIGHT = Date.UTC(2026, 2, 1) - 180 * MINUTE;

const scheduleArb: fc.Arbitrary<BookingSchedule> = fc
  .record({
    acceptsOnlineBooking: fc.boolean(),
    workingDays: fc.integer({ min: 0, max: 127 }),
    dayStartMinute: fc.integer({ min: 0, max: 1380 }),
    length: fc.integer({ min: 1, max: 1440 }),
    slotMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90, 120),
    breaks: fc.array(
      fc.record({ startMinute: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 1, max: 180 }) }),
      { maxLength: 3 },
    ),
    maxPerDay: fc.integer({ min: 0, max: 60 }),
    bookingWindowDays: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ length, breaks, ...s }) => ({
    ...s,
    dayEndMinute: Math.min(1440, s.dayStartMinute + length),
    breaks: breaks.map((b) => ({ startMinute: b.startMinute, endMinute: b.startMinute + b.length })),
  }));

const dayArb: fc.Arbitrary<BookingDay> = fc
  .record({ daysAhead: fc.integer({ min: -3, max: 70 }) })
  .map(({ daysAhead }) => ({
    midnight: MIDNIGHT + daysAhead * 1440 * MINUTE,
    weekday: (((daysAhead % 7) + 7) % 7) as number,
    daysAhead,
  }));

/** Starts of taken slots: on the grid or anywhere in the day, a few of each. */
const caseArb = fc
  .tuple(scheduleArb, dayArb, fc.integer({ min: -60, max: 1500 }))
  .chain(([schedule, day, nowMinute]) =>
    fc.array(fc.integer({ min: 0, max: 1439 }), { maxLength: 30 }).map((minutes) => ({
      schedule,
      day,
      now: day.midnight + nowMinute * MINUTE,
      taken: minutes.map((m) =>
        // Half of them on the grid, where they can collide with a slot.
        m % 2 === 0
          ? day.midnight + (schedule.dayStartMinute + (m % 24) * schedule.slotMinutes) * MINUTE
          : day.midnight + m * MINUTE,
      ),
    })),
  );

/** The rule read minute by minute, written apart from the implementation. */
function isFreeByRule(
  { schedule, day, now, taken }: { schedule: BookingSchedule; day: BookingDay; now: number; taken: number[] },
  startMinute: number,
): boolean {
  const s = schedule;
  const onGrid =
    startMinute >= s.dayStartMinute &&
    (startMinute - s.dayStartMinute) % s.slotMinutes === 0 &&
    startMinute + s.slotMinutes <= s.dayEndMinute;
  const inBreak = s.breaks.some(
    (b) => startMinute < b.endMinute && b.startMinute < startMinute + s.slotMinutes,
  );
  const start = day.midnight + startMinute * MINUTE;
  return (
    s.acceptsOnlineBooking &&
    ((s.workingDays >> day.weekday) & 1) === 1 &&
    day.daysAhead >= 0 &&
    day.daysAhead <= s.bookingWindowDays &&
    taken.length < s.maxPerDay &&
    onGrid &&
    !inBreak &&
    start > now &&
    !taken.includes(start)
  );
}

describe('the slot rule', () => {
  it('offers a slot exactly when every part of the rule holds', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const offered = freeSlots(c.schedule, c.day, c.taken, c.now).map((s) => s.start);
        const byRule: number[] = [];
        for (let minute = 0; minute < 1440; minute++) {
          if (isFreeByRule(c, minute)) byRule.push(c.day.midnight + minute * MINUTE);
        }
        expect(offered).toEqual(byRule);
      }),
      { numRuns: 300 },
    );
  });

  it('offers slots one slot length long, in time order, within the working hours', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, day, taken, now }) => {
        const slots = freeSlots(schedule, day, taken, now);
        slots.forEach((slot, i) => {
          expect(slot.end - slot.start).toBe(schedule.slotMinutes * MINUTE);
          expect(slot.start).toBeGreaterThanOrEqual(day.midnight + schedule.dayStartMinute * MINUTE);
          expect(slot.end).toBeLessThanOrEqual(day.midnight + schedule.dayEndMinute * MINUTE);
          if (i > 0) expect(slot.start).toBeGreaterThan(slots[i - 1]!.start);
        });
      }),
    );
  });

  it('offers nothing on a day that already holds its maximum of open appointments', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, day, taken, now }) => {
        fc.pre(taken.length >= schedule.maxPerDay);
        expect(freeSlots(schedule, day, taken, now)).toEqual([]);
      }),
    );
  });

  it('never offers a taken start again, and a booked slot leaves the others free', () => {
    fc.assert(
      fc.property(caseArb, ({ schedule, day, taken, now }) => {
        const before = freeSlots(schedule, day, taken, now);
        fc.pre(before.length > 0);
        const booked = before[0]!;
        const after = freeSlots(schedule, day, [...taken, booked.start], now);
        expect(after.some((s) => s.start === booked.start)).toBe(false);
        if (taken.length + 1 < schedule.maxPerDay) expect(after).toEqual(before.slice(1));
      }),
    );
  });

  const clinic: BookingSchedule = {
    acceptsOnlineBooking: true,
    workingDays: 0b0011111, // Sunday to Thursday
    dayStartMinute: 8 * 60,
    dayEndMinute: 12 * 60,
    slotMinutes: 30,
    breaks: [{ startMinute: 10 * 60, endMinute: 10 * 60 + 30 }],
    maxPerDay: 6,
    bookingWindowDays: 30,
  };
  const at = (hh: number, mm = 0) => MIDNIGHT + (hh * 60 + mm) * MINUTE;
  const sunday = hospitalDay('2026-03-01', at(7))!;
  const times = (slots: readonly { start: number }[]) =>
    slots.map((s) => new Date(s.start + 180 * MINUTE).toISOString().slice(11, 16));

  it('example: a morning of half-hour slots with a break, one taken', () => {
    expect(times(freeSlots(clinic, sunday, [at(8, 30)], at(7)))).toEqual([
      '08:00',
      '09:00',
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('example: at 09:10 the slots that have started are gone', () => {
    expect(times(freeSlots(clinic, hospitalDay('2026-03-01', at(9, 10))!, [], at(9, 10)))).toEqual([
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('example: a Friday, a day past the window and a full day offer nothing', () => {
    expect(freeSlots(clinic, hospitalDay('2026-03-06', at(7))!, [], at(7))).toEqual([]);
    expect(freeSlots(clinic, hospitalDay('2026-04-01', at(7))!, [], at(7))).toEqual([]);
    const six = [8, 9, 10, 11].map((h) => at(h)).concat([at(8, 30), at(9, 30)]);
    expect(freeSlots(clinic, sunday, six, at(7))).toEqual([]);
  });

  it('example: only a start on the grid is a slot', () => {
    expect(freeSlotAt(clinic, sunday, [], at(7), at(9))).toEqual({ start: at(9), end: at(9, 30) });
    expect(freeSlotAt(clinic, sunday, [], at(7), at(9, 15))).toBeUndefined();
    expect(freeSlotAt(clinic, sunday, [], at(7), at(10))).toBeUndefined();
  });
});
