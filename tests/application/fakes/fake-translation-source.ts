import type { TranslationBundle } from '../../../src/application/ports/translator';
import type { TranslationSource } from '../../../src/application/ports/translation-source';
import type { Language } from '../../../src/domain/preferences/language';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

/** A bundle per language whose one message names the language, so a test sees which is shown. */
export const sampleBundle = (language: Language): TranslationBundle => ({
  common: { language },
  login: { error: { tooManyRequests: `[${language}] Too many requests` } },
});

export class FakeTranslationSource implements TranslationSource {
  readonly answers = {
    load: new ScriptedCall<[Language], TranslationBundle>(ok({})).respondsWith((language) =>
      ok(sampleBundle(language)),
    ),
  };

  load(language: Language) {
    return this.answers.load.invoke(language);
  }
}
