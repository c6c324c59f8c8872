import type { BookingDay } from './free-slots';

/**
 * The hospitals keep Iraq's time, UTC+3 all year (no daylight saving since 2008), so a local day
 * is a fixed span of UTC wherever the server or the browser runs.
 */
export const HOSPITAL_UTC_OFFSET_MINUTES = 180;

const DAY_MS = 86_400_000;
const OFFSET_MS = HOSPITAL_UTC_OFFSET_MINUTES * 60_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The hospital's local date of an instant, `YYYY-MM-DD`. */
export function hospitalDate(instant: number): string {
  return new Date(instant + OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `YYYY-MM-DD` as seen from the instant `now`, or undefined for a date that does not exist. */
export function hospitalDay(date: string, now: number): BookingDay | undefined {
  const match = DAY_TEXT.exec(date);
  if (match === null) return undefined;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== date) return undefined;
  const today = Date.parse(`${hospitalDate(now)}T00:00:00Z`);
  return {
    midnight: utcMidnight - OFFSET_MS,
    weekday: new Date(utcMidnight).getUTCDay(),
    daysAhead: Math.round((utcMidnight - today) / DAY_MS),
  };
}

/** The date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `HH:MM` or `HH:MM:SS` as minutes after midnight, or undefined when it is not a time of day. */
export function minuteOfDay(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  return match === null ? undefined : Number(match[1]) * 60 + Number(match[2]);
}
