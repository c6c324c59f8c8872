import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StartTranslations } from '../../../src/application/translations/start-translations';
import { SwitchLanguage } from '../../../src/application/translations/switch-language';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { Direction } from '../../../src/domain/preferences/direction';
import { Language } from '../../../src/domain/preferences/language';
import { err, ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';
import { sampleBundle } from '../fakes/fake-translation-source';

const languageArb = fc.constantFrom(Language.English, Language.Arabic, Language.Kurdish);

function setUp() {
  const ports = fakePorts();
  const switchLanguage = new SwitchLanguage(
    ports.translationSource,
    ports.translator,
    ports.documentLanguage,
    ports.languagePreference,
    ports.logger,
  );
  return { ports, switchLanguage, start: new StartTranslations(ports.languagePreference, switchLanguage) };
}

describe('switch the language', () => {
  it.each([
    { language: Language.English, rtlLayout: false, dir: Direction.Ltr },
    { language: Language.Arabic, rtlLayout: false, dir: Direction.Rtl },
    { language: Language.Kurdish, rtlLayout: false, dir: Direction.Rtl },
    { language: Language.English, rtlLayout: true, dir: Direction.Rtl },
    { language: Language.Arabic, rtlLayout: true, dir: Direction.Rtl },
  ])(
    '$language with the layout flag $rtlLayout sets lang $language and dir $dir',
    async ({ language, rtlLayout, dir }) => {
      const { ports, switchLanguage } = setUp();
      await switchLanguage.execute(language, { rtlLayout });
      expect([ports.documentLanguage.lang, ports.documentLanguage.dir]).toEqual([language, dir]);
    },
  );

  it('shows the language asked for, caches it in the cookie and translates with its bundle', async () => {
    await fc.assert(
      fc.asyncProperty(languageArb, async (language) => {
        const { ports, switchLanguage } = setUp();
        const result = await switchLanguage.execute(language);
        expect(result).toEqual({ ok: true, value: language });
        expect(ports.translator.language).toBe(language);
        expect(ports.languagePreference.remembered).toEqual([language]);
        expect(ports.translator.t('common.language')).toBe(language);
      }),
    );
  });

  it('loads each bundle once, and the English fallback with the first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(languageArb, { minLength: 1, maxLength: 6 }), async (languages) => {
        const { ports, switchLanguage } = setUp();
        for (const language of languages) await switchLanguage.execute(language);
        const loaded = ports.translationSource.answers.load.calls.map(([language]) => language);
        expect(new Set(loaded).size).toBe(loaded.length);
        expect(new Set(loaded)).toEqual(new Set([...languages, Language.English]));
      }),
    );
  });

  it('a bundle that cannot be loaded leaves the language shown as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FAILURE_PATHS), async ({ error }) => {
        const { ports, switchLanguage } = setUp();
        await switchLanguage.execute(Language.Kurdish);
        ports.translationSource.answers.load.fails(error);
        const result = await switchLanguage.execute(Language.Arabic);
        expect(result).toEqual({ ok: false, error });
        expect(ports.translator.language).toBe(Language.Kurdish);
        expect([ports.documentLanguage.lang, ports.documentLanguage.dir]).toEqual([
          Language.Kurdish,
          Direction.Rtl,
        ]);
      }),
    );
  });

  it('when switches overlap, the language asked for last is shown, whatever order the bundles arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(languageArb, { minLength: 1, maxLength: 5 }),
        async (s, languages) => {
          const { ports, switchLanguage } = setUp();
          ports.translationSource.answers.load.respondsWith((language) =>
            s.schedule(Promise.resolve(ok(sampleBundle(language)))),
          );
          const switches = languages.map((language) => switchLanguage.execute(language));
          await s.waitIdle();
          await Promise.all(switches);
          const last = languages[languages.length - 1];
          expect(ports.translator.language).toBe(last);
          expect(ports.documentLanguage.lang).toBe(last);
          expect(ports.languagePreference.remembered.at(-1)).toBe(last);
        },
      ),
    );
  });

  it("the page's lang and dir always follow the language the translator shows, even when a later switch fails", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.record({ language: languageArb, loads: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        async (s, asks) => {
          const { ports, switchLanguage } = setUp();
          await switchLanguage.execute(Language.English);
          const failing = new Set(asks.filter((a) => !a.loads).map((a) => a.language));
          failing.delete(Language.English);
          ports.translationSource.answers.load.respondsWith((language) =>
            s.schedule(
              Promise.resolve(
                failing.has(language) ? err(AppErrors.networkFailure()) : ok(sampleBundle(language)),
              ),
            ),
          );
          ports.translator.beforeChange = () => s.schedule(Promise.resolve());
          const switches = asks.map(({ language }) =>
            s.schedule(Promise.resolve(language)).then((l) => switchLanguage.execute(l)),
          );
          await s.waitIdle();
          await Promise.all(switches);
          expect(ports.documentLanguage.lang).toBe(ports.translator.language);
          expect(ports.languagePreference.remembered.at(-1)).toBe(ports.translator.language);
        },
      ),
    );
  });

  it('starts in the language of the cookie, then local storage, then the html tag, else English', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom('ar', 'ku', 'en', 'zh', 'fr', 'ckb', 'ar-IQ'), { nil: undefined }),
        fc.option(fc.constantFrom('ar', 'ku', 'zh'), { nil: undefined }),
        fc.option(fc.constantFrom('ku', 'en', 'de'), { nil: undefined }),
        async (cookie, localStorage, htmlTag) => {
          const { ports, start } = setUp();
          ports.languagePreference.current = { cookie, localStorage, htmlTag };
          await start.execute();
          const offered = (tag: string | undefined) =>
            tag === undefined
              ? undefined
              : ({ ar: 'ar', 'ar-IQ': 'ar', ku: 'ku', ckb: 'ku', en: 'en' } as Record<string, string>)[tag];
          expect(ports.translator.language).toBe(
            offered(cookie) ?? offered(localStorage) ?? offered(htmlTag) ?? 'en',
          );
        },
      ),
    );
  });

  it("starts in English when the detected language's bundle cannot be loaded", async () => {
    const { ports, start } = setUp();
    ports.languagePreference.current = { cookie: 'ar' };
    ports.translationSource.answers.load.respondsWith((language) =>
      language === Language.Arabic ? err(AppErrors.networkFailure()) : ok(sampleBundle(language)),
    );
    const result = await start.execute();
    expect(result).toEqual({ ok: true, value: Language.English });
    expect([ports.documentLanguage.lang, ports.documentLanguage.dir]).toEqual([
      Language.English,
      Direction.Ltr,
    ]);
  });

  it('a missing English bundle is logged and the switch still happens', async () => {
    const { ports, switchLanguage } = setUp();
    ports.translationSource.answers.load.respondsWith((language) =>
      language === Language.English ? err(AppErrors.timeout()) : ok(sampleBundle(language)),
    );
    expect(await switchLanguage.execute(Language.Kurdish)).toEqual({ ok: true, value: Language.Kurdish });
    expect(ports.logger.warnings).toHaveLength(1);
  });
});
