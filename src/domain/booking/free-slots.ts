/**
 * The slot rule (issue "Appointments", "Server rules the patient site will book against"; the
 * spec shows none): a doctor's time as patients may book it online.
 *
 * A doctor has one schedule per center they see patients at (their settings per doctor and
 * center). A slot of a doctor's day at a center is free when
 * 1. the doctor takes online bookings at that center;
 * 2. the day is one of the doctor's working days, and no further ahead than their booking window
 *    (today is day 0);
 * 3. it is one of the day's slots: it starts at the day's start plus a whole number of slot
 *    lengths, lasts one slot length, and ends no later than the day's end;
 * 4. it overlaps none of the day's breaks;
 * 5. it starts after now;
 * 6. no open (not cancelled) appointment of the doctor, at this center or any other, overlaps it
 *    (a doctor is in one place at a time);
 * 7. the day holds fewer open appointments of the doctor at this center than that center's
 *    maximum for the day.
 *
 * Times of day are minutes after the hospital's local midnight; instants are ms since the epoch.
 */

/** A break in the working day, in minutes after local midnight: [startMinute, endMinute). */
export interface DayBreak {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** A doctor's booking settings as the rule needs them. */
export interface BookingSchedule {
  readonly acceptsOnlineBooking: boolean;
  /** Bit set of weekdays: bit 0 Sunday ... bit 6 Saturday. */
  readonly workingDays: number;
  readonly dayStartMinute: number;
  readonly dayEndMinute: number;
  readonly slotMinutes: number;
  readonly breaks: readonly DayBreak[];
  readonly maxPerDay: number;
  /** How many days ahead a booking may be made; today is day 0. */
  readonly bookingWindowDays: number;
}

/** A day of the hospital's calendar. */
export interface BookingDay {
  /** The instant of the day's local midnight. */
  readonly midnight: number;
  /** 0 Sunday ... 6 Saturday. */
  readonly weekday: number;
  /** Days after today (negative for a past day). */
  readonly daysAhead: number;
}

export interface Slot {
  readonly start: number;
  readonly end: number;
}

/** What a doctor's day already holds, as rules 6 and 7 read it. */
export interface DayBookings {
  /** The doctor's open appointments of the day, at every center. */
  readonly doctor: readonly Slot[];
  /** How many of them are at the center whose schedule is read. */
  readonly here: number;
}

/** A day's bookings when the doctor works at one center only: each start one slot long. */
export const atOneCenter = (starts: readonly number[], slotMinutes: number): DayBookings => ({
  doctor: starts.map((start) => ({ start, end: start + slotMinutes * 60_000 })),
  here: starts.length,
});

const MINUTE = 60_000;

/** Every slot of the day's grid (rule 3), before anything else is checked. */
export function daySlotGrid(schedule: BookingSchedule, day: BookingDay): Slot[] {
  const { dayStartMinute, dayEndMinute, slotMinutes } = schedule;
  if (slotMinutes <= 0) return [];
  const slots: Slot[] = [];
  for (let minute = dayStartMinute; minute + slotMinutes <= dayEndMinute; minute += slotMinutes) {
    slots.push({
      start: day.midnight + minute * MINUTE,
      end: day.midnight + (minute + slotMinutes) * MINUTE,
    });
  }
  return slots;
}

/** Rules 1, 2 and 7: whether the day offers any slot at all. */
export function dayIsOpen(schedule: BookingSchedule, day: BookingDay, openCount: number): boolean {
  return (
    schedule.acceptsOnlineBooking &&
    (schedule.workingDays & (1 << day.weekday)) !== 0 &&
    day.daysAhead >= 0 &&
    day.daysAhead <= schedule.bookingWindowDays &&
    openCount < schedule.maxPerDay
  );
}

const overlapsBreak = (slot: Slot, day: BookingDay, breaks: readonly DayBreak[]): boolean =>
  breaks.some(
    (b) =>
      slot.start < day.midnight + b.endMinute * MINUTE && day.midnight + b.startMinute * MINUTE < slot.end,
  );

const overlaps = (a: Slot, b: Slot): boolean => a.start < b.end && b.start < a.end;

/**
 * The free slots of a doctor's day at one center (its `schedule`), in time order. `taken` holds
 * the doctor's open appointments that day at every center, and how many are at this one.
 */
export function freeSlots(
  schedule: BookingSchedule,
  day: BookingDay,
  taken: DayBookings,
  now: number,
): Slot[] {
  if (!dayIsOpen(schedule, day, taken.here)) return [];
  return daySlotGrid(schedule, day).filter(
    (slot) =>
      slot.start > now &&
      !taken.doctor.some((booked) => overlaps(slot, booked)) &&
      !overlapsBreak(slot, day, schedule.breaks),
  );
}

/** The free slot starting at `start`, or undefined when that instant starts no free slot. */
export function freeSlotAt(
  schedule: BookingSchedule,
  day: BookingDay,
  taken: DayBookings,
  now: number,
  start: number,
): Slot | undefined {
  return freeSlots(schedule, day, taken, now).find((slot) => slot.start === start);
}
