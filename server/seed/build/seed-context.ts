import type { Prng } from '../random/prng';
import type { SeedClock } from '../seed-clock';

/** A staff account the demo data refers to (chat replies, audit records, bulk messages). */
export interface StaffRef {
  readonly id: string;
  readonly name: string;
  readonly fullName: string;
  readonly role: 'admin' | 'reception';
}

/** What every builder receives. */
export interface SeedContext {
  readonly clock: SeedClock;
  /** The root generator; each builder forks its own. */
  readonly prng: Prng;
  /** The demo accounts and the seeded staff members. */
  readonly staff: readonly StaffRef[];
}

/** Minutes since local midnight of `HH:MM`. */
export const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** Weekday bits of `doctor_appointment_settings.working_days`: bit 0 Sunday ... bit 6 Saturday. */
export const WeekdayBit = {
  Sunday: 1 << 0,
  Monday: 1 << 1,
  Tuesday: 1 << 2,
  Wednesday: 1 << 3,
  Thursday: 1 << 4,
  Friday: 1 << 5,
  Saturday: 1 << 6,
} as const;
export type WeekdayBit = (typeof WeekdayBit)[keyof typeof WeekdayBit];
