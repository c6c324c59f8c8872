import { Classes } from '@blueprintjs/core';
import { FONT_STACK, NavType, type ThemeConfig } from '../../domain/preferences/theme-config';
import { PRESET_PALETTE } from './preset-palette';
import './theme.css';

/** How text inputs are drawn: `filled` (tinted, underlined) or `outlined` (Blueprint's bordered box). */
export const INPUT_STYLE_ATTRIBUTE = 'data-input-style';

/**
 * Puts the theme on the page: dark mode as Blueprint's dark class on `body` (so portals follow);
 * the preset's tones for the current mode, the font and the radius as CSS variables on `<html>`,
 * which `theme.css` feeds into Blueprint's own variables; the input style as an attribute.
 */
export function applyTheme(theme: ThemeConfig, doc: Document = document): void {
  const dark = theme.navType === NavType.Dark;
  doc.body.classList.toggle(Classes.DARK, dark);
  const html = doc.documentElement;
  const style = html.style;
  // Blueprint's own page colours (light gray 5, dark gray 2), behind every card and table.
  style.setProperty('--app-background', dark ? '#252a31' : '#f6f7f9');
  const palette = PRESET_PALETTE[theme.presetColor];
  const tones = dark ? palette.dark : palette.light;
  style.setProperty('--app-primary', tones.fill);
  style.setProperty('--app-primary-text', tones.text);
  style.setProperty('--app-secondary', palette.accent);
  style.setProperty('--app-font', FONT_STACK[theme.fontFamily]);
  style.setProperty('--app-radius', `${theme.borderRadius}px`);
  html.setAttribute(INPUT_STYLE_ATTRIBUTE, theme.outlinedFilled ? 'filled' : 'outlined');
}
