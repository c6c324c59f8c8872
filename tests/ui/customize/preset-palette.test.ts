import { describe, expect, it } from 'vitest';
import { PresetColor } from '../../../src/domain/preferences/theme-config';
import { PRESET_PALETTE } from '../../../src/ui/theme/preset-palette';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
/** Blueprint's light page and surface, and its dark page, card and deepest surface. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f6f7f9'];
const DARK_BACKGROUNDS = ['#252a31', '#2f343c', '#1c2127'];
const AA = 4.5;

const presets = Object.values(PresetColor);

describe('the preset palette', () => {
  it.each(presets)('%s: white text on a filled primary control reads at AA in both modes', (preset) => {
    const { light, dark } = PRESET_PALETTE[preset];
    expect(contrast(WHITE, light.fill)).toBeGreaterThanOrEqual(AA);
    expect(contrast(WHITE, dark.fill)).toBeGreaterThanOrEqual(AA);
  });

  it.each(presets)('%s: primary text reads at AA on every light and dark background', (preset) => {
    const { light, dark } = PRESET_PALETTE[preset];
    for (const background of LIGHT_BACKGROUNDS)
      expect(contrast(light.text, background)).toBeGreaterThanOrEqual(AA);
    for (const background of DARK_BACKGROUNDS)
      expect(contrast(dark.text, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(presets)('%s: white text on the accent reads at AA', (preset) => {
    expect(contrast(WHITE, PRESET_PALETTE[preset].accent)).toBeGreaterThanOrEqual(AA);
  });

  it('gives every preset a swatch of its own', () => {
    const swatches = presets.map((preset) => JSON.stringify(PRESET_PALETTE[preset].swatch));
    expect(new Set(swatches).size).toBe(presets.length);
  });
});
