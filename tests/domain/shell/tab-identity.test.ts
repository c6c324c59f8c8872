import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_TITLE, tabIdentity, type LogoRecord } from '../../../src/domain/shell/tab-identity';

const LOGO: LogoRecord = {
  imageUrl: '/uploads/logo.png',
  englishName: 'Harem Hospital',
  kurdishName: 'نەخۆشخانەی حەرەم',
  arabicName: 'مستشفى حرم',
};

const name = fc.oneof(fc.string(), fc.constantFrom('', ' ', '\t\n', '\u00a0'));
const logo = fc.record({
  imageUrl: fc.oneof(fc.webUrl(), fc.constant('')),
  englishName: name,
  kurdishName: name,
  arabicName: name,
});
const NAME_FOR = { en: 'englishName', ku: 'kurdishName', ar: 'arabicName' } as const;
const language = fc.constantFrom('en', 'ku', 'ar');

describe('browser tab title and icon', () => {
  it('falls back to exactly "No title Found"', () => {
    expect(NO_TITLE).toBe('No title Found');
  });

  it.each([
    [LOGO, 'en', 'Harem Hospital'],
    [LOGO, 'ku', 'نەخۆشخانەی حەرەم'],
    [LOGO, 'ar', 'مستشفى حرم'],
    [LOGO, 'ar-IQ', 'مستشفى حرم'],
    [LOGO, 'zh', 'Harem Hospital'],
    [{ ...LOGO, kurdishName: '   ' }, 'ku', 'No title Found'],
    [{ ...LOGO, arabicName: '' }, 'ar', 'No title Found'],
    [{ ...LOGO, englishName: '  Harem  ' }, 'en', 'Harem'],
    [undefined, 'en', 'No title Found'],
    [null, 'ku', 'No title Found'],
  ])('titles %j in %s as %s', (record, lng, title) => {
    expect(tabIdentity(record, lng).title).toBe(title);
  });

  it('titles the tab with the name the language chooses', () => {
    fc.assert(
      fc.property(logo, language, (record, lng) => {
        const chosen = record[NAME_FOR[lng]];
        fc.pre(chosen.trim() !== '');
        expect(tabIdentity(record, lng).title).toBe(chosen.trim());
      }),
    );
  });

  it('falls back to "No title Found" when the chosen name is empty or blank, whatever the other names', () => {
    fc.assert(
      fc.property(logo, language, fc.constantFrom('', ' ', '\n\t ', '\u00a0\u2003'), (record, lng, blank) => {
        expect(tabIdentity({ ...record, [NAME_FOR[lng]]: blank }, lng).title).toBe('No title Found');
      }),
    );
  });

  it('falls back to "No title Found" with no icon when the record is missing', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined), fc.string(), (record, lng) => {
        expect(tabIdentity(record, lng)).toEqual({ title: 'No title Found', iconUrl: undefined });
      }),
    );
  });

  it("takes the tab icon from the record's image, keeping the default icon when it has none", () => {
    fc.assert(
      fc.property(logo, fc.string(), (record, lng) => {
        expect(tabIdentity(record, lng).iconUrl).toBe(record.imageUrl === '' ? undefined : record.imageUrl);
      }),
    );
  });
});
