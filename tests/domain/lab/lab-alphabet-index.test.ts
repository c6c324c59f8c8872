import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLabAlphabetIndex } from '../../../src/domain/lab/lab-alphabet-index';
import { labIndexLetter } from '../../../src/domain/lab/lab-index-letter';
import { naiveLetter, profilesArb, SPACES } from './arbitraries';

const named = (...names: string[]) => names.map((appearanceName) => ({ appearanceName }));

describe('lab alphabet index', () => {
  it('is the first letters of the names, spaces removed, uppercased, de-duplicated, sorted, first entry dropped', () => {
    fc.assert(
      fc.property(profilesArb, (profiles) => {
        const letters = new Set<string>();
        for (const p of profiles) {
          const letter = naiveLetter(p.appearanceName);
          if (letter !== undefined) letters.add(letter);
        }
        expect(buildLabAlphabetIndex(profiles)).toEqual([...letters].sort().slice(1));
      }),
    );
  });

  it('lists its letters in strictly increasing code-unit order', () => {
    fc.assert(
      fc.property(profilesArb, (profiles) => {
        const index = buildLabAlphabetIndex(profiles);
        for (let i = 1; i < index.length; i++) expect(index[i - 1]! < index[i]!).toBe(true);
      }),
    );
  });

  it('drops exactly one letter, the smallest, when any name has a letter', () => {
    fc.assert(
      fc.property(profilesArb, (profiles) => {
        const all = new Set(
          profiles.map((p) => labIndexLetter(p.appearanceName)).filter((l) => l !== undefined),
        );
        const index = buildLabAlphabetIndex(profiles);
        const dropped = [...all].filter((letter) => !index.includes(letter));
        expect(index.every((letter) => all.has(letter))).toBe(true);
        expect(dropped.length).toBe(all.size === 0 ? 0 : 1);
        for (const letter of index) expect(dropped.every((d) => d < letter)).toBe(true);
      }),
    );
  });

  it('does not change when spaces are added anywhere in a name', () => {
    fc.assert(
      fc.property(
        profilesArb,
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...SPACES),
        (profiles, which, at, space) => {
          fc.pre(profiles.length > 0);
          const i = which % profiles.length;
          const name = profiles[i]!.appearanceName;
          const cut = at % (name.length + 1);
          // Never split a surrogate pair: the astral letter must stay one character.
          fc.pre(cut === 0 || cut === name.length || !/[\uDC00-\uDFFF]/.test(name[cut]!));
          const spaced = profiles.with(i, { appearanceName: name.slice(0, cut) + space + name.slice(cut) });
          expect(buildLabAlphabetIndex(spaced)).toEqual(buildLabAlphabetIndex(profiles));
        },
      ),
    );
  });

  it('does not depend on the order of the names', () => {
    fc.assert(
      fc.property(
        profilesArb.chain((ps) =>
          fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length })),
        ),
        ([profiles, shuffled]) => {
          expect(buildLabAlphabetIndex(shuffled)).toEqual(buildLabAlphabetIndex(profiles));
        },
      ),
    );
  });

  it('takes no letter from a name that is empty or only spaces', () => {
    fc.assert(
      fc.property(
        profilesArb,
        fc.array(fc.string({ unit: fc.constantFrom(...SPACES), maxLength: 3 })),
        (profiles, blanks) => {
          const withBlanks = [...profiles, ...named(...blanks)];
          expect(buildLabAlphabetIndex(withBlanks)).toEqual(buildLabAlphabetIndex(profiles));
        },
      ),
    );
  });

  it.each<[string, string[], string[]]>([
    ['drops the first letter of the sorted list', ['Albumin', 'CBC', 'calcium', ' blood sugar'], ['B', 'C']],
    ['one letter in all leaves nothing', ['HIV', 'h b a1c', 'hba1c'], []],
    ['no tests, no index', [], []],
    ['empty and blank names contribute nothing', ['', '   ', '\u00a0', 'Zinc', 'Urea'], ['Z']],
    ['Latin sorts before Arabic script', ['تحليل', 'Urea', 'ferritin'], ['U', 'ت']],
    ['digits sort before letters and are dropped first', ['25-OH vitamin D', 'HbA1c', 'Iron'], ['H', 'I']],
    ['spaces inside the first word are removed', ['  x ray', 'Y', 'W'], ['X', 'Y']],
  ])('%s', (_case, names, expected) => {
    expect(buildLabAlphabetIndex(named(...names))).toEqual(expected);
  });
});
