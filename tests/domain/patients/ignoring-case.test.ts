import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsIgnoringCase,
  equalsIgnoringCase,
  foldCodeUnit,
} from '../../../src/domain/patients/ignoring-case';

describe('code unit folding', () => {
  it('folds every code unit it knows exactly as toLowerCase does', () => {
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const folded = foldCodeUnit(code);
      if (folded !== -1 && String.fromCharCode(code).toLowerCase() !== String.fromCharCode(folded))
        wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Latin capitals', 'A', 'a'],
    ['Latin-1 capitals', 'É', 'é'],
    ['the multiplication sign is no letter', '×', '×'],
    ['sharp s stays', 'ß', 'ß'],
    ['Arabic-script letters have no case', 'ڕ', 'ڕ'],
    ['the zero-width non-joiner', '\u200c', '\u200c'],
  ])('%s', (_case, unit, lower) => {
    expect(foldCodeUnit(unit.charCodeAt(0))).toBe(lower.charCodeAt(0));
  });

  it.each([
    ['dotted capital I expands to two units', 'İ'],
    ['capital sigma depends on its neighbours', 'Σ'],
    ['Latin Extended-A is left to toLowerCase', 'Ş'],
    ['a surrogate half', '\ud801'],
  ])('leaves to toLowerCase: %s', (_case, unit) => {
    expect(foldCodeUnit(unit.charCodeAt(0))).toBe(-1);
  });
});

// Folded units, units left to toLowerCase (İ, Σ, Ş, an astral capital) and their lowercase forms.
const UNIT = fc.constantFrom(
  'a',
  'A',
  'b',
  'É',
  'é',
  'ع',
  'ڕ',
  ' ',
  'İ',
  'i',
  '\u0307',
  'Σ',
  'σ',
  'ς',
  'Ş',
  'ş',
  '𐐀',
  '𐐨',
);
const textArb = fc.string({ unit: UNIT, maxLength: 8 });
const needleArb = fc.string({ unit: UNIT, maxLength: 3 }).map((s) => s.toLowerCase());
// Without sigma: a capital sigma lowercases to σ or ς depending on its neighbours, so a typed
// needle holding one is not always found in a text where its neighbours differ.
const TYPED_UNIT = fc.constantFrom('a', 'A', 'b', 'É', 'é', 'ع', 'ڕ', ' ', 'İ', 'i', 'Ş', 'ş', '𐐀', '𐐨');

describe('contains ignoring case', () => {
  it('answers exactly as lowercasing the text and searching it would', () => {
    fc.assert(
      fc.property(textArb, needleArb, (text, needle) => {
        expect(containsIgnoringCase(text, needle)).toBe(text.toLowerCase().includes(needle));
      }),
    );
  });

  it('finds a needle placed anywhere in the text, whatever its case', () => {
    fc.assert(
      fc.property(
        textArb,
        textArb,
        fc.string({ unit: TYPED_UNIT, minLength: 1, maxLength: 3 }),
        (before, after, typed) => {
          expect(
            containsIgnoringCase(before + typed.toUpperCase() + after, typed.toUpperCase().toLowerCase()),
          ).toBe(true);
        },
      ),
    );
  });

  it.each([
    ['Hawre ALI', 'ali', true],
    ['Hawre ALI', 'ali ', false],
    ['ئاراس عومەر', 'عومەر', true],
    ['', '', true],
    ['', 'a', false],
    ['ŞIRIN', 'şirin', true],
    ['aİ', 'i\u0307', true],
    ['ΟΔΥΣΣΕΥΣ', 'οδυσσευς', true],
  ])('%j contains %j: %s', (text, needle, expected) => {
    expect(containsIgnoringCase(text, needle)).toBe(expected);
  });
});

const EQUALS_UNIT = fc.constantFrom(
  'a',
  'A',
  'e',
  'É',
  'é',
  'ع',
  ' ',
  'İ',
  'i',
  '\u0307',
  'Σ',
  'σ',
  'ς',
  'Ş',
  'ş',
  '𐐀',
  '𐐨',
);
const shortTextArb = fc.string({ unit: EQUALS_UNIT, maxLength: 5 });

describe('equals ignoring case', () => {
  it('answers exactly as comparing the lowercased text would', () => {
    fc.assert(
      fc.property(shortTextArb, shortTextArb, (text, other) => {
        const needle = other.toLowerCase();
        expect(equalsIgnoringCase(text, needle)).toBe(text.toLowerCase() === needle);
      }),
    );
  });

  it('finds a text equal to itself written in any case', () => {
    fc.assert(
      fc.property(shortTextArb, (text) => {
        expect(equalsIgnoringCase(text.toUpperCase(), text.toUpperCase().toLowerCase())).toBe(true);
        expect(equalsIgnoringCase(text, text.toLowerCase())).toBe(true);
      }),
    );
  });

  it.each([
    ['Female', 'female', true],
    ['FEMALE', 'male', false],
    ['Male', 'male ', false],
    ['Male ', 'male', false],
    ['', '', true],
    ['İ', 'i\u0307', true],
    ['ŞEN', 'şen', true],
  ])('%j equals %j: %s', (text, needle, expected) => {
    expect(equalsIgnoringCase(text, needle)).toBe(expected);
  });
});
