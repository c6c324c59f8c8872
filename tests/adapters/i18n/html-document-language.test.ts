// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HtmlDocumentLanguage } from '../../../src/adapters/i18n/html-document-language';
import { directionFor } from '../../../src/domain/preferences/direction';
import { Language } from '../../../src/domain/preferences/language';

describe('HtmlDocumentLanguage', () => {
  it.each([
    [Language.Kurdish, 'rtl'],
    [Language.Arabic, 'rtl'],
    [Language.English, 'ltr'],
  ])('marks <html> lang=%s dir=%s with the domain direction', (language, dir) => {
    new HtmlDocumentLanguage(document).apply(language, directionFor(language, false));
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual([language, dir]);
  });

  it('does nothing on a page without a root element', () => {
    expect(() => new HtmlDocumentLanguage({ documentElement: null }).apply('ar', 'rtl')).not.toThrow();
  });
});
