import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atOneCenter,
  freeSlotAt,
  freeSlots,
  type BookingDay,
  type BookingSchedule,
  type DayBookings,
  type Slot,
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

/**
 * Starts of slots taken at this center (on the grid or anywhere in the day), and appointments of
 * the same doctor at other centers (any start, any length: another center's slots differ).
 */
const caseArb = fc
  .tuple(scheduleArb, dayArb, fc.integer({ min: -60, max: 1500 }))
  .chain(([schedule, day, nowMinute]) =>
    fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 1439 }), { maxLength: 30 }),
        fc.array(
          fc.record({ minute: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 5, max: 120 }) }),
          { maxLength: 6 },
        ),
      )
      .map(([minutes, others]) => ({
        schedule,
        day,
        now: day.midnight + nowMinute * MINUTE,
        taken: minutes.map((m) =>
          // Half of them on the grid, where they can collide with a slot.
          m % 2 === 0
            ? day.midnight + (schedule.dayStartMinute + (m % 24) * schedule.slotMinutes) * MINUTE
            : day.midnight + m * MINUTE,
        ),
        elsewhere: others.map((o): Slot => ({
          start: day.midnight + o.minute * MINUTE,
          end: day.midnight + (o.minute + o.length) * MINUTE,
        })),
      })),
  );

interface Case {
  schedule: BookingSchedule;
  day: BookingDay;
  now: number;
  /** Starts of the doctor's open appointments at this center, each one slot long. */
  taken: number[];
  /** The doctor's open appointments at other centers. */
  elsewhere: Slot[];
}

/** The case's day as the rule is given it. */
const bookingsOf = (c: Case): DayBookings => ({
  doctor: [...c.taken.map((t) => ({ start: t, end: t + c.schedule.slotMinutes * MINUTE })), ...c.elsewhere],
  here: c.taken.length,
});

/** The rule read minute by minute, written apart from the implementation. */
function isFreeByRule(c: Case, startMinute: number): boolean {
  const { schedule: s, day, now, taken, elsewhere } = c;
  const onGrid =
    startMinute >= s.dayStartMinute &&
    (startMinute - s.dayStartMinute) % s.slotMinutes === 0 &&
    startMinute + s.slotMinutes <= s.dayEndMinute;
  const inBreak = s.breaks.some(
    (b) => startMinute < b.endMinute && b.startMinute < startMinute + s.slotMinutes,
  );
  const start = day.midnight + startMinute * MINUTE;
  const end = start + s.slotMinutes * MINUTE;
  // Rule 6: the doctor is busy from each appointment's start to its end, at whatever center.
  const busyHere = taken.some((t) => t < end && start < t + s.slotMinutes * MINUTE);
  const busyElsewhere = elsewhere.some((o) => o.start < end && start < o.end);
  return (
    s.acceptsOnlineBooking &&
    ((s.workingDays >> day.weekday) & 1) === 1 &&
    day.daysAhead >= 0 &&
    day.daysAhead <= s.bookingWindowDays &&
    // Rule 7 counts this center's appointments only.
    taken.length < s.maxPerDay &&
    onGrid &&
    !inBreak &&
    start > now &&
    !busyHere &&
    !busyElsewhere
  );
}

describe('the slot rule', () => {
  it('offers a slot exactly when every part of the rule holds', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const offered = freeSlots(c.schedule, c.day, bookingsOf(c), c.now).map((s) => s.start);
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
      fc.property(caseArb, (c) => {
        const { schedule, day } = c;
        const slots = freeSlots(schedule, day, bookingsOf(c), c.now);
        slots.forEach((slot, i) => {
          expect(slot.end - slot.start).toBe(schedule.slotMinutes * MINUTE);
          expect(slot.start).toBeGreaterThanOrEqual(day.midnight + schedule.dayStartMinute * MINUTE);
          expect(slot.end).toBeLessThanOrEqual(day.midnight + schedule.dayEndMinute * MINUTE);
          if (i > 0) expect(slot.start).toBeGreaterThan(slots[i - 1]!.start);
        });
      }),
    );
  });

  it("ignores other centers' appointments in the day's maximum, and never offers a time the doctor is elsewhere", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const offered = freeSlots(c.schedule, c.day, bookingsOf(c), c.now);
        for (const slot of offered) {
          for (const o of c.elsewhere) expect(slot.start < o.end && o.start < slot.end).toBe(false);
        }
        // Without the other centers' appointments, only slots are added, never removed.
        const alone = freeSlots(c.schedule, c.day, bookingsOf({ ...c, elsewhere: [] }), c.now);
        expect(alone.filter((s) => offered.some((o) => o.start === s.start))).toEqual(offered);
      }),
    );
  });

  it('offers nothing on a day that already holds its maximum of open appointments', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        fc.pre(c.taken.length >= c.schedule.maxPerDay);
        expect(freeSlots(c.schedule, c.day, bookingsOf(c), c.now)).toEqual([]);
      }),
    );
  });

  it('never offers a taken start again, and a booked slot leaves the others free', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const before = freeSlots(c.schedule, c.day, bookingsOf(c), c.now);
        fc.pre(before.length > 0);
        const booked = before[0]!;
        const after = freeSlots(
          c.schedule,
          c.day,
          bookingsOf({ ...c, taken: [...c.taken, booked.start] }),
          c.now,
        );
        expect(after.some((s) => s.start === booked.start)).toBe(false);
        if (c.taken.length + 1 < c.schedule.maxPerDay) expect(after).toEqual(before.slice(1));
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
  const one = (starts: number[]) => atOneCenter(starts, clinic.slotMinutes);
  const times = (slots: readonly { start: number }[]) =>
    slots.map((s) => new Date(s.start + 180 * MINUTE).toISOString().slice(11, 16));

  it('example: a morning of half-hour slots with a break, one taken', () => {
    expect(times(freeSlots(clinic, sunday, one([at(8, 30)]), at(7)))).toEqual([
      '08:00',
      '09:00',
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('example: at 09:10 the slots that have started are gone', () => {
    expect(times(freeSlots(clinic, hospitalDay('2026-03-01', at(9, 10))!, one([]), at(9, 10)))).toEqual([
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('example: a Friday, a day past the window and a full day offer nothing', () => {
    expect(freeSlots(clinic, hospitalDay('2026-03-06', at(7))!, one([]), at(7))).toEqual([]);
    expect(freeSlots(clinic, hospitalDay('2026-04-01', at(7))!, one([]), at(7))).toEqual([]);
    const six = [8, 9, 10, 11].map((h) => at(h)).concat([at(8, 30), at(9, 30)]);
    expect(freeSlots(clinic, sunday, one(six), at(7))).toEqual([]);
  });

  it('example: a doctor at another center from 09:15 to 10:15, with two bookings there', () => {
    const elsewhere = [
      { start: at(9, 15), end: at(9, 45) },
      { start: at(9, 45), end: at(10, 15) },
    ];
    // 09:00 and 09:30 overlap the other center's hour; the break takes 10:00. Two bookings
    // elsewhere do not count towards this center's maximum of 6.
    expect(times(freeSlots(clinic, sunday, { doctor: elsewhere, here: 0 }, at(7)))).toEqual([
      '08:00',
      '08:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(
      times(freeSlots({ ...clinic, maxPerDay: 1 }, sunday, { doctor: elsewhere, here: 0 }, at(7))),
    ).toHaveLength(5);
  });

  it('example: only a start on the grid is a slot', () => {
    expect(freeSlotAt(clinic, sunday, one([]), at(7), at(9))).toEqual({ start: at(9), end: at(9, 30) });
    expect(freeSlotAt(clinic, sunday, one([]), at(7), at(9, 15))).toBeUndefined();
    expect(freeSlotAt(clinic, sunday, one([]), at(7), at(10))).toBeUndefined();
  });
});
