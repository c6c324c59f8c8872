import type { Brand } from '../shared/brand';
import { err, ok, type Result } from '../shared/result';

/**
 * A calendar day in the viewer's local time, written `YYYY-MM-DD` (four-digit year, zero-padded
 * month and day). The fixed width makes string order the same as calendar order, so day
 * comparisons in filters are plain string comparisons: no clock, no time zone, no allocation.
 */
export type LocalDate = Brand<string, 'LocalDate'>;

export type LocalDateError = 'InvalidLocalDate';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Accepts only a real calendar day written `YYYY-MM-DD` (so `2024-02-30` and `2024-2-3` fail). */
export function parseLocalDate(text: string): Result<LocalDate, LocalDateError> {
  const match = LOCAL_DATE.exec(text);
  if (match === null) return err('InvalidLocalDate');
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return err('InvalidLocalDate');
  return ok(text as LocalDate);
}
