import * as ascii from './ascii-scan';
import * as language from './language';
import * as theme from './theme-config';
import type { FontFamily, NavType, PresetColor, ThemeConfig } from './theme-config';

// Bound once: under the test runner another module's exports are reached through getters, which
// would dominate a parser the benchmarks run over whole lists.
const { equalsIgnoringCase, isBlank } = ascii;
const { normalizeLanguage } = language;
const { DEFAULT_THEME_CONFIG: D } = theme;
const { min: MIN_RADIUS, max: MAX_RADIUS } = theme.BorderRadiusRange;
const { Roboto, Inter, Poppins, System } = theme.FontFamily;

// A switch over string literals compares interned strings by identity: cheaper than a Set lookup.
function presetOf(value: unknown): PresetColor {
  switch (value) {
    case 'theme1':
    case 'default':
    case 'theme2':
    case 'theme3':
    case 'theme4':
    case 'theme5':
    case 'theme6':
      return value;
    default:
      return D.presetColor;
  }
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

const FONT_NAMES: readonly (readonly [string, FontFamily])[] = [
  ['roboto', Roboto],
  ['inter', Inter],
  ['poppins', Poppins],
  ['system', System],
  ['system-ui', System],
];

/** An offered font. Kept small so the common exact spellings stay on the inlined fast path. */
function fontOf(value: unknown): FontFamily {
  if (value === 'Roboto' || value === 'Inter' || value === 'Poppins' || value === 'system') return value;
  return typeof value === 'string' ? fontFromCssList(value) : D.fontFamily;
}

/**
 * A font read from a CSS list by its first family in any ASCII case, so the template's own
 * spelling ("'Roboto', sans-serif") still reads as Roboto.
 */
function fontFromCssList(value: string): FontFamily {
  let start = 0;
  let end = value.indexOf(',');
  if (end < 0) end = value.length;
  while (start < end && isBlank(value.charCodeAt(start))) start++;
  while (end > start && isBlank(value.charCodeAt(end - 1))) end--;
  const open = value.charCodeAt(start);
  const quoted = open === DOUBLE_QUOTE || open === SINGLE_QUOTE;
  if (quoted && end - start >= 2 && value.charCodeAt(end - 1) === open) {
    start++;
    end--;
  }
  for (let i = 0; i < FONT_NAMES.length; i++) {
    const [name, font] = FONT_NAMES[i] as (typeof FONT_NAMES)[number];
    if (equalsIgnoringCase(value, start, end, name)) return font;
  }
  return D.fontFamily;
}

const radiusOf = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= MIN_RADIUS && v <= MAX_RADIUS ? v : D.borderRadius;

const boolOr = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

/**
 * Reads a stored theme config, whatever was stored. Total: never throws, always returns a valid
 * config. A string is decoded as JSON first. Each field is judged on its own: a valid one is kept,
 * an invalid or missing one takes its default, extra fields are dropped. `locale` accepts region
 * tags (`ar-IQ` -> `ar`); `fontFamily` accepts a CSS list whose first family is offered.
 */
export function parseThemeConfig(raw: unknown): ThemeConfig {
  let value = raw;
  if (typeof raw === 'string') {
    // Only an object text can hold a config: skip decoding anything else (a throw is costly).
    let first = 0;
    let last = raw.length - 1;
    while (first <= last && isBlank(raw.charCodeAt(first))) first++;
    while (last > first && isBlank(raw.charCodeAt(last))) last--;
    if (raw.charCodeAt(first) !== OPEN_BRACE || raw.charCodeAt(last) !== CLOSE_BRACE) return D;
    try {
      value = JSON.parse(raw);
    } catch {
      return D;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return D;
  const v = value as Record<string, unknown>;
  return {
    fontFamily: fontOf(v.fontFamily),
    borderRadius: radiusOf(v.borderRadius),
    outlinedFilled: boolOr(v.outlinedFilled, D.outlinedFilled),
    navType: v.navType === 'light' || v.navType === 'dark' ? (v.navType as NavType) : D.navType,
    presetColor: presetOf(v.presetColor),
    locale: normalizeLanguage(v.locale) ?? D.locale,
    rtlLayout: boolOr(v.rtlLayout, D.rtlLayout),
    container: boolOr(v.container, D.container),
  };
}

/** The text saved under `berry-config`; `parseThemeConfig` reads it back unchanged. */
export function serializeThemeConfig(config: ThemeConfig): string {
  return JSON.stringify(config);
}
