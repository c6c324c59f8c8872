/**
 * Iraq keeps UTC+3 all year (no daylight saving since 2008), so a local day is a fixed span of UTC.
 * Every date of the demo data is a day offset from the seed day plus a local time of day: the data
 * depends on the day it is seeded, never on the hour.
 */
export const IRAQ_UTC_OFFSET_MINUTES = 180;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Days and local times relative to the seed day. */
export interface SeedClock {
  /** The seed day in Iraq, `YYYY-MM-DD`. */
  readonly day: string;
  /** The instant the seed day starts in Iraq (00:00 local), ms since the epoch. */
  readonly midnight: number;
  /** The instant `minuteOfDay` minutes after local midnight, `dayOffset` days from the seed day. */
  at(dayOffset: number, minuteOfDay: number): Date;
  /** The local date `dayOffset` days from the seed day, `YYYY-MM-DD`. */
  date(dayOffset: number): string;
  /** The weekday of that date: 0 Sunday ... 6 Saturday. */
  weekday(dayOffset: number): number;
}

/** The seed day of the instant `now` (its calendar day in Iraq) and the clock around it. */
export function seedClock(now: number): SeedClock {
  const localNow = now + IRAQ_UTC_OFFSET_MINUTES * MINUTE;
  const localMidnight = Math.floor(localNow / DAY) * DAY;
  const midnight = localMidnight - IRAQ_UTC_OFFSET_MINUTES * MINUTE;
  const localDate = (dayOffset: number): Date => new Date(localMidnight + dayOffset * DAY);
  return {
    day: localDate(0).toISOString().slice(0, 10),
    midnight,
    at: (dayOffset, minuteOfDay) => new Date(midnight + dayOffset * DAY + minuteOfDay * MINUTE),
    date: (dayOffset) => localDate(dayOffset).toISOString().slice(0, 10),
    weekday: (dayOffset) => localDate(dayOffset).getUTCDay(),
  };
}
