import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  SITE_BUNDLE_LANGUAGES,
  SITE_MESSAGE_PREFIXES,
  siteBundlePath,
  siteBundleText,
} from '../../scripts/site-translations';
import { APPOINTMENT_STATE_LABELS } from '../../src/domain/appointments/appointment-state-label';
import { leaves, messages } from './bundles';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const siteMessages = (language: string): ReadonlyMap<string, unknown> =>
  new Map(
    leaves(JSON.parse(readFileSync(siteBundlePath(language), 'utf8'))).map(({ key, value }) => [key, value]),
  );

/** Every file of the site's views (`src/ui/site`), read as text. */
function siteSources(folder = join(ROOT, 'src', 'ui', 'site')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return siteSources(path);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe("the patient site's bundles (site.json)", () => {
  it.each(SITE_BUNDLE_LANGUAGES)(
    'holds exactly the site part of %s/translate.json (run `npm run translations:site` after editing it)',
    (language) => {
      expect(readFileSync(siteBundlePath(language), 'utf8')).toBe(siteBundleText(language));
    },
  );

  it.each(SITE_BUNDLE_LANGUAGES)(
    'holds in %s only text and {{value}} placeholders: no plural, nesting or format (its translator has none)',
    (language) => {
      const special = [...siteMessages(language)].filter(
        ([key, value]) =>
          /_(zero|one|two|few|many|other)$/.test(key) ||
          typeof value !== 'string' ||
          /\$t\(|{{[^}]*,[^}]*}}/.test(value),
      );
      expect(special).toEqual([]);
    },
  );

  it('holds a few hundred messages, not the whole product', () => {
    const site = siteMessages('en').size;
    expect(site).toBeGreaterThan(300);
    expect(site).toBeLessThan(messages('en').size / 3);
  });

  it('copies a message under every prefix it names (a renamed section would empty it silently)', () => {
    const keys = [...siteMessages('en').keys()];
    const empty = SITE_MESSAGE_PREFIXES.filter(
      (prefix) => !keys.some((key) => key === prefix || key.startsWith(`${prefix}.`)),
    );
    expect(empty).toEqual([]);
  });

  it("holds every message the site's views name", () => {
    const english = messages('en');
    const site = siteMessages('en');
    const named = new Set(
      siteSources().flatMap((text) =>
        [...text.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((match) => match[1] ?? ''),
      ),
    );
    const missing = [...named].filter((key) => english.has(key) && !site.has(key));
    expect(named.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('holds the appointment states the calendar and my appointments show', () => {
    const site = siteMessages('en');
    const missing = Object.values(APPOINTMENT_STATE_LABELS)
      .map((label) => label.key)
      .filter((key) => !site.has(key));
    expect(missing).toEqual([]);
  });
});
