import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTextIndex, searchTextIndex } from '../../../src/domain/patients/text-index';

// Includes units whose lowercase is longer (İ) or depends on neighbours (Σ).
const UNIT = fc.constantFrom('a', 'A', 'b', 'É', 'é', 'ع', ' ', 'İ', 'i', '\u0307', 'Σ', 'σ', 'ς', '𐐀', '𐐨');
const rowsArb = fc.array(fc.record({ label: fc.string({ unit: UNIT, maxLength: 8 }) }), { maxLength: 30 });
const textArb = fc.string({ unit: UNIT, maxLength: 3 });
const labelOf = (row: { label: string }) => row.label;

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('text index', () => {
  it('finds exactly the rows whose text contains the typed text, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const expected = rows.filter((r) => r.label.toLowerCase().includes(text.toLowerCase()));
        expect(searchTextIndex(buildTextIndex(rows, labelOf), text)).toEqual(expected);
      }),
    );
  });

  it('keeps one lowercased key per row, in row order', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(buildTextIndex(rows, labelOf).keys).toEqual(rows.map((r) => r.label.toLowerCase()));
      }),
    );
  });

  it('keeps every row when the text is empty', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(searchTextIndex(buildTextIndex(rows, labelOf), '')).toEqual(rows);
      }),
    );
  });

  it('keeps the rows in their original order', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        expect(isSubsequence(searchTextIndex(buildTextIndex(rows, labelOf), text), rows)).toBe(true);
      }),
    );
  });

  it.each<[string, string[]]>([
    ['ALI', ['Hawre Ali', 'ALI']],
    ['عومەر', ['ئاراس عومەر']],
    ['', ['Hawre Ali', 'ئاراس عومەر', 'ALI', 'Sara']],
    ['x', []],
  ])('text %j finds %j', (text, labels) => {
    const index = buildTextIndex(
      ['Hawre Ali', 'ئاراس عومەر', 'ALI', 'Sara'].map((label) => ({ label })),
      labelOf,
    );
    expect(searchTextIndex(index, text).map(labelOf)).toEqual(labels);
  });
});
