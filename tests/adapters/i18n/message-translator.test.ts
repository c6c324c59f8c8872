import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranslationBundle } from '../../../src/application/ports/translator';
import { createI18n } from '../../../src/adapters/i18n/create-i18n';
import { MessageTranslator } from '../../../src/adapters/i18n/message-translator';
import type { Language } from '../../../src/domain/preferences/language';
import { leaves } from '../../i18n/bundles';

const WEB_LANGS = join(dirname(fileURLToPath(import.meta.url)), '../../../public/assets/webLangs');
const siteBundle = (language: string): TranslationBundle =>
  JSON.parse(readFileSync(join(WEB_LANGS, language, 'site.json'), 'utf8')) as TranslationBundle;

const OFFERED: readonly Language[] = ['en', 'ku', 'ar'];

/** Every placeholder the site's messages hold: each gets a value in the comparison below. */
const PLACEHOLDER_NAMES = [
  ...new Set(
    leaves(siteBundle('en')).flatMap(({ value }) =>
      [...String(value).matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? ''),
    ),
  ),
];

async function withSiteBundles(): Promise<MessageTranslator> {
  const translator = new MessageTranslator();
  for (const language of OFFERED) translator.addBundle(language, siteBundle(language));
  return translator;
}

/** i18next as the dashboard sets it up, holding the site's bundles: the answers to match. */
async function i18nextWithSiteBundles() {
  const setup = createI18n({
    fetch: () => Promise.reject(new Error('no fetch in this test')),
    pageUrl: 'https://care.example.org/site/',
    document: { documentElement: null },
    react: true,
    onBundleFailure: () => undefined,
  });
  await setup.ready;
  for (const language of OFFERED) setup.translator.addBundle(language, siteBundle(language));
  return setup;
}

describe('MessageTranslator', () => {
  it('speaks English before any language change, and keys it has no message for as they are', () => {
    const translator = new MessageTranslator();
    translator.addBundle('en', { common: { save: 'Save' } });
    expect(translator.language).toBe('en');
    expect(translator.t('common.save')).toBe('Save');
    expect(translator.t('common.cancel')).toBe('common.cancel');
    expect(translator.t('common')).toBe('common');
  });

  it('shows a language only once its bundle was added', async () => {
    const translator = new MessageTranslator();
    translator.addBundle('en', { common: { save: 'Save' } });
    await translator.changeLanguage('ar');
    expect(translator.language).toBe('en');
    translator.addBundle('ar', { common: { save: 'حفظ' } });
    await translator.changeLanguage('ar');
    expect([translator.language, translator.t('common.save')]).toEqual(['ar', 'حفظ']);
  });

  it('falls back to English for a key the shown language lacks or holds empty', async () => {
    const translator = new MessageTranslator();
    translator.addBundle('en', { common: { save: 'Save', cancel: 'Cancel' } });
    translator.addBundle('ku', { common: { save: '' } });
    await translator.changeLanguage('ku');
    expect([translator.t('common.save'), translator.t('common.cancel')]).toEqual(['Save', 'Cancel']);
  });

  it('replaces a bundle on addBundle, so a message removed from it does not linger', async () => {
    const translator = new MessageTranslator();
    translator.addBundle('en', { common: { cancel: 'Cancel' } });
    translator.addBundle('ar', { common: { save: 'حفظ', cancel: 'إلغاء' } });
    translator.addBundle('ar', { common: { save: 'حفظ' } });
    await translator.changeLanguage('ar');
    expect(translator.t('common.cancel')).toBe('Cancel');
    expect(translator.hasBundle('ar')).toBe(true);
    expect(translator.hasBundle('ku')).toBe(false);
  });

  it('fills placeholders, and leaves one without a value as written', () => {
    const translator = new MessageTranslator();
    translator.addBundle('en', { a: { b: 'Dr. {{name}} on {{ day }}, {{- room}}; {{missing}}' } });
    expect(translator.t('a.b', { name: 'Shilan', day: 3, room: '<b>' })).toBe(
      'Dr. Shilan on 3, <b>; {{missing}}',
    );
  });

  it('answers the defaultValue param for a key no language has, as i18next does, and the message when one has it', async () => {
    const translator = await withSiteBundles();
    const setup = await i18nextWithSiteBundles();
    const known = leaves(siteBundle('en'))[0]?.key ?? '';
    for (const language of OFFERED) {
      await translator.changeLanguage(language);
      await setup.translator.changeLanguage(language);
      for (const key of ['siteForms.jobs.field.field1', 'no.such.key', known]) {
        const params = { defaultValue: 'Night shift' };
        expect(translator.t(key, params)).toBe(setup.translator.t(key, params));
      }
    }
    expect(translator.t('siteForms.jobs.field.field1', { defaultValue: 'Full name' })).toBe('Full name');
  });

  it("answers every message of the site's bundles as i18next does, in every offered language", async () => {
    const translator = await withSiteBundles();
    const setup = await i18nextWithSiteBundles();
    const keys = leaves(siteBundle('en')).map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(300);
    expect(PLACEHOLDER_NAMES.length).toBeGreaterThan(10);
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
    for (const language of OFFERED) {
      await translator.changeLanguage(language);
      await setup.translator.changeLanguage(language);
      for (const key of keys) expect(translator.t(key)).toBe(setup.translator.t(key));
      fc.assert(
        fc.property(fc.constantFrom(...keys), value, value, (key, name, count) => {
          const params = Object.fromEntries(PLACEHOLDER_NAMES.map((n, i) => [n, i % 2 === 0 ? name : count]));
          expect(translator.t(key, params)).toBe(setup.translator.t(key, params));
        }),
        { numRuns: 300 },
      );
    }
  });
});
