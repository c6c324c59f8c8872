import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseThemeConfig, serializeThemeConfig } from '../../../src/domain/preferences/parse-theme-config';
import { DEFAULT_THEME_CONFIG, type ThemeConfig } from '../../../src/domain/preferences/theme-config';

// The allowed values written out by hand, as the oracle of validity.
const ALLOWED: { [K in keyof ThemeConfig]: (v: unknown) => boolean } = {
  fontFamily: (v) => ['Roboto', 'Inter', 'Poppins', 'system'].includes(v as string),
  borderRadius: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24,
  outlinedFilled: (v) => typeof v === 'boolean',
  navType: (v) => v === 'light' || v === 'dark',
  presetColor: (v) =>
    ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'].includes(v as string),
  locale: (v) => v === 'en' || v === 'ar' || v === 'ku',
  rtlLayout: (v) => typeof v === 'boolean',
  container: (v) => typeof v === 'boolean',
};
const FIELDS = Object.keys(ALLOWED) as (keyof ThemeConfig)[];

const isValid = (c: unknown): boolean => {
  if (typeof c !== 'object' || c === null) return false;
  const keys = Object.keys(c).sort();
  return keys.join() === [...FIELDS].sort().join() && FIELDS.every((f) => ALLOWED[f]((c as ThemeConfig)[f]));
};

const configArb: fc.Arbitrary<ThemeConfig> = fc.record({
  fontFamily: fc.constantFrom('Roboto', 'Inter', 'Poppins', 'system'),
  borderRadius: fc.integer({ min: 0, max: 24 }),
  outlinedFilled: fc.boolean(),
  navType: fc.constantFrom('light', 'dark'),
  presetColor: fc.constantFrom('default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'),
  locale: fc.constantFrom('en', 'ar', 'ku'),
  rtlLayout: fc.boolean(),
  container: fc.boolean(),
});

/** A value invalid for `field`, nor readable as a valid one (no region tags, no CSS font lists). */
const junkFor = (field: keyof ThemeConfig) =>
  fc
    .oneof(
      fc.anything(),
      fc.constantFrom(25, -1, 8.5, Number.NaN, 'theme7', 'Comic Sans', 'fr', 'zh', 'LIGHT', 'true', null),
    )
    .filter(
      (v) =>
        !ALLOWED[field](v) &&
        !(
          typeof v === 'string' &&
          /^(en|ar|ku|ckb)([-_]|$)|roboto|inter|poppins|system/i.test(v.trim().replace(/^['"]/, ''))
        ),
    );

describe('the stored theme config', () => {
  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (raw) => {
        parseThemeConfig(raw);
      }),
    );
  });

  it('always gives a valid config', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (raw) => isValid(parseThemeConfig(raw))),
    );
  });

  it('always gives a valid config from a stored object with any mix of fields', () => {
    const partial = fc.record(
      Object.fromEntries(
        FIELDS.map((f) => [
          f,
          fc.oneof(
            fc.anything(),
            configArb.map((c) => c[f]),
          ),
        ]),
      ),
      { requiredKeys: [] },
    );
    fc.assert(fc.property(partial, (raw) => isValid(parseThemeConfig(raw))));
  });

  it('round-trips a valid config through serialise and parse unchanged', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        expect(parseThemeConfig(serializeThemeConfig(config))).toEqual(config);
      }),
    );
  });

  it('keeps every valid field when one field is bad', () => {
    const caseArb = fc
      .tuple(configArb, fc.constantFrom(...FIELDS))
      .chain(([config, field]) => junkFor(field).map((junk) => ({ config, field, junk })));
    fc.assert(
      fc.property(caseArb, ({ config, field, junk }) => {
        expect(parseThemeConfig({ ...config, [field]: junk })).toEqual({
          ...config,
          [field]: DEFAULT_THEME_CONFIG[field],
        });
      }),
    );
  });

  it('defaults every missing field and keeps the present ones', () => {
    fc.assert(
      fc.property(configArb, fc.subarray(FIELDS), (config, kept) => {
        const stored = Object.fromEntries(kept.map((f) => [f, config[f]]));
        const parsed = parseThemeConfig(stored);
        for (const f of FIELDS)
          expect(parsed[f]).toBe(kept.includes(f) ? config[f] : DEFAULT_THEME_CONFIG[f]);
      }),
    );
  });

  it('drops extra fields', () => {
    fc.assert(
      fc.property(configArb, fc.dictionary(fc.string(), fc.anything()), (config, extra) => {
        for (const f of FIELDS) delete extra[f];
        expect(parseThemeConfig({ ...extra, ...config })).toEqual(config);
      }),
    );
  });

  it('defaults to Roboto, 8, true, light, theme1, en, false, with container false', () => {
    expect(DEFAULT_THEME_CONFIG).toEqual({
      fontFamily: 'Roboto',
      borderRadius: 8,
      outlinedFilled: true,
      navType: 'light',
      presetColor: 'theme1',
      locale: 'en',
      rtlLayout: false,
      container: false,
    });
  });

  const d = DEFAULT_THEME_CONFIG;
  it.each<[string, unknown, ThemeConfig]>([
    ['nothing stored', null, d],
    ['not JSON', '{fontFamily:', d],
    ['JSON null', 'null', d],
    ['an array', '[1,2]', d],
    ['an array carrying config fields', Object.assign(['x'], { navType: 'dark', borderRadius: 4 }), d],
    ['a number', 42, d],
    ['wrong types', { borderRadius: '8', outlinedFilled: 'yes', rtlLayout: 1 }, d],
    ['radius too large', { borderRadius: 25 }, d],
    ['radius negative', { borderRadius: -2 }, d],
    ['radius fractional', { borderRadius: 4.5 }, d],
    ['radius at the top of the range', { borderRadius: 24 }, { ...d, borderRadius: 24 }],
    ['unknown preset', { presetColor: 'theme7', navType: 'dark' }, { ...d, navType: 'dark' }],
    ['unknown locale', { locale: 'fr', presetColor: 'theme3' }, { ...d, presetColor: 'theme3' }],
    ['zh locale', { locale: 'zh' }, d],
    ['region locale', { locale: 'ar-IQ' }, { ...d, locale: 'ar' }],
    ['the template font spelling', { fontFamily: "'Inter', sans-serif" }, { ...d, fontFamily: 'Inter' }],
    ['an unknown font', { fontFamily: 'Comic Sans MS' }, d],
    [
      'extra fields',
      '{"mode":"dark","navType":"dark","container":true}',
      { ...d, navType: 'dark', container: true },
    ],
  ])('reads %s', (_case, raw, expected) => {
    expect(parseThemeConfig(raw)).toEqual(expected);
  });
});
