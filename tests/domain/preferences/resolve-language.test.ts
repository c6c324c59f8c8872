import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  LanguageDetection,
  normalizeLanguage,
  type Language,
} from '../../../src/domain/preferences/language';
import { resolveLanguage, type LanguageSources } from '../../../src/domain/preferences/resolve-language';

const OFFERED: readonly string[] = ['ku', 'ar', 'en'];
const offeredArb = fc.constantFrom<Language>('ku', 'ar', 'en');
/** A tag that names an offered language, as browsers and users write them. */
const taggedArb = fc
  .tuple(
    fc.constantFrom('ku', 'ar', 'en', 'ckb', 'KU', 'Ar', 'EN', 'CKB'),
    fc.constantFrom('', '-IQ', '_GB', '-Arab-IQ', '-us', '-Latn'),
    fc.constantFrom('', ' '),
  )
  .map(([primary, region, pad]) => pad + primary + region + pad);
/** A value naming no offered language: missing, blank, another language, zh, or noise. */
const unofferedArb = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    ' ',
    'zh',
    'zh-CN',
    'fr',
    'de-DE',
    'kmr',
    'sdh',
    'english',
    'e',
    '-en',
  ),
  fc.string().filter((s) => normalizeLanguage(s) === undefined),
);
const sourceArb = fc.oneof(taggedArb, unofferedArb);
const primaryOf = (tag: string) => {
  const p = tag.trim().toLowerCase().split(/[-_]/)[0];
  return p === 'ckb' ? 'ku' : p;
};

describe('language resolution', () => {
  it('always resolves to an offered language', () => {
    fc.assert(
      fc.property(sourceArb, sourceArb, sourceArb, (cookie, localStorage, htmlTag) => {
        expect(OFFERED).toContain(resolveLanguage({ cookie, localStorage, htmlTag }));
      }),
    );
  });

  it('takes the cookie first when it names an offered language', () => {
    fc.assert(
      fc.property(taggedArb, sourceArb, sourceArb, (cookie, localStorage, htmlTag) => {
        expect(resolveLanguage({ cookie, localStorage, htmlTag })).toBe(primaryOf(cookie));
      }),
    );
  });

  it('takes local storage when the cookie names no offered language', () => {
    fc.assert(
      fc.property(unofferedArb, taggedArb, sourceArb, (cookie, localStorage, htmlTag) => {
        expect(resolveLanguage({ cookie, localStorage, htmlTag })).toBe(primaryOf(localStorage));
      }),
    );
  });

  it('takes the html tag when neither the cookie nor local storage names an offered language', () => {
    fc.assert(
      fc.property(unofferedArb, unofferedArb, taggedArb, (cookie, localStorage, htmlTag) => {
        expect(resolveLanguage({ cookie, localStorage, htmlTag })).toBe(primaryOf(htmlTag));
      }),
    );
  });

  it('falls back to en when no source names an offered language', () => {
    fc.assert(
      fc.property(unofferedArb, unofferedArb, unofferedArb, (cookie, localStorage, htmlTag) => {
        expect(resolveLanguage({ cookie, localStorage, htmlTag })).toBe('en');
      }),
    );
  });

  it('reads each offered language back from its own code', () => {
    fc.assert(fc.property(offeredArb, (lng) => normalizeLanguage(lng) === lng));
  });

  it('detects in the order cookie, local storage, html tag, from the i18next cookie', () => {
    expect(LanguageDetection).toEqual({
      order: ['cookie', 'localStorage', 'htmlTag'],
      lookupCookie: 'i18next',
    });
  });

  it.each<[LanguageSources, Language]>([
    [{ cookie: 'ar', localStorage: 'ku', htmlTag: 'en' }, 'ar'],
    [{ cookie: 'ar-IQ' }, 'ar'],
    [{ cookie: 'ckb', htmlTag: 'en' }, 'ku'],
    [{ cookie: 'ckb-IQ' }, 'ku'],
    [{ cookie: 'zh', localStorage: 'ku' }, 'ku'],
    [{ cookie: 'zh' }, 'en'],
    [{ cookie: 'fr', localStorage: 'de', htmlTag: 'ar' }, 'ar'],
    [{ cookie: '', localStorage: null, htmlTag: 'en-US' }, 'en'],
    [{ htmlTag: 'KU' }, 'ku'],
    [{}, 'en'],
  ])('resolves %j to %s', (sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});
