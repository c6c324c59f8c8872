import { Language } from './language';

/** The local-storage key the theme config is saved under. */
export const THEME_CONFIG_KEY = 'berry-config';

export const NavType = { Light: 'light', Dark: 'dark' } as const;
export type NavType = (typeof NavType)[keyof typeof NavType];

/** The seven colour presets of the theme panel. */
export const PresetColor = {
  Default: 'default',
  Theme1: 'theme1',
  Theme2: 'theme2',
  Theme3: 'theme3',
  Theme4: 'theme4',
  Theme5: 'theme5',
  Theme6: 'theme6',
} as const;
export type PresetColor = (typeof PresetColor)[keyof typeof PresetColor];

/**
 * The selectable fonts. The spec names only Roboto; Inter and Poppins are the common dashboard
 * alternatives, and `system` uses the device's own UI font (no download, best script coverage
 * for Kurdish and Arabic).
 */
export const FontFamily = {
  Roboto: 'Roboto',
  Inter: 'Inter',
  Poppins: 'Poppins',
  System: 'system',
} as const;
export type FontFamily = (typeof FontFamily)[keyof typeof FontFamily];

/** The CSS `font-family` of each font. */
export const FONT_STACK: Readonly<Record<FontFamily, string>> = {
  Roboto: "'Roboto', sans-serif",
  Inter: "'Inter', sans-serif",
  Poppins: "'Poppins', sans-serif",
  system: "system-ui, -apple-system, 'Segoe UI', sans-serif",
};

/** Border radius in px: an integer in this range (a rounder corner turns small controls into pills). */
export const BorderRadiusRange = { min: 0, max: 24 } as const;

export interface ThemeConfig {
  readonly fontFamily: FontFamily;
  readonly borderRadius: number;
  readonly outlinedFilled: boolean;
  readonly navType: NavType;
  readonly presetColor: PresetColor;
  readonly locale: Language;
  readonly rtlLayout: boolean;
  readonly container: boolean;
}

/** The defaults: Roboto, 8, true, light, theme1, en, false; container false. */
export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  fontFamily: FontFamily.Roboto,
  borderRadius: 8,
  outlinedFilled: true,
  navType: NavType.Light,
  presetColor: PresetColor.Theme1,
  locale: Language.English,
  rtlLayout: false,
  container: false,
};
