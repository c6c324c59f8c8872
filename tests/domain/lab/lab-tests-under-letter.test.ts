import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLabAlphabetIndex } from '../../../src/domain/lab/lab-alphabet-index';
import { labIndexLetter } from '../../../src/domain/lab/lab-index-letter';
import { labTestsUnderLetter } from '../../../src/domain/lab/lab-tests-under-letter';
import type { LabTestProfile } from '../../../src/domain/lab/lab-test-profile';
import { naiveLetter, profilesArb } from './arbitraries';

const letterArb = fc.constantFrom('A', 'B', 'C', 'É', 'ت', '1', 'SS', '𝔸', 'a', '');
const named = (...names: string[]) => names.map((appearanceName) => ({ appearanceName }));

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('lab tests under a letter', () => {
  it('lists exactly the tests whose name, spaces removed, starts with the letter once uppercased', () => {
    fc.assert(
      fc.property(profilesArb, letterArb, (profiles, letter) => {
        const expected = profiles.filter((p) => naiveLetter(p.appearanceName) === letter);
        expect(labTestsUnderLetter(profiles, letter)).toEqual(expected);
      }),
    );
  });

  it('files every test with a name under exactly one letter: the index letters or the dropped one', () => {
    fc.assert(
      fc.property(profilesArb, (profiles) => {
        const letters = new Set(
          profiles.map((p) => labIndexLetter(p.appearanceName)).filter((l) => l !== undefined),
        );
        expect(buildLabAlphabetIndex(profiles).every((letter) => letters.has(letter))).toBe(true);
        const count = new Map<LabTestProfile, number>();
        for (const letter of letters) {
          for (const p of labTestsUnderLetter(profiles, letter)) count.set(p, (count.get(p) ?? 0) + 1);
        }
        for (const p of profiles) {
          expect(count.get(p)).toBe(labIndexLetter(p.appearanceName) === undefined ? undefined : 1);
        }
      }),
    );
  });

  it('keeps the tests in their original order', () => {
    fc.assert(
      fc.property(profilesArb, letterArb, (profiles, letter) => {
        expect(isSubsequence(labTestsUnderLetter(profiles, letter), profiles)).toBe(true);
      }),
    );
  });

  const tests = named('Albumin', ' alkaline phosphatase', 'CBC', '', 'ALT', 'تحليل', '  ', 'Tsh');
  it.each<[string, string[]]>([
    ['A', ['Albumin', ' alkaline phosphatase', 'ALT']],
    ['C', ['CBC']],
    ['T', ['Tsh']],
    ['ت', ['تحليل']],
    ['a', []],
    ['', []],
    ['Z', []],
  ])('letter %j lists %j', (letter, names) => {
    expect(labTestsUnderLetter(tests, letter).map((t) => t.appearanceName)).toEqual(names);
  });
});
