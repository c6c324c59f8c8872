// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nextLanguagePreference } from '../../../src/adapters/i18n/i18next-language-preference';
import { detectionOptions } from '../../../src/adapters/i18n/language-detection';
import { resolveLanguage } from '../../../src/domain/preferences/resolve-language';

function clearPage(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
}

beforeEach(clearPage);

const preference = () =>
  new I18nextLanguagePreference(detectionOptions({ secure: false, htmlTag: document.documentElement }));

describe('I18nextLanguagePreference', () => {
  it('reports what each source holds, as it is', () => {
    document.cookie = 'i18next=ar-IQ; Path=/';
    localStorage.setItem('i18nextLng', 'ckb');
    document.documentElement.setAttribute('lang', 'en');
    expect(preference().sources()).toEqual({ cookie: 'ar-IQ', localStorage: 'ckb', htmlTag: 'en' });
  });

  it('reports a missing source as undefined', () => {
    expect(preference().sources()).toEqual({
      cookie: undefined,
      localStorage: undefined,
      htmlTag: undefined,
    });
  });

  it('detects what the domain resolves from the same sources', () => {
    const tag = fc.option(fc.constantFrom('en', 'ar', 'ku', 'ckb', 'AR-iq', 'zh', 'fr'), { nil: undefined });
    fc.assert(
      fc.property(tag, tag, tag, (cookie, stored, htmlTag) => {
        clearPage();
        if (cookie !== undefined) document.cookie = `i18next=${cookie}; Path=/`;
        if (stored !== undefined) localStorage.setItem('i18nextLng', stored);
        if (htmlTag !== undefined) document.documentElement.setAttribute('lang', htmlTag);
        expect(preference().detect()).toBe(resolveLanguage({ cookie, localStorage: stored, htmlTag }));
      }),
    );
  });

  it('remembers a language in the cookie, where the next visit reads it first', () => {
    localStorage.setItem('i18nextLng', 'en');
    preference().remember('ku');
    expect(document.cookie).toContain('i18next=ku');
    expect(preference().detect()).toBe('ku');
  });

  it('keeps local storage as it was: the cookie is the only cache', () => {
    localStorage.setItem('i18nextLng', 'en');
    preference().remember('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
