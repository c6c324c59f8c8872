import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationKey, foldedLookup } from '../../../src/domain/content/destination-key';

/** The rule written the obvious way: drop `\s`, lower A to Z. */
const naiveKey = (name: string) => name.replace(/\s/g, '').replace(/[A-Z]/g, (c) => c.toLowerCase());

const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u202f',
  '\u3000',
  '\ufeff',
];
const name = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.oneof(fc.constantFrom(...WHITESPACE), fc.constantFrom('a', 'B', 'c', 'K', 'k', '\u212a', 'İ', 'é')),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join('')),
);

const ENTRIES = [
  ['Home Page', 0],
  ['Ward Vip Rooms', 16],
  ['HDU', 19],
  ['HDU Top', 20],
] as const;

describe('destination names compared with spaces removed', () => {
  it.each([
    ['Home Page', 'homepage'],
    [' Ward\tVip  Rooms ', 'wardviprooms'],
    ['NICU Top', 'nicutop'],
    ['\u00a0HDU\u3000', 'hdu'],
    ['Çay', 'Çay'],
  ])('folds %j to %j', (input, key) => {
    expect(destinationKey(input)).toBe(key);
  });

  it.each([
    ['HomePage', 0],
    ['home page', 0],
    ['WARD VIP ROOMS', 16],
    ['hdu top', 20],
    ['HDUTop', 20],
    ['HDU', 19],
    ['HDU To', undefined],
    ['Home Pages', undefined],
    ['', undefined],
  ])('looks %j up as %j', (input, value) => {
    expect(foldedLookup(ENTRIES).get(input)).toBe(value);
  });

  it('tells apart two names whose hashes collide', () => {
    // 'yaczf' and 'glbpp' share a 32-bit FNV-1a hash, so only the in-place comparison separates them.
    expect(foldedLookup([['yaczf', 1]]).get('glbpp')).toBeUndefined();
    expect(foldedLookup([['yaczf', 1]]).get('G L B P P')).toBeUndefined();
    const both = foldedLookup([
      ['yaczf', 1],
      ['glbpp', 2],
    ]);
    expect([both.get('Y A C Z F'), both.get('G L B P P')]).toEqual([1, 2]);
  });

  it('removes every whitespace character and lowers A to Z, leaving every other character as is', () => {
    fc.assert(
      fc.property(name, (n) => {
        expect(destinationKey(n)).toBe(naiveKey(n));
      }),
    );
  });

  it('finds a name exactly when its folded form is that of an entry', () => {
    const entries = fc.array(fc.tuple(name, fc.nat()), { maxLength: 8 });
    fc.assert(
      fc.property(entries, name, (list, probe) => {
        // Naive oracle: scan the entries, the last with the same folded name wins.
        let expected: number | undefined;
        for (const [n, v] of list) if (naiveKey(n) === naiveKey(probe)) expected = v;
        expect(foldedLookup(list).get(probe)).toBe(expected);
      }),
    );
  });

  it('finds every entry however its whitespace and capitals are rewritten', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENTRIES),
        fc.array(fc.tuple(fc.constantFrom('', ' ', '\t', '\u00a0'), fc.boolean()), {
          minLength: 20,
          maxLength: 20,
        }),
        ([entryName, value], edits) => {
          const rewritten = [...entryName.replace(/ /g, '')]
            .map((ch, i) => (edits[i]?.[0] ?? '') + (edits[i]?.[1] ? ch.toUpperCase() : ch.toLowerCase()))
            .join('');
          expect(foldedLookup(ENTRIES).get(rewritten)).toBe(value);
        },
      ),
    );
  });
});
