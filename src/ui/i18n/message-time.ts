import { intlLocale } from '../calendar/calendar-dates';

/**
 * Times of chat messages in the shown language, shared by the staff chat and the patient site's
 * chat, in the language's own digits (docs/i18n.md). The formats are made once per language and
 * style: `Intl.DateTimeFormat` is costly to build and an inbox formats a time per row.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, style: 'time' | 'date' | 'both'): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let made = formats.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(
      intlLocale(language),
      style === 'time'
        ? { timeStyle: 'short' }
        : style === 'date'
          ? { dateStyle: 'short' }
          : { dateStyle: 'short', timeStyle: 'short' },
    );
    formats.set(key, made);
  }
  return made;
}

/** A message's date and time (`at` in epoch ms). */
export const formatMessageTime = (language: string, at: number): string =>
  format(language, 'both').format(at);

/**
 * When a conversation's newest message was sent, as a list row shows it: the time for a message
 * of today, else the date (`now` is the viewer's current time, epoch ms).
 */
export function formatRowTime(language: string, at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return format(language, sameDay ? 'time' : 'date').format(at);
}
