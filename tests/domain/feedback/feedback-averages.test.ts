import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answersBehind,
  averagesBySubject,
  type RatedFeedback,
} from '../../../src/domain/feedback/feedback-averages';
import { ratingSummary } from '../../../src/domain/feedback/rating-summary';

const rating = fc.integer({ min: 1, max: 5 });
/** Feedbacks about subjects 1–4, each answering some of questions 1–6 once. */
const feedbacks = fc.array(
  fc.record({
    subjectId: fc.integer({ min: 1, max: 4 }),
    rating,
    answers: fc
      .uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 })
      .chain((ids) => fc.tuple(...ids.map((id) => rating.map((r) => ({ questionId: id, rating: r }))))),
  }),
  { maxLength: 80 },
) as fc.Arbitrary<RatedFeedback[]>;

describe('averagesBySubject', () => {
  it('summarises each subject overall and per question', () => {
    const result = averagesBySubject([
      { subjectId: 7, rating: 5, answers: [{ questionId: 1, rating: 4 }] },
      { subjectId: 2, rating: 2, answers: [] },
      {
        subjectId: 7,
        rating: 4,
        answers: [
          { questionId: 1, rating: 5 },
          { questionId: 3, rating: 3 },
        ],
      },
    ]);
    expect(result.map((s) => [s.subjectId, s.overall, [...s.questions]])).toEqual([
      [2, { count: 1, average: 2 }, []],
      [
        7,
        { count: 2, average: 4.5 },
        [
          [1, { count: 2, average: 4.5 }],
          [3, { count: 1, average: 3 }],
        ],
      ],
    ]);
  });

  it('counts every feedback once, in its own subject, subjects ascending (property)', () => {
    fc.assert(
      fc.property(feedbacks, (list) => {
        const result = averagesBySubject(list);
        expect(result.reduce((n, s) => n + s.overall.count, 0)).toBe(list.length);
        expect(result.map((s) => s.subjectId)).toEqual(
          [...new Set(list.map((f) => f.subjectId))].sort((a, b) => a - b),
        );
        for (const subject of result) {
          expect(subject.overall).toEqual(
            ratingSummary(list.filter((f) => f.subjectId === subject.subjectId).map((f) => f.rating)),
          );
        }
      }),
    );
  });

  it('gives each question the mean of exactly the answers behind it (property)', () => {
    fc.assert(
      fc.property(feedbacks, (list) => {
        for (const subject of averagesBySubject(list)) {
          const mine = list.filter((f) => f.subjectId === subject.subjectId);
          expect(answersBehind(mine, null).map((a) => a.rating)).toEqual(mine.map((f) => f.rating));
          for (const [questionId, summary] of subject.questions) {
            const behind = answersBehind(mine, questionId);
            expect(ratingSummary(behind.map((a) => a.rating))).toEqual(summary);
            expect(behind.every((a) => a.feedback.answers.some((x) => x.questionId === questionId))).toBe(
              true,
            );
          }
          // A question nobody answered has no average and nothing behind it.
          for (let q = 1; q <= 6; q++) {
            if (!subject.questions.has(q)) expect(answersBehind(mine, q)).toEqual([]);
          }
        }
      }),
    );
  });
});
