import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { cardAlignFor, directionFor } from '../../../src/domain/preferences/direction';
import type { Language } from '../../../src/domain/preferences/language';

const languageArb = fc.constantFrom<Language>('ku', 'ar', 'en');

describe('writing direction', () => {
  it('is right-to-left for ku and ar', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('ku', 'ar'),
        fc.boolean(),
        (l, f) => directionFor(l, f) === 'rtl',
      ),
    );
  });

  it('is right-to-left when the layout flag is on', () => {
    fc.assert(fc.property(languageArb, (l) => directionFor(l, true) === 'rtl'));
  });

  it('is left-to-right for en with the layout flag off', () => {
    expect(directionFor('en', false)).toBe('ltr');
  });

  it('right-aligns cards in every non-English locale', () => {
    fc.assert(fc.property(languageArb, (l) => (cardAlignFor(l) === 'right') === (l !== 'en')));
  });

  it.each<[Language, boolean, string]>([
    ['en', false, 'ltr'],
    ['en', true, 'rtl'],
    ['ar', false, 'rtl'],
    ['ar', true, 'rtl'],
    ['ku', false, 'rtl'],
    ['ku', true, 'rtl'],
  ])('%s with rtlLayout %s is %s', (language, rtlLayout, expected) => {
    expect(directionFor(language, rtlLayout)).toBe(expected);
  });
});
