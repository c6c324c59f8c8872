import * as language from './language';
import type { Language } from './language';

// Bound once: under the test runner another module's exports are reached through getters.
const { FALLBACK_LANGUAGE, normalizeLanguage } = language;

/** The values the detection sources hold; missing ones are `undefined` or `null`. */
export interface LanguageSources {
  readonly cookie?: string | null | undefined;
  readonly localStorage?: string | null | undefined;
  readonly htmlTag?: string | null | undefined;
}

/**
 * The language to show: the cookie `i18next`, then local storage, then the html tag's `lang`; a
 * source that is missing or names no offered language gives way to the next; `en` last.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    normalizeLanguage(sources.cookie) ??
    normalizeLanguage(sources.localStorage) ??
    normalizeLanguage(sources.htmlTag) ??
    FALLBACK_LANGUAGE
  );
}
