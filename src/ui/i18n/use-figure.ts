import { useMemo } from 'react';
import { useApp } from '../app/app-context';
import { intlLocale } from '../calendar/calendar-dates';

/**
 * Formats a count or a figure in the shown language's digits (docs/i18n.md, "Digits"): Arabic-Indic
 * in Kurdish and Arabic. Ids, phone numbers and codes are not figures and are never passed here.
 */
export function useFigure(): (value: number) => string {
  const { language } = useApp();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(language));
    return (value: number) => format.format(value);
  }, [language]);
}
