import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store';
import type { Translator } from '../../../src/application/ports/translator';
import { Language } from '../../../src/domain/preferences/language';
import {
  BorderRadiusRange,
  DEFAULT_THEME_CONFIG,
  FontFamily,
  NavType,
  PresetColor,
  THEME_CONFIG_KEY,
  type ThemeConfig,
} from '../../../src/domain/preferences/theme-config';
import { ok } from '../../../src/domain/shared/result';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { TestServices } from '../app/test-container';
import { CustomizeViewModel, FONTS, PRESETS } from '../../../src/ui/features/customize/customize.view-model';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** The real app state over a memory store, its language switches always succeeding. */
function setUp(stored?: ThemeConfig, language: Language = Language.English) {
  const storage = memoryStore(stored ? { [THEME_CONFIG_KEY]: JSON.stringify(stored) } : {});
  const translator = { language, t: (key: string) => key } as Translator;
  const services = {
    storage,
    translator,
    switchLanguage: {
      execute: async (next: Language) => {
        (translator as { language: Language }).language = next;
        return ok(next);
      },
    },
  } as unknown as TestServices;
  const app = new AppViewModel(services);
  return { app, vm: new CustomizeViewModel(app), saved: () => storage.get(THEME_CONFIG_KEY) };
}

const anyConfig: fc.Arbitrary<ThemeConfig> = fc.record({
  fontFamily: fc.constantFrom(...FONTS),
  borderRadius: fc.integer(BorderRadiusRange),
  outlinedFilled: fc.boolean(),
  navType: fc.constantFrom(NavType.Light, NavType.Dark),
  presetColor: fc.constantFrom(...PRESETS),
  locale: fc.constantFrom(Language.English, Language.Kurdish, Language.Arabic),
  rtlLayout: fc.boolean(),
  container: fc.boolean(),
});

/** One choice in the drawer and the config fields it stands for. */
type Change = readonly [apply: (vm: CustomizeViewModel) => void, patch: Partial<ThemeConfig>];

const anyChange: fc.Arbitrary<Change> = fc.oneof(
  fc
    .boolean()
    .map((dark): Change => [(vm) => vm.setDark(dark), { navType: dark ? NavType.Dark : NavType.Light }]),
  fc.constantFrom(...PRESETS).map((p): Change => [(vm) => vm.choosePreset(p), { presetColor: p }]),
  fc.constantFrom(...FONTS).map((f): Change => [(vm) => vm.chooseFont(f), { fontFamily: f }]),
  fc.integer(BorderRadiusRange).map((r): Change => [(vm) => vm.setBorderRadius(r), { borderRadius: r }]),
  fc.boolean().map((on): Change => [(vm) => vm.setFilledInputs(on), { outlinedFilled: on }]),
  fc.boolean().map((on): Change => [(vm) => vm.setRightToLeftLayout(on), { rtlLayout: on }]),
);

describe('the Live Customize drawer', () => {
  it('applies every change at once and saves the whole config under berry-config', () => {
    fc.assert(
      fc.property(anyConfig, anyChange, (start, [apply, patch]) => {
        const { app, vm, saved } = setUp(start);
        apply(vm);
        const expected = { ...start, ...patch };
        expect(app.theme).toEqual(expected);
        // Saved only when something changed; a saved config is exactly the new one.
        const changed = JSON.stringify(expected) !== JSON.stringify(start);
        expect(saved()).toBe(JSON.stringify(changed ? expected : start));
      }),
    );
  });

  it.each([
    ['dark mode', (vm: CustomizeViewModel) => vm.setDark(true), { navType: NavType.Dark }],
    [
      'preset theme4',
      (vm: CustomizeViewModel) => vm.choosePreset(PresetColor.Theme4),
      { presetColor: 'theme4' },
    ],
    [
      'font Poppins',
      (vm: CustomizeViewModel) => vm.chooseFont(FontFamily.Poppins),
      { fontFamily: 'Poppins' },
    ],
    ['radius 12', (vm: CustomizeViewModel) => vm.setBorderRadius(12), { borderRadius: 12 }],
    ['outlined inputs', (vm: CustomizeViewModel) => vm.setFilledInputs(false), { outlinedFilled: false }],
    ['right-to-left layout', (vm: CustomizeViewModel) => vm.setRightToLeftLayout(true), { rtlLayout: true }],
  ] as const)('saves %s as the berry-config JSON a reload reads back', (_name, apply, patch) => {
    const { vm, saved } = setUp();
    apply(vm);
    expect(JSON.parse(saved() ?? 'null')).toEqual({ ...DEFAULT_THEME_CONFIG, ...patch });
    expect(setUp(JSON.parse(saved() ?? 'null') as ThemeConfig).app.theme).toEqual({
      ...DEFAULT_THEME_CONFIG,
      ...patch,
    });
  });

  it('writes nothing when the option already chosen is chosen again', () => {
    const { vm, saved } = setUp();
    vm.choosePreset(DEFAULT_THEME_CONFIG.presetColor);
    vm.setBorderRadius(DEFAULT_THEME_CONFIG.borderRadius);
    expect(saved()).toBeNull();
  });

  it('saves the radius as a whole number of pixels inside the offered range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (value) => {
        const { app, vm } = setUp();
        vm.setBorderRadius(value);
        const radius = app.theme.borderRadius;
        expect(Number.isInteger(radius)).toBe(true);
        expect(radius).toBeGreaterThanOrEqual(BorderRadiusRange.min);
        expect(radius).toBeLessThanOrEqual(BorderRadiusRange.max);
        if (value >= BorderRadiusRange.min && value <= BorderRadiusRange.max) {
          expect(radius).toBe(Math.round(value));
        }
      }),
    );
  });

  it('keeps the radius when the field holds no number', () => {
    const { app, vm, saved } = setUp({ ...DEFAULT_THEME_CONFIG, borderRadius: 5 });
    vm.setBorderRadius(Number.NaN);
    expect(app.theme.borderRadius).toBe(5);
    expect(JSON.parse(saved() ?? 'null').borderRadius).toBe(5);
  });

  it('lays an English page out right to left while the flag is on, and left to right again when it is off', () => {
    const { app, vm } = setUp();
    expect(app.direction).toBe('ltr');
    vm.setRightToLeftLayout(true);
    expect(app.direction).toBe('rtl');
    vm.setRightToLeftLayout(false);
    expect(app.direction).toBe('ltr');
  });

  it('keeps Arabic right to left whatever the flag says', () => {
    const { app, vm } = setUp(undefined, Language.Arabic);
    vm.setRightToLeftLayout(false);
    expect(app.direction).toBe('rtl');
  });

  it('switches the language and saves it as the locale', async () => {
    const { app, vm, saved } = setUp();
    await vm.chooseLanguage(Language.Kurdish);
    expect(app.language).toBe(Language.Kurdish);
    expect(JSON.parse(saved() ?? 'null').locale).toBe(Language.Kurdish);
  });

  it('resets any config and language to DEFAULT_THEME_CONFIG, English shown', async () => {
    await fc.assert(
      fc.asyncProperty(anyConfig, async (start) => {
        const { app, vm, saved } = setUp(start, start.locale);
        await vm.reset();
        expect(app.theme).toEqual(DEFAULT_THEME_CONFIG);
        expect(app.language).toBe(Language.English);
        expect(saved()).toBe(JSON.stringify(DEFAULT_THEME_CONFIG));
      }),
    );
  });
});
