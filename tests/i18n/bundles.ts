import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every bundle on disk: the three offered languages and the template's `zh`. */
export const BUNDLE_LANGUAGES = ['en', 'ku', 'ar', 'zh'] as const;
export type BundleLanguage = (typeof BUNDLE_LANGUAGES)[number];

/** The languages whose text must be translated from English, and into which script. */
export const ARABIC_SCRIPT_LANGUAGES = ['ku', 'ar'] as const;

const bundlePath = (language: BundleLanguage): string =>
  join(HERE, `../../public/assets/webLangs/${language}/translate.json`);

/** The bundle's text exactly as stored (key order included). */
export function bundleText(language: BundleLanguage): string {
  return readFileSync(bundlePath(language), 'utf8');
}

export function bundleObject(language: BundleLanguage): unknown {
  return JSON.parse(bundleText(language));
}

/** One leaf of a bundle: its dotted key and what it holds (text, or something that should not be there). */
export interface Leaf {
  readonly key: string;
  readonly value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a bundle in file order; a non-object (array, number, null) is a leaf too. */
export function leaves(bundle: unknown, prefix = ''): Leaf[] {
  if (!isObject(bundle)) return [{ key: prefix, value: bundle }];
  return Object.entries(bundle).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isObject(value) ? leaves(value, path) : [{ key: path, value }];
  });
}

/** Dotted key to text; a leaf that is not text is left out (the key-set test reports it). */
export function messages(language: BundleLanguage): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const { key, value } of leaves(bundleObject(language))) {
    if (typeof value === 'string') out.set(key, value);
  }
  return out;
}

/** The names of the `{{name}}` / `{{name, format}}` placeholders of a text, in order. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^\s,{}]+)\s*(?:,[^{}]*)?\}\}/g)].map((m) => m[1] as string);
}

export interface AllowListEntry {
  readonly key: string;
  readonly reason: string;
}

/** Keys whose `ku`, `ar` (and `zh`) text may equal the English and need not be in Arabic script. */
export function allowList(): readonly AllowListEntry[] {
  const path = join(HERE, 'untranslated-allow-list.json');
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { entries: AllowListEntry[] };
  return parsed.entries;
}

export const allowListedKeys = (): ReadonlySet<string> => new Set(allowList().map((entry) => entry.key));

/** True when the text holds at least one letter of the Arabic block (U+0600 to U+06FF). */
export const hasArabicScriptLetter = (text: string): boolean => /[\u0600-\u06FF]/u.test(text);
