import type { LanguagePreference } from '../../../src/application/ports/language-preference';
import type { Language } from '../../../src/domain/preferences/language';
import type { LanguageSources } from '../../../src/domain/preferences/resolve-language';

/** The detection sources as the test sets them; `remember` writes the cookie source. */
export class FakeLanguagePreference implements LanguagePreference {
  current: LanguageSources = {};
  readonly remembered: Language[] = [];

  sources(): LanguageSources {
    return this.current;
  }

  remember(language: Language): void {
    this.remembered.push(language);
    this.current = { ...this.current, cookie: language };
  }
}
