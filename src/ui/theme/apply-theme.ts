import { Classes } from '@blueprintjs/core';
import {
  FONT_STACK,
  NavType,
  type PresetColor,
  type ThemeConfig,
} from '../../domain/preferences/theme-config';

/** The main and accent colours of each preset (000 §2, 001 §2), as CSS variables. */
const PRESETS: Readonly<Record<PresetColor, { readonly primary: string; readonly secondary: string }>> = {
  default: { primary: '#2196f3', secondary: '#673ab7' },
  theme1: { primary: '#203461', secondary: '#ec407a' },
  theme2: { primary: '#607d8b', secondary: '#009688' },
  theme3: { primary: '#16595a', secondary: '#c77e23' },
  theme4: { primary: '#173e43', secondary: '#3fb0ac' },
  theme5: { primary: '#0a2342', secondary: '#2ca58d' },
  theme6: { primary: '#1f2937', secondary: '#4f46e5' },
};

/**
 * Puts the theme on the page: dark mode as Blueprint's dark class on `body` (so portals follow),
 * the preset, font and radius as CSS variables on `<html>`.
 */
export function applyTheme(theme: ThemeConfig, doc: Document = document): void {
  const dark = theme.navType === NavType.Dark;
  doc.body.classList.toggle(Classes.DARK, dark);
  // Blueprint's own page colours (light gray 5, dark gray 2), behind every card and table.
  doc.documentElement.style.setProperty('--app-background', dark ? '#252a31' : '#f6f7f9');
  const style = doc.documentElement.style;
  const preset = PRESETS[theme.presetColor];
  style.setProperty('--app-primary', preset.primary);
  style.setProperty('--app-secondary', preset.secondary);
  style.setProperty('--app-font', FONT_STACK[theme.fontFamily]);
  style.setProperty('--app-radius', `${theme.borderRadius}px`);
}
