import { intlLocale } from '../../calendar/calendar-dates';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string, utc: boolean): Intl.DateTimeFormat {
  const key = `${language}|${utc}`;
  let made = formats.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(
      intlLocale(language),
      utc ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium' },
    );
    formats.set(key, made);
  }
  return made;
}

/** A written day (`YYYY-MM-DD`, a birthdate) in the shown language; empty stays empty. */
export function formatDay(language: string, day: string): string {
  if (day === '') return '';
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? day : dayFormat(language, true).format(at);
}

/** The day of a local date-time (`YYYY-MM-DDTHH:mm:ss`, when an account was made) in the shown language. */
export function formatLocalDay(language: string, localDateTime: string): string {
  if (localDateTime === '') return '';
  const at = new Date(localDateTime.length === 10 ? `${localDateTime}T00:00:00` : localDateTime).getTime();
  return Number.isNaN(at) ? localDateTime : dayFormat(language, false).format(at);
}
