/**
 * Dates of the calendar grid, in the viewer's local time. Kept apart from the view so the staff
 * calendar and the patient site's calendar count days the same way.
 */

export type CalendarView = 'day' | 'week' | 'month';

/**
 * The first day of a week (0 Sunday … 6 Saturday). The hospital is in Iraq, where the week starts
 * on Saturday whatever the language shown (the region's rule in CLDR), so it is the same in every
 * language.
 */
export const WEEK_STARTS_ON = 6;

/**
 * The locales `Intl` formats with, best first: Central Kurdish is `ckb` (`ku` would be Kurmanji, in
 * Latin). Browsers that ship without Kurdish data (Debian's Chromium among them) would fall back to
 * English, Latin digits and English day names inside a Kurdish page; Iraq's Arabic comes next
 * instead, so the digits are Arabic-Indic and the names are the ones Iraqi Kurds also read.
 */
export function intlLocale(language: string): string[] {
  if (language === 'ku') return ['ckb-IQ', 'ar-IQ'];
  if (language === 'ar') return ['ar-IQ'];
  return [language];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant, `YYYY-MM-DD`. */
export function localDay(epoch: number): string {
  const d = new Date(epoch);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first instant of a local `YYYY-MM-DD` day; null for text that is not one. */
export function dayStart(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m === null) return null;
  const start = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return localDay(start) === day ? start : null;
}

/** The local day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  const start = dayStart(day);
  if (start === null) return day;
  const d = new Date(start);
  return localDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n).getTime());
}

/** The days a view shows around `day`: the day; its week from `WEEK_STARTS_ON`; or its month's weeks. */
export function viewDays(view: CalendarView, day: string): string[] {
  const start = dayStart(day);
  if (start === null) return [];
  const d = new Date(start);
  if (view === 'day') return [day];
  const weekStart = (x: Date) => addDays(localDay(x.getTime()), -((x.getDay() - WEEK_STARTS_ON + 7) % 7));
  if (view === 'week') {
    const first = weekStart(d);
    return Array.from({ length: 7 }, (_, i) => addDays(first, i));
  }
  const firstOfMonth = new Date(d.getFullYear(), d.getMonth(), 1);
  const lastOfMonth = localDay(new Date(d.getFullYear(), d.getMonth() + 1, 0).getTime());
  const days: string[] = [];
  for (
    let cur = weekStart(firstOfMonth);
    days.length % 7 !== 0 || cur <= lastOfMonth;
    cur = addDays(cur, 1)
  ) {
    days.push(cur);
  }
  return days;
}

/** The day a step of the view lands on: a day, a week or a month earlier (-1) or later (+1). */
export function stepDay(view: CalendarView, day: string, step: -1 | 1): string {
  if (view === 'day') return addDays(day, step);
  if (view === 'week') return addDays(day, 7 * step);
  const start = dayStart(day);
  if (start === null) return day;
  const d = new Date(start);
  return localDay(new Date(d.getFullYear(), d.getMonth() + step, 1).getTime());
}

/** The span the view shows, [first instant, first instant after). */
export function viewSpan(view: CalendarView, day: string): readonly [number, number] | null {
  const days = viewDays(view, day);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return null;
  const from = dayStart(first);
  const to = dayStart(addDays(last, 1));
  return from === null || to === null ? null : [from, to];
}
