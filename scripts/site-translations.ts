import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The patient site's translation bundles (`public/assets/webLangs/{lng}/site.json`): the part of
 * each language's `translate.json` the site shows, so a visitor's first load does not carry the
 * dashboard's two thousand messages. `translate.json` stays the one place a message is written;
 * this script copies the site's part out of it (`npm run translations:site`), and a test fails
 * when a copy is stale or a key the site's code names is not in it.
 */

/** The sections and messages the site shows: a key is copied when it is one of these or below one. */
export const SITE_MESSAGE_PREFIXES: readonly string[] = [
  'site',
  'shop',
  'siteForms',
  'booking.site',
  'chat.site',
  'chat.conversation',
  'chat.loadOlder',
  'apptCalendar.site',
  'apptCalendar.view',
  'apptCalendar.next',
  'apptCalendar.previous',
  'calendar.legend',
  'calendar.legendTitle',
  'appointments.state',
];

export const SITE_BUNDLE_LANGUAGES = ['en', 'ku', 'ar', 'zh'] as const;

type Tree = { readonly [key: string]: string | Tree };

const isSiteKey = (key: string): boolean =>
  SITE_MESSAGE_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));

/** The site's part of a bundle, its keys in the bundle's own order. */
export function siteBundleOf(bundle: Tree, prefix = ''): Tree {
  const out: Record<string, string | Tree> = {};
  for (const [name, value] of Object.entries(bundle)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'string') {
      if (isSiteKey(key)) out[name] = value;
    } else {
      const part = siteBundleOf(value, key);
      if (Object.keys(part).length > 0) out[name] = part;
    }
  }
  return out;
}

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'webLangs');

/** The text `site.json` of `language` must hold. */
export function siteBundleText(language: string): string {
  const bundle = JSON.parse(readFileSync(join(folder, language, 'translate.json'), 'utf8')) as Tree;
  return `${JSON.stringify(siteBundleOf(bundle), null, 2)}\n`;
}

export const siteBundlePath = (language: string): string => join(folder, language, 'site.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const language of SITE_BUNDLE_LANGUAGES) {
    writeFileSync(siteBundlePath(language), siteBundleText(language));
  }
}
