// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_CONFIG,
  FontFamily,
  NavType,
  PresetColor,
} from '../../../src/domain/preferences/theme-config';
import { applyDirection } from '../../../src/ui/theme/apply-direction';
import { applyTheme, INPUT_STYLE_ATTRIBUTE } from '../../../src/ui/theme/apply-theme';
import { PRESET_PALETTE } from '../../../src/ui/theme/preset-palette';

const html = () => document.documentElement;
const variable = (name: string) => html().style.getPropertyValue(name);

beforeEach(() => {
  html().removeAttribute('style');
  html().removeAttribute('dir');
  document.body.className = '';
});

describe('applying the theme to the page', () => {
  it("paints with the preset's light tones in light mode and its dark tones in dark mode", () => {
    applyTheme({ ...DEFAULT_THEME_CONFIG, presetColor: PresetColor.Theme3 });
    expect(variable('--app-primary')).toBe(PRESET_PALETTE.theme3.light.fill);
    expect(variable('--app-primary-text')).toBe(PRESET_PALETTE.theme3.light.text);
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);

    applyTheme({ ...DEFAULT_THEME_CONFIG, presetColor: PresetColor.Theme3, navType: NavType.Dark });
    expect(variable('--app-primary')).toBe(PRESET_PALETTE.theme3.dark.fill);
    expect(variable('--app-primary-text')).toBe(PRESET_PALETTE.theme3.dark.text);
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
  });

  it('sets the font and the radius the config names', () => {
    applyTheme({ ...DEFAULT_THEME_CONFIG, fontFamily: FontFamily.Poppins, borderRadius: 14 });
    expect(variable('--app-font')).toContain('Poppins');
    expect(variable('--app-radius')).toBe('14px');
  });

  it.each([
    [true, 'filled'],
    [false, 'outlined'],
  ])('marks the inputs filled or outlined (outlinedFilled %s: %s)', (outlinedFilled, style) => {
    applyTheme({ ...DEFAULT_THEME_CONFIG, outlinedFilled });
    expect(html().getAttribute(INPUT_STYLE_ATTRIBUTE)).toBe(style);
  });

  it('lays the page out in the direction given', () => {
    applyDirection('rtl');
    expect(html().getAttribute('dir')).toBe('rtl');
    applyDirection('ltr');
    expect(html().getAttribute('dir')).toBe('ltr');
  });
});
