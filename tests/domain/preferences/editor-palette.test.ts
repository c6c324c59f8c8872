import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  EDITOR_PALETTE,
  EDITOR_SWATCHES,
  paletteColour,
} from '../../../src/domain/preferences/editor-palette';

describe('the rich-text editor palette', () => {
  it('has 37 colours', () => {
    expect(EDITOR_PALETTE).toHaveLength(37);
  });

  it('holds only #rrggbb hex colours', () => {
    fc.assert(fc.property(fc.constantFrom(...EDITOR_PALETTE), (c) => /^#[0-9a-f]{6}$/.test(c)));
  });

  it('holds no colour twice', () => {
    expect(new Set(EDITOR_PALETTE.map((c) => c.toLowerCase())).size).toBe(EDITOR_PALETTE.length);
  });

  it.each(['#000000', '#ffffff'])('includes %s', (colour) => {
    expect(EDITOR_PALETTE).toContain(colour);
  });
});

describe('the palette’s spoken names', () => {
  it('names every colour, in the palette’s order', () => {
    expect(EDITOR_SWATCHES.map((s) => s.colour)).toEqual(EDITOR_PALETTE);
  });

  it('gives no two colours the same name', () => {
    const names = EDITOR_SWATCHES.map((s) => `${s.hue} ${s.shade}`);
    expect(new Set(names).size).toBe(37);
  });

  it.each([
    ['#000000', 'black', 'base'],
    ['#ffffff', 'white', 'base'],
    ['#e60000', 'red', 'base'],
    ['#ffebcc', 'orange', 'palest'],
    ['#003700', 'green', 'darkest'],
    ['#c285ff', 'purple', 'light'],
  ])('calls %s %s (%s)', (colour, hue, shade) => {
    expect(EDITOR_SWATCHES.find((s) => s.colour === colour)).toEqual({ colour, hue, shade });
  });
});

describe('a colour read as a palette colour', () => {
  it('accepts exactly the 37, in any case and with spaces around', () => {
    const hex = fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
      .map((d) => `#${d.join('')}`);
    fc.assert(
      fc.property(fc.oneof(hex, fc.constantFrom(...EDITOR_PALETTE)), fc.boolean(), (colour, upper) => {
        const typed = ` ${upper ? colour.toUpperCase() : colour} `;
        const read = paletteColour(typed);
        expect(read).toBe(EDITOR_PALETTE.includes(colour.toLowerCase()) ? colour.toLowerCase() : undefined);
      }),
    );
  });
});
