import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterFeedbackQuestions } from '../../../src/domain/feedback/feedback-question-filter';

const UNIT = fc.constantFrom('o', 'O', 'w', 'W', 'é', 'É', 'چ', ' ', '?');
const rowsArb = fc.array(fc.record({ name: fc.string({ unit: UNIT, maxLength: 8 }) }), { maxLength: 40 });
const textArb = fc.string({ unit: UNIT, maxLength: 3 });

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('feedback question filter', () => {
  it('keeps exactly the questions whose name contains the text, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const expected = rows.filter((r) => r.name.toLowerCase().includes(text.toLowerCase()));
        expect(filterFeedbackQuestions(rows, text)).toEqual(expected);
      }),
    );
  });

  it('finds the same questions whichever case the text is typed in', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        const result = filterFeedbackQuestions(rows, text);
        expect(filterFeedbackQuestions(rows, text.toUpperCase())).toEqual(result);
        expect(filterFeedbackQuestions(rows, text.toLowerCase())).toEqual(result);
      }),
    );
  });

  it('keeps every question when the text is empty', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(filterFeedbackQuestions(rows, '')).toEqual(rows);
      }),
    );
  });

  it('keeps the questions in their original order', () => {
    fc.assert(
      fc.property(rowsArb, textArb, (rows, text) => {
        expect(isSubsequence(filterFeedbackQuestions(rows, text), rows)).toBe(true);
      }),
    );
  });

  const questions = [
    { name: 'How was the WAITING time?' },
    { name: 'Was the doctor kind?' },
    { name: 'Would you come again?' },
    { name: 'ئایا چاوەڕوانی زۆر بوو؟' },
  ];
  it.each<[string, string[]]>([
    ['waiting', ['How was the WAITING time?']],
    ['WAS', ['How was the WAITING time?', 'Was the doctor kind?']],
    ['?', ['How was the WAITING time?', 'Was the doctor kind?', 'Would you come again?']],
    ['چاوەڕوانی', ['ئایا چاوەڕوانی زۆر بوو؟']],
    ['nurse', []],
  ])('text %j keeps %j', (text, names) => {
    expect(filterFeedbackQuestions(questions, text).map((q) => q.name)).toEqual(names);
  });
});
