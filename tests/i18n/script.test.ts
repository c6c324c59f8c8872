import { describe, expect, it } from 'vitest';
import { ARABIC_SCRIPT_LANGUAGES, allowListedKeys, hasArabicScriptLetter, messages } from './bundles';

const allowed = allowListedKeys();

/** The translated values of a language, allow-listed keys left out. */
const translatedValues = (language: 'ku' | 'ar' | 'zh') =>
  [...messages(language)].filter(([key]) => !allowed.has(key));

/** Placeholders are code, not text: `{{total}}` says nothing about the script. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, '');

const count = (text: string, pattern: RegExp) => (withoutPlaceholders(text).match(pattern) ?? []).length;

// Letters only Arabic writes (kaf, yeh, teh marbuta, alef maksura): Sorani uses keheh, Farsi yeh
// and ae instead. Letters only Sorani (and Persian) write: never in Arabic.
const ARABIC_ONLY = /[\u0643\u064A\u0629\u0649]/u;
const SORANI_ONLY = /[\u06CC\u06A9\u06D5\u06CE\u06C6\u06B5\u0695\u06A4\u06AF\u0686\u067E\u0698]/u;

describe('script of the right-to-left bundles', () => {
  it.each(ARABIC_SCRIPT_LANGUAGES)(
    'writes every %s value with at least one Arabic-script letter (U+0600 to U+06FF)',
    (language) => {
      const latinOnly = translatedValues(language)
        .filter(([, value]) => !hasArabicScriptLetter(value))
        .map(([key]) => key);
      expect(latinOnly).toEqual([]);
    },
  );

  it.each(ARABIC_SCRIPT_LANGUAGES)(
    'writes every %s value mostly in Arabic script (more Arabic-script letters than Latin ones)',
    (language) => {
      const mostlyLatin = translatedValues(language)
        .filter(([, value]) => count(value, /[\u0600-\u06FF]/gu) <= count(value, /[A-Za-z]/g))
        .map(([key, value]) => `${key}: ${value}`);
      expect(mostlyLatin).toEqual([]);
    },
  );

  it('writes Kurdish in Sorani spelling, never with the Arabic-only letters ك ي ة ى', () => {
    const arabicSpelling = translatedValues('ku')
      .filter(([, value]) => ARABIC_ONLY.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(arabicSpelling).toEqual([]);
  });

  it('writes Arabic without Sorani or Persian letters (ی ک ە ێ ۆ ڵ ڕ ڤ گ چ پ ژ)', () => {
    const soraniSpelling = translatedValues('ar')
      .filter(([, value]) => SORANI_ONLY.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(soraniSpelling).toEqual([]);
  });

  it('writes every zh value with at least one Chinese character', () => {
    const noHan = translatedValues('zh')
      .filter(([, value]) => !/\p{Script=Han}/u.test(value))
      .map(([key]) => key);
    expect(noHan).toEqual([]);
  });
});
