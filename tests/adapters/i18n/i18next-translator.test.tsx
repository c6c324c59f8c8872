import fc from 'fast-check';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/adapters/i18n/create-i18n';
import { bundleFetch } from './bundle-fetch';

/** A setup outside any page: no document, so the language starts as English. */
async function setUp(react = false) {
  const setup = createI18n({
    fetch: bundleFetch().fetch,
    pageUrl: 'https://care.example.org/dashboard/default',
    document: { documentElement: null },
    react,
    onBundleFailure: () => undefined,
  });
  await setup.ready;
  return setup;
}

describe('I18nextTranslator', () => {
  it('speaks English before any language change', async () => {
    const { translator } = await setUp();
    expect(translator.language).toBe('en');
    expect(translator.t('common.logout')).toBe('Logout');
  });

  it.each([
    ['en', 'Hello, Shilan'],
    ['ku', 'سڵاو، Shilan'],
    ['ar', 'مرحبًا، Shilan'],
  ] as const)('interpolates arguments in %s: %s', async (language, text) => {
    const { translator } = await setUp();
    await translator.changeLanguage(language);
    expect(translator.t('shell.greeting', { name: 'Shilan' })).toBe(text);
  });

  it('falls back to English for a key the shown language lacks', async () => {
    const { translator } = await setUp();
    translator.addBundle('ku', { common: { save: 'پاشەکەوتکردن' } });
    await translator.changeLanguage('ku');
    expect(translator.t('common.save')).toBe('پاشەکەوتکردن');
    expect(translator.t('common.cancel')).toBe('Cancel');
  });

  it('replaces a bundle on addBundle, so a message removed from it does not linger', async () => {
    const { translator } = await setUp();
    translator.addBundle('ar', { common: { save: 'حفظ', cancel: 'إلغاء' } });
    translator.addBundle('ar', { common: { save: 'حفظ' } });
    await translator.changeLanguage('ar');
    expect(translator.t('common.cancel')).toBe('Cancel');
  });

  it('knows which bundles it holds', async () => {
    const { translator } = await setUp();
    expect(translator.hasBundle('en')).toBe(true);
    expect(translator.hasBundle('ku')).toBe(false);
    translator.addBundle('ku', { common: { save: 'پاشەکەوتکردن' } });
    expect(translator.hasBundle('ku')).toBe(true);
  });

  it('reads what i18next reads after any sequence of bundle changes, language changes and reads', async () => {
    const keys = ['common.save', 'common.cancel', 'common.logout', 'list.search'] as const;
    const languages = ['en', 'ku', 'ar'] as const;
    const step = fc.oneof(
      fc.record({ read: fc.constantFrom(...keys) }),
      fc.record({ language: fc.constantFrom(...languages) }),
      fc.record({
        bundle: fc.constantFrom(...languages),
        texts: fc.dictionary(
          fc.constantFrom('save', 'cancel', 'logout'),
          fc.string({ minLength: 1, maxLength: 6 }),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { translator, i18n } = await setUp();
        for (const each of steps) {
          if ('read' in each) expect(translator.t(each.read)).toBe(i18n.t(each.read));
          else if ('language' in each) await translator.changeLanguage(each.language);
          else translator.addBundle(each.bundle, { common: each.texts });
        }
        for (const key of keys) expect(translator.t(key)).toBe(i18n.t(key));
      }),
      { numRuns: 60 },
    );
  });

  it('shows the new text of a key read before, once its bundle or the language changes', async () => {
    const { translator } = await setUp();
    expect(translator.t('common.save')).toBe('Save');
    translator.addBundle('en', { common: { save: 'Keep' } });
    expect(translator.t('common.save')).toBe('Keep');
    translator.addBundle('ar', { common: { save: 'حفظ' } });
    await translator.changeLanguage('ar');
    expect(translator.t('common.save')).toBe('حفظ');
  });

  it('returns some text for any key and arguments, never throwing and never empty', async () => {
    const { translator } = await setUp();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer())),
        async (key, params) => {
          const text = translator.t(key, params);
          expect(typeof text).toBe('string');
          expect(text.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('shows a key that no bundle has as the key itself', async () => {
    const { translator } = await setUp();
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,10}(\.[a-z]{3,10}){1,3}$/), (key) => {
        expect(translator.t(`missing.${key}`)).toBe(`missing.${key}`);
      }),
    );
  });

  it('never rejects a language change, even to a bundle that cannot load', async () => {
    const setup = createI18n({
      fetch: (async () => new Response('down', { status: 503 })) as typeof fetch,
      pageUrl: 'https://care.example.org/',
      document: { documentElement: null },
      react: false,
      onBundleFailure: () => undefined,
    });
    await setup.ready;
    await expect(setup.translator.changeLanguage('ar')).resolves.toBeUndefined();
    expect(setup.translator.t('common.save')).toBe('common.save');
  });
});

describe('escaping', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('escapes interpolated values itself when it does not render through React', async () => {
    const { translator } = await setUp(false);
    const text = translator.t('shell.greeting', { name: attack });
    expect(text).not.toContain('<');
    expect(text).toBe('Hello, &lt;img src=x onerror=alert(1)&gt;');
  });

  it('leaves escaping to React, which renders an interpolated value as text', async () => {
    const { i18n, translator } = await setUp(true);
    expect(translator.t('shell.greeting', { name: attack })).toBe(`Hello, ${attack}`);
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('shell.greeting', { name: attack })}</p>;
    }
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(markup).toBe('<p>Hello, &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
