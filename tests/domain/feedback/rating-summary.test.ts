import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingsByQuestion, ratingSummary } from '../../../src/domain/feedback/rating-summary';

describe('ratingSummary', () => {
  it('counts the ratings and gives their mean to two decimals', () => {
    expect(ratingSummary([5, 4, 4])).toEqual({ count: 3, average: 4.33 });
    expect(ratingSummary([])).toEqual({ count: 0, average: null });
  });

  it('counts only whole ratings from 1 to 5', () => {
    expect(ratingSummary([0, 6, 2.5, Number.NaN, 3])).toEqual({ count: 1, average: 3 });
  });

  it('gives a mean between the lowest and highest rating, within half a hundredth of the exact one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const { count, average } = ratingSummary(ratings);
        expect(count).toBe(ratings.length);
        const exact = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs((average ?? 0) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
      }),
    );
  });
});

describe('ratingsByQuestion', () => {
  it('summarises each answered question, by id', () => {
    const summary = ratingsByQuestion([
      { questionId: 9, rating: 2 },
      { questionId: 3, rating: 5 },
      { questionId: 9, rating: 4 },
    ]);
    expect([...summary.entries()]).toEqual([
      [3, { count: 1, average: 5 }],
      [9, { count: 2, average: 3 }],
    ]);
  });

  it('counts every valid answer once, under its own question (property)', () => {
    const answer = fc.record({
      questionId: fc.integer({ min: 1, max: 6 }),
      rating: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 100 }), (answers) => {
        const summary = ratingsByQuestion(answers);
        const valid = answers.filter((a) => a.rating >= 1 && a.rating <= 5);
        expect([...summary.values()].reduce((n, s) => n + s.count, 0)).toBe(valid.length);
        for (const [questionId, { count }] of summary) {
          expect(count).toBe(valid.filter((a) => a.questionId === questionId).length);
        }
        expect([...summary.keys()]).toEqual(
          [...new Set(valid.map((a) => a.questionId))].sort((a, b) => a - b),
        );
      }),
    );
  });
});
