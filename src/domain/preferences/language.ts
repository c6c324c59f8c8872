import * as ascii from './ascii-scan';

// Bound once: under the test runner another module's exports are reached through getters, which
// would dominate these per-row helpers in the list benchmarks.
const { equalsIgnoringCase, isBlank, toLowerAscii } = ascii;

/**
 * The offered languages. Kurdish is Central Kurdish (Sorani, Arabic script).
 *
 * A `zh` bundle exists too, a leftover of the template: it is not offered, so it is never
 * resolved, stored as the theme locale or shown, even when a source names it.
 */
export const Language = {
  Kurdish: 'ku',
  Arabic: 'ar',
  English: 'en',
} as const;

export type Language = (typeof Language)[keyof typeof Language];

export const FALLBACK_LANGUAGE: Language = Language.English;

/** Where the language is detected, in order, and the cookie it is read from and cached in. */
export const LanguageDetection = {
  order: ['cookie', 'localStorage', 'htmlTag'],
  lookupCookie: 'i18next',
} as const;

/**
 * The offered language a tag names, or `undefined`. ASCII case and surrounding blanks are ignored
 * and only the primary subtag counts (`ar-IQ`, `en_GB`, `ku-Arab-IQ`). `ckb`, the ISO 639-3 code
 * of Central Kurdish, is `ku`; other Kurdish varieties (`kmr`, `sdh`) are written differently and
 * are not mapped.
 */
export function normalizeLanguage(tag: unknown): Language | undefined {
  // The exact forms are what the app itself writes: kept small so this path inlines.
  if (tag === 'en' || tag === 'ar' || tag === 'ku') return tag;
  return typeof tag === 'string' ? languageOfTag(tag) : undefined;
}

function languageOfTag(tag: string): Language | undefined {
  let start = 0;
  let end = tag.length;
  while (start < end && isBlank(tag.charCodeAt(start))) start++;
  while (end > start && isBlank(tag.charCodeAt(end - 1))) end--;
  let stop = start;
  while (stop < end) {
    const c = tag.charCodeAt(stop);
    if (c === 0x2d /* - */ || c === 0x5f /* _ */) break;
    stop++;
  }
  // Compare char codes, lowercased by hand: no substring is made per call.
  if (stop - start === 2) {
    const a = toLowerAscii(tag.charCodeAt(start));
    const b = toLowerAscii(tag.charCodeAt(start + 1));
    if (a === 0x65 /* e */ && b === 0x6e /* n */) return Language.English;
    if (a === 0x61 /* a */ && b === 0x72 /* r */) return Language.Arabic;
    if (a === 0x6b /* k */ && b === 0x75 /* u */) return Language.Kurdish;
  } else if (equalsIgnoringCase(tag, start, stop, 'ckb')) {
    return Language.Kurdish;
  }
  return undefined;
}
