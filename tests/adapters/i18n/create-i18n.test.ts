// @vitest-environment jsdom
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type CreateI18nOptions } from '../../../src/adapters/i18n/create-i18n';
import type { BundleFailure } from '../../../src/adapters/i18n/translation-source-backend';
import type { Language } from '../../../src/domain/preferences/language';
import { resolveLanguage } from '../../../src/domain/preferences/resolve-language';
import { reply, startTestServer, type TestServer } from '../support/http-test-server';
import { bundleFetch, publicFile } from './bundle-fetch';

const html = () => document.documentElement;

function clearPage(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  html().removeAttribute('lang');
  html().removeAttribute('dir');
}

beforeEach(clearPage);
afterEach(() => vi.restoreAllMocks());

/** A setup on this page, reading bundles from disk; no React, so nothing global is bound. */
async function setUp(options: CreateI18nOptions = {}) {
  const setup = createI18n({
    fetch: bundleFetch().fetch,
    pageUrl: 'https://care.example.org/dashboard/default',
    react: false,
    onBundleFailure: () => undefined,
    ...options,
  });
  await setup.ready;
  return setup;
}

describe('language detection', () => {
  it.each([
    ['ar', 'ku', 'en', 'ar'],
    [undefined, 'ku', 'ar', 'ku'],
    [undefined, undefined, 'ar', 'ar'],
    [undefined, undefined, undefined, 'en'],
    ['zh', 'ku', 'en', 'ku'],
    ['ar-IQ', 'ku', undefined, 'ar'],
    ['ckb', 'en', undefined, 'ku'],
  ])('with cookie %s, local storage %s and html lang %s shows %s', async (cookie, stored, tag, shown) => {
    if (cookie !== undefined) document.cookie = `i18next=${cookie}; Path=/`;
    if (stored !== undefined) localStorage.setItem('i18nextLng', stored);
    if (tag !== undefined) html().setAttribute('lang', tag);
    const { translator, i18n } = await setUp();
    expect(translator.language).toBe(shown);
    expect(i18n.language).toBe(shown);
  });

  it('shows the first offered language of the cookie, then local storage, then the html tag, else English', async () => {
    const tag = fc.constantFrom('en', 'ar', 'ku', 'ckb', 'ar-IQ', 'en_GB', 'KU', 'zh', 'fr', 'x1', '');
    const source = fc.option(tag, { nil: undefined });
    await fc.assert(
      fc.asyncProperty(source, source, source, async (cookie, stored, tagValue) => {
        clearPage();
        if (cookie !== undefined) document.cookie = `i18next=${cookie}; Path=/`;
        if (stored !== undefined) localStorage.setItem('i18nextLng', stored);
        if (tagValue !== undefined) html().setAttribute('lang', tagValue);
        const { translator } = await setUp();
        expect(translator.language).toBe(
          resolveLanguage({ cookie, localStorage: stored, htmlTag: tagValue }),
        );
      }),
    );
  });

  it('never shows zh, even when every source names it', async () => {
    document.cookie = 'i18next=zh; Path=/';
    localStorage.setItem('i18nextLng', 'zh');
    html().setAttribute('lang', 'zh');
    const { translator } = await setUp();
    await translator.changeLanguage('zh' as Language);
    expect(translator.language).toBe('en');
    expect(translator.t('common.save')).toBe('Save');
  });
});

describe('the language cookie', () => {
  const DAY_MS = 86_400_000;

  async function cookieWrites(pageUrl: string, language: Language) {
    const writes: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set');
    setter.mockImplementation((value: string) => void writes.push(value));
    const { translator } = await setUp({ pageUrl });
    await translator.changeLanguage(language);
    setter.mockRestore();
    return writes.filter((write) => write.startsWith(`i18next=${language};`));
  }

  const attributes = (write: string) => write.split('; ').slice(1);

  it('caches the language shown in the i18next cookie for a year, on every path, SameSite=Lax, Secure on https', async () => {
    const before = Date.now();
    const writes = await cookieWrites('https://care.example.org/site/patient-login', 'ku');
    const after = Date.now();
    expect(writes).toHaveLength(1);
    const attrs = attributes(writes[0] ?? '');
    expect(attrs.filter((a) => !a.startsWith('Expires='))).toEqual(['Path=/', 'Secure', 'SameSite=Lax']);
    const expires = Date.parse(attrs.find((a) => a.startsWith('Expires='))?.slice('Expires='.length) ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(after + 365 * DAY_MS + 1000);
  });

  it('leaves Secure out on a plain http page, where the browser would drop the cookie', async () => {
    const writes = await cookieWrites('http://127.0.0.1:8080/dashboard/default', 'ar');
    expect(writes).toHaveLength(1);
    expect(attributes(writes[0] ?? '').filter((a) => !a.startsWith('Expires='))).toEqual([
      'Path=/',
      'SameSite=Lax',
    ]);
  });

  it('is read back on the next visit', async () => {
    const first = await setUp({ pageUrl: 'http://localhost:3000/' });
    await first.translator.changeLanguage('ar');
    localStorage.setItem('i18nextLng', 'ku');
    const next = await setUp({ pageUrl: 'http://localhost:3000/' });
    expect(next.translator.language).toBe('ar');
  });
});

describe('<html lang dir>', () => {
  it.each([
    ['ku', 'rtl'],
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('marks the page lang=%s dir=%s once that language is shown', async (language, dir) => {
    const { translator } = await setUp();
    await translator.changeLanguage(language === 'en' ? 'ar' : 'en');
    await translator.changeLanguage(language);
    expect([html().getAttribute('lang'), html().getAttribute('dir')]).toEqual([language, dir]);
  });

  it('marks the page from detection already, before any explicit change', async () => {
    document.cookie = 'i18next=ku; Path=/';
    await setUp();
    expect([html().getAttribute('lang'), html().getAttribute('dir')]).toEqual(['ku', 'rtl']);
  });

  it('turns English right-to-left when the layout flag is on', async () => {
    let rtl = false;
    const { translator } = await setUp({ rtlLayout: () => rtl });
    expect(html().getAttribute('dir')).toBe('ltr');
    rtl = true;
    await translator.changeLanguage('en');
    expect([html().getAttribute('lang'), html().getAttribute('dir')]).toEqual(['en', 'rtl']);
  });
});

describe('against a real server', () => {
  let server: TestServer;
  let down: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    down = [];
    server.handle((request, response) => {
      const path = new URL(request.url, server.origin).pathname;
      if (down.some((language) => path === `/assets/webLangs/${language}/translate.json`)) {
        reply(response, 503, 'down for maintenance');
        return;
      }
      void publicFile(path).then((body) =>
        body === undefined ? reply(response, 404) : reply(response, 200, body),
      );
    });
  });

  const siteSetUp = (failures: BundleFailure[], pageUrl = `${server.origin}/site/patient-login`) =>
    setUp({ fetch: globalThis.fetch, pageUrl, onBundleFailure: (failure) => failures.push(failure) });

  it('loads the bundles of a /site/ page from the origin root', async () => {
    document.cookie = 'i18next=ku; Path=/';
    const { translator } = await siteSetUp([]);
    expect(translator.t('common.save')).toBe('پاشەکەوتکردن');
    expect(new Set(server.requests.map((r) => r.url))).toEqual(
      new Set(['/assets/webLangs/ku/translate.json', '/assets/webLangs/en/translate.json']),
    );
  });

  it('falls back to English and reports it when a bundle fails, never leaving the page blank', async () => {
    down = ['ar'];
    document.cookie = 'i18next=ar; Path=/';
    const failures: BundleFailure[] = [];
    const { translator } = await siteSetUp(failures);
    expect(translator.t('common.save')).toBe('Save');
    expect(translator.language).toBe('en');
    expect([html().getAttribute('lang'), html().getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(failures).toEqual([
      { language: 'ar', error: { code: 'ServerError', status: 503, body: 'down for maintenance' } },
    ]);
  });

  it('shows Arabic once the failed bundle loads on a later try', async () => {
    down = ['ar'];
    document.cookie = 'i18next=ar; Path=/';
    const { translator, translationSource } = await siteSetUp([]);
    down = [];
    const bundle = await translationSource.load('ar');
    if (!bundle.ok) throw new Error(bundle.error.code);
    translator.addBundle('ar', bundle.value);
    await translator.changeLanguage('ar');
    expect(translator.t('common.save')).toBe('حفظ');
    expect([html().getAttribute('lang'), html().getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('shows each key itself, never an empty text, when even English cannot be loaded', async () => {
    down = ['ar', 'en'];
    document.cookie = 'i18next=ar; Path=/';
    const failures: BundleFailure[] = [];
    const { translator } = await siteSetUp(failures);
    expect(translator.t('common.save')).toBe('common.save');
    expect(failures.map((f) => f.language).sort()).toEqual(['ar', 'en']);
  });
});
