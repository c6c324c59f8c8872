import type { PresetColor } from '../../domain/preferences/theme-config';

/** The colours one mode of a preset paints with. */
export interface ModeTones {
  /** Filled primary controls (buttons, switches, checked radios); white text on it reads at 4.5:1. */
  readonly fill: string;
  /** Primary-coloured text and lines (links, the selected menu item, focus rings) on the page. */
  readonly text: string;
}

export interface PresetPalette {
  /** The preset's own main and accent colours, as its swatch shows them. */
  readonly swatch: { readonly primary: string; readonly secondary: string };
  readonly light: ModeTones;
  readonly dark: ModeTones;
  /** The accent toned down (where needed) so white text on it reads at 4.5:1. */
  readonly accent: string;
}

/**
 * The seven presets of the theme panel. The swatch colours are the template's; the tones keep each
 * preset's hue but move its lightness where the raw colour would fail WCAG AA: `default`'s bright
 * blue is too light for white button text, and the navy and teal presets are too dark to be seen,
 * or read as text, on the dark page. Each tone was picked in OKLCH for a relative luminance of
 * about 0.15 (fills) or 0.42 (dark-mode text); `preset-palette.test.ts` checks the contrast of
 * every one.
 */
export const PRESET_PALETTE: Readonly<Record<PresetColor, PresetPalette>> = {
  default: {
    swatch: { primary: '#2196f3', secondary: '#673ab7' },
    light: { fill: '#016fbb', text: '#016fbb' },
    dark: { fill: '#016fbb', text: '#63b3fe' },
    accent: '#673ab7',
  },
  theme1: {
    swatch: { primary: '#203461', secondary: '#ec407a' },
    light: { fill: '#203461', text: '#203461' },
    dark: { fill: '#546c9d', text: '#93aee4' },
    accent: '#cf1d63',
  },
  theme2: {
    swatch: { primary: '#607d8b', secondary: '#009688' },
    light: { fill: '#54707e', text: '#54707e' },
    dark: { fill: '#54707e', text: '#94b2c1' },
    accent: '#007a6e',
  },
  theme3: {
    swatch: { primary: '#16595a', secondary: '#c77e23' },
    light: { fill: '#16595a', text: '#16595a' },
    dark: { fill: '#377676', text: '#7ab8b9' },
    accent: '#9b5e06',
  },
  theme4: {
    swatch: { primary: '#173e43', secondary: '#3fb0ac' },
    light: { fill: '#173e43', text: '#173e43' },
    dark: { fill: '#4c7278', text: '#8cb5ba' },
    accent: '#067976',
  },
  theme5: {
    swatch: { primary: '#0a2342', secondary: '#2ca58d' },
    light: { fill: '#0a2342', text: '#0a2342' },
    dark: { fill: '#526e92', text: '#92b0d7' },
    accent: '#017a67',
  },
  theme6: {
    swatch: { primary: '#1f2937', secondary: '#4f46e5' },
    light: { fill: '#1f2937', text: '#1f2937' },
    dark: { fill: '#616d7e', text: '#a2afc1' },
    accent: '#4f46e5',
  },
};
