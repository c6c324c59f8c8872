import { useMemo } from 'react';
import { useApp } from '../../app/app-context';
import { intlLocale } from '../../calendar/calendar-dates';

/** Counts and dates the demo pages write out, in the shown language's digits and names. */
export function useDemoFormat() {
  const app = useApp();
  return useMemo(() => {
    const locale = intlLocale(app.language);
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    /** A local `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm`) as a Date, without the UTC shift of `new Date('…')`. */
    const local = (text: string) => {
      const [y, m, d] = text.slice(0, 10).split('-').map(Number);
      const [h, min] = text.length > 10 ? text.slice(11, 16).split(':').map(Number) : [0, 0];
      return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
    };
    return {
      number: (value: number) => number.format(value),
      day: (text: string) => date.format(local(text)),
      time: (text: string) => time.format(local(text)),
    };
  }, [app.language]);
}
