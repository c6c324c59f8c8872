import type { DocumentLanguage } from '../../application/ports/document-language';
import type { Direction } from '../../domain/preferences/direction';
import type { Language } from '../../domain/preferences/language';

/** The part of the page this adapter writes to. */
export interface LanguageMarkedDocument {
  readonly documentElement: Pick<Element, 'setAttribute'> | null;
}

/**
 * `DocumentLanguage` on the page's `<html>`: sets `lang` and `dir` together, so right-to-left
 * styles, fonts and screen readers never see one without the other.
 */
export class HtmlDocumentLanguage implements DocumentLanguage {
  constructor(private readonly document: LanguageMarkedDocument) {}

  apply(language: Language, direction: Direction): void {
    const html = this.document.documentElement;
    if (!html) return;
    html.setAttribute('lang', language);
    html.setAttribute('dir', direction);
  }
}
