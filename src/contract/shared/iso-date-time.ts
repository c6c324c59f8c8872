import * as v from 'valibot';
import type { Schema } from './schema';

/**
 * Date-times on the wire are ISO-8601 text: `YYYY-MM-DDTHH:mm[:ss[.fraction]]` with an optional
 * `Z` or `±HH:mm` offset. Without an offset the text is the backend's local time and is read in the
 * viewer's time zone (the spec: the missed rule compares local times). The check validates the
 * calendar itself (`2024-02-30` and `25:00` fail) because `Date.parse` would silently roll them
 * over; so the mappers below never meet text they cannot read.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

interface DateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Minutes east of UTC, or `undefined` for a local time. */
  readonly offsetMinutes: number | undefined;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const isCalendarDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

function offsetOf(zone: string | undefined): number | undefined {
  if (zone === undefined) return undefined;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
}

function partsOf(text: string): DateTimeParts | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (m === null) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const offsetMinutes = offsetOf(m[8]);
  if (offsetMinutes !== undefined && Math.abs(offsetMinutes) > 18 * 60) return undefined;
  // Fractions finer than a millisecond (.NET sends seven digits) are cut, never rounded up.
  const millisecond = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  return { year, month, day, hour, minute, second, millisecond, offsetMinutes };
}

/** An ISO-8601 date-time text that names a real instant (see above). */
export const isoDateTime: Schema<string> = v.pipe(
  v.string(),
  v.check((text) => partsOf(text) !== undefined),
);

/**
 * Epoch milliseconds of a text that passed `isoDateTime`: with an offset, that instant; without,
 * the viewer's local time. `NaN` only for text the check would have refused.
 */
export function epochMs(text: string): number {
  const parts = partsOf(text);
  if (parts === undefined) return Number.NaN;
  const { year, month, day, hour, minute, second, millisecond, offsetMinutes } = parts;
  if (offsetMinutes !== undefined) {
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, day);
    utc.setUTCHours(hour, minute, second, millisecond);
    return utc.getTime() - offsetMinutes * 60_000;
  }
  // setFullYear, not the constructor: the constructor reads years 0 to 99 as 1900 to 1999.
  const local = new Date(0);
  local.setFullYear(year, month - 1, day);
  local.setHours(hour, minute, second, millisecond);
  return local.getTime();
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * The viewer's local time of an instant, written `YYYY-MM-DDTHH:mm:ss`: the form the domain's
 * patient filter compares as text (`Patient.createdAt`).
 */
export function localDateTimeText(epoch: number): string {
  const d = new Date(epoch);
  return (
    `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}` +
    `T${pad(d.getHours(), 2)}:${pad(d.getMinutes(), 2)}:${pad(d.getSeconds(), 2)}`
  );
}

/**
 * A calendar day such as a birthdate: `YYYY-MM-DD`, alone or as the start of a date-time. It is a
 * date, not an instant, so it is read as written and never shifted into the viewer's time zone.
 */
export const calendarDay: Schema<string> = v.pipe(
  v.string(),
  v.check((text) => {
    const m = CALENDAR_DAY.exec(text);
    if (m === null || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
    return text.length <= 10 || partsOf(text) !== undefined;
  }),
);

/** The `YYYY-MM-DD` day of a text that passed `calendarDay`. */
export const dayOf = (text: string): string => text.slice(0, 10);
