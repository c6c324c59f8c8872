import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { LanguageDetection } from '../../domain/preferences/language';

/** How long the `i18next` cookie keeps the language shown: a year (else it would die with the session). */
export const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;

/** The local-storage key the detector reads (the detector's own default, spelt out). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export interface DetectionOptionsInput {
  /** Adds `Secure` to the cookie: the page is served over https. */
  readonly secure: boolean;
  /** The `<html>` element whose `lang` is the last source. */
  readonly htmlTag: HTMLElement | null;
}

/**
 * The detector's options: cookie `i18next`, then local storage, then the html tag; the language
 * shown is cached in the cookie only. `cookieOptions` replaces the detector's defaults as a whole
 * (its default is `SameSite=Strict`), so every attribute is written out here.
 */
export function detectionOptions({ secure, htmlTag }: DetectionOptionsInput): DetectorOptions {
  return {
    order: [...LanguageDetection.order],
    lookupCookie: LanguageDetection.lookupCookie,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    caches: ['cookie'],
    excludeCacheFor: ['cimode'],
    cookieMinutes: LANGUAGE_COOKIE_MINUTES,
    cookieOptions: { path: '/', sameSite: 'lax', secure },
    htmlTag,
  };
}
