import type { Language } from '../../domain/preferences/language';

/**
 * Intl locales. Digits stay Latin in every language: the tables mix amounts and dates with phone
 * numbers, barcodes and ids, which are Latin, and one digit system per table reads best. Kurdish
 * borrows the Iraqi Arabic numeric formats: browsers ship no Central Kurdish data, and an
 * all-numeric date reads the same in Sorani.
 */
export const LOCALE: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  ar: 'ar-IQ-u-nu-latn',
  ku: 'ar-IQ-u-nu-latn',
};
