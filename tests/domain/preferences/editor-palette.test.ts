import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { EDITOR_PALETTE } from '../../../src/domain/preferences/editor-palette';

describe('the rich-text editor palette (000 §9)', () => {
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
