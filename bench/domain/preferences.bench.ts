import { describe, expect, test } from 'vitest';
import * as themeConfig from '../../src/domain/preferences/parse-theme-config';
import * as language from '../../src/domain/preferences/resolve-language';
import type { LanguageSources } from '../../src/domain/preferences/resolve-language';

// Local bindings: calling through the module runner's export getters would be measured too.
const { parseThemeConfig } = themeConfig;
const { resolveLanguage } = language;

const ROWS = 100_000;

/** mulberry32: a small seeded generator, so every run measures the same rows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

// What browsers hold under `berry-config`, as a mix: mostly configs the app wrote, then
// the old client's spelling with its extra fields, nothing stored, hand-edited configs with a bad
// field or two, and garbage of every kind the parser must survive. Valid JSON text is left out:
// decoding it is the platform's JSON.parse, not this rule, and is measured apart.
function validConfig(r: () => number) {
  return {
    fontFamily: pick(r, ['Roboto', 'Roboto', 'Inter', 'Poppins', 'system']),
    borderRadius: pick(r, [8, 8, 4, 12, 16, 24, 0]),
    outlinedFilled: r() < 0.8,
    navType: r() < 0.7 ? 'light' : 'dark',
    presetColor: pick(r, ['theme1', 'theme1', 'default', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6']),
    locale: pick(r, ['en', 'ar', 'ku']),
    rtlLayout: r() < 0.2,
    container: r() < 0.1,
  };
}

function storedConfig(r: () => number): unknown {
  const roll = r();
  const config = validConfig(r);
  if (roll < 0.6) return config;
  if (roll < 0.7) {
    const legacy = { ...config, fontFamily: `'${config.fontFamily}', sans-serif`, mode: config.navType };
    return pick(r, [legacy, { ...legacy, locale: pick(r, ['ar-IQ', 'ckb', 'en-US']) }]);
  }
  if (roll < 0.8) return null;
  if (roll < 0.9) {
    const edited: Record<string, unknown> = { ...config };
    edited[pick(r, Object.keys(config))] = pick(r, [30, -1, 8.5, '8', 'theme9', 'Dark', 'fr', 'zh', 3, null]);
    return edited;
  }
  return pick(r, [
    'not json',
    '{"fontFamily":',
    '[]',
    'null',
    [config],
    42,
    true,
    { locale: config.locale },
    '',
  ]);
}

function languageSources(r: () => number): LanguageSources {
  const tags = [
    'en',
    'ar',
    'ku',
    'ar-IQ',
    'en-US',
    'ckb',
    'KU',
    ' en ',
    'zh',
    'zh-CN',
    'fr',
    '',
    null,
    undefined,
  ];
  return { cookie: pick(r, tags), localStorage: pick(r, tags), htmlTag: pick(r, tags) };
}

const rand = prng(20261122);
// Decoded once here, outside the timing, as the adapter decodes what local storage holds: the rows
// then have the shapes real decoded values have.
const decoded = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
const STORED: readonly unknown[] = Array.from({ length: ROWS }, () => decoded(storedConfig(rand)));
const SOURCES: readonly LanguageSources[] = Array.from({ length: ROWS }, () => languageSources(rand));

// A sink the results flow into, so the engine cannot drop the work as dead code.
let sink = 0;

// The table shows mean and upper percentiles; the budget is on the median, so print it too.
const reportMedian = (result: { name: string; latency: { p50?: number | undefined } }) => {
  console.log(`median ${result.name}: ${result.latency.p50?.toFixed(3)} ms`);
};

// Vitest 5 offers `bench` as a fixture of the test context (not a top-level import): one test,
// one benchmark per rule.
describe(`preferences over ${ROWS} rows`, () => {
  test('theme config', async ({ bench }) => {
    reportMedian(
      await bench('parseThemeConfig (mixed valid and malformed values)', () => {
        for (let i = 0; i < ROWS; i++) sink += parseThemeConfig(STORED[i]).borderRadius;
      }).run(),
    );
  });

  test('language resolution', async ({ bench }) => {
    reportMedian(
      await bench('resolveLanguage (cookie, local storage, html tag)', () => {
        for (let i = 0; i < ROWS; i++) sink += resolveLanguage(SOURCES[i] as LanguageSources).length;
      }).run(),
    );
  });

  test('the benchmarks did real work', () => {
    expect(sink).toBeGreaterThan(0);
  });
});
