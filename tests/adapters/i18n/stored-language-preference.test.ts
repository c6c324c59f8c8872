// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../src/adapters/browser/cookie-jar';
import { LocalStorageStore } from '../../../src/adapters/browser/local-storage-store';
import { I18nextLanguagePreference } from '../../../src/adapters/i18n/i18next-language-preference';
import { detectionOptions } from '../../../src/adapters/i18n/language-detection';
import { StoredLanguagePreference } from '../../../src/adapters/i18n/stored-language-preference';

function clearPage(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
}

beforeEach(clearPage);

const stored = () =>
  new StoredLanguagePreference(
    new CookieJar({ document, secure: false }),
    new LocalStorageStore(() => localStorage),
    () => document.documentElement,
  );
const i18next = () =>
  new I18nextLanguagePreference(detectionOptions({ secure: false, htmlTag: document.documentElement }));

describe('StoredLanguagePreference', () => {
  it("reads the same three places as the dashboard's i18next detector", () => {
    const tag = fc.option(fc.constantFrom('en', 'ar', 'ku', 'ckb', 'AR-iq', 'zh', 'fr'), { nil: undefined });
    fc.assert(
      fc.property(tag, tag, tag, (cookie, inStorage, htmlTag) => {
        clearPage();
        if (cookie !== undefined) document.cookie = `i18next=${cookie}; Path=/`;
        if (inStorage !== undefined) localStorage.setItem('i18nextLng', inStorage);
        if (htmlTag !== undefined) document.documentElement.setAttribute('lang', htmlTag);
        expect(stored().sources()).toEqual(i18next().sources());
      }),
    );
  });

  it('remembers a language in the cookie the dashboard reads first, and leaves storage alone', () => {
    localStorage.setItem('i18nextLng', 'en');
    stored().remember('ku');
    expect(document.cookie).toContain('i18next=ku');
    expect(i18next().detect()).toBe('ku');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('writes the cookie for a year on the whole site, as the detector does', () => {
    const written: string[] = [];
    const page = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    new StoredLanguagePreference(
      new CookieJar({ document: page, secure: true, now: () => new Date('2026-01-01T00:00:00Z') }),
      new LocalStorageStore(() => null),
      () => null,
    ).remember('ar');
    expect(written).toEqual([
      'i18next=ar; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('has nothing to say when the page refuses cookies and storage', () => {
    const refusing = new StoredLanguagePreference(
      {
        get: () => {
          throw new Error('refused');
        },
      } as unknown as CookieJar,
      new LocalStorageStore(() => {
        throw new Error('refused');
      }),
      () => null,
    );
    expect(refusing.sources()).toEqual({ cookie: undefined, localStorage: undefined, htmlTag: undefined });
  });
});
