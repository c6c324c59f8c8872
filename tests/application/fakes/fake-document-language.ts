import type { DocumentLanguage } from '../../../src/application/ports/document-language';
import type { Direction } from '../../../src/domain/preferences/direction';
import type { Language } from '../../../src/domain/preferences/language';

/** The page's `<html lang dir>` in memory, with every change recorded. */
export class FakeDocumentLanguage implements DocumentLanguage {
  lang: Language | null = null;
  dir: Direction | null = null;
  readonly applied: { readonly language: Language; readonly direction: Direction }[] = [];

  apply(language: Language, direction: Direction): void {
    this.lang = language;
    this.dir = direction;
    this.applied.push({ language, direction });
  }
}
