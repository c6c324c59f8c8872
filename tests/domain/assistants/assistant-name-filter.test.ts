import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterAssistantsByName,
  indexAssistantNames,
} from '../../../src/domain/assistants/assistant-name-filter';
import { searchTextIndex } from '../../../src/domain/patients/text-index';
import type { DoctorAssistant } from '../../../src/domain/assistants/doctor-assistant';

const UNIT = fc.constantFrom('a', 'A', 'n', 'N', 'ö', 'Ö', 'ر', ' ');
const assistantArb: fc.Arbitrary<DoctorAssistant> = fc.record({
  fullName: fc.string({ unit: UNIT, maxLength: 8 }),
});
const rowsArb = fc.array(assistantArb, { maxLength: 40 });
const textArb = fc.string({ unit: UNIT, maxLength: 3 });

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('doctor-assistant name filter', () => {
  it('keeps exactly the assistants whose full name contains the text, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const expected = rows.filter((r) => r.fullName.toLowerCase().includes(text.toLowerCase()));
        expect(filterAssistantsByName(rows, text)).toEqual(expected);
      }),
    );
  });

  it('finds the same assistants whichever case the text is typed in', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const result = filterAssistantsByName(rows, text);
        expect(filterAssistantsByName(rows, text.toUpperCase())).toEqual(result);
        expect(filterAssistantsByName(rows, text.toLowerCase())).toEqual(result);
      }),
    );
  });

  it('keeps every assistant whose full name contains the text as typed', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const kept = new Set(filterAssistantsByName(rows, text));
        for (const row of rows) if (row.fullName.includes(text)) expect(kept.has(row)).toBe(true);
      }),
    );
  });

  it('searches an indexed list exactly as the per-call filter', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        expect(searchTextIndex(indexAssistantNames(rows), text)).toEqual(filterAssistantsByName(rows, text));
      }),
    );
  });

  it('keeps every assistant when the text is empty', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(filterAssistantsByName(rows, '')).toEqual(rows);
      }),
    );
  });

  it('keeps the assistants in their original order', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        expect(isSubsequence(filterAssistantsByName(rows, text), rows)).toBe(true);
      }),
    );
  });

  const assistants: DoctorAssistant[] = [
    { fullName: 'Shilan Omer' },
    { fullName: 'Rawand OMAR' },
    { fullName: 'Dilan Aziz' },
    { fullName: 'ئاراس عومەر' },
  ];
  it.each<[string, string[]]>([
    ['om', ['Shilan Omer', 'Rawand OMAR']],
    ['LAN', ['Shilan Omer', 'Dilan Aziz']],
    ['n a', ['Dilan Aziz']],
    ['عومەر', ['ئاراس عومەر']],
    ['zz', []],
    ['', ['Shilan Omer', 'Rawand OMAR', 'Dilan Aziz', 'ئاراس عومەر']],
  ])('text %j keeps %j', (text, names) => {
    expect(filterAssistantsByName(assistants, text).map((a) => a.fullName)).toEqual(names);
  });
});
