/** Ratings run from 1 to 5 (the feedbacks' and answers' check in the database). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** How many ratings there are and their mean; no mean without a rating. */
export interface RatingSummary {
  readonly count: number;
  readonly average: number | null;
}

const isRating = (rating: number) => Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING;

/**
 * The count and mean of the ratings, rounded to two decimals (what a screen shows to one, and a
 * wire carries without float noise). A value outside 1 to 5 or not whole is not a rating and is
 * not counted.
 */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter(isRating);
  if (valid.length === 0) return { count: 0, average: null };
  const sum = valid.reduce((total, rating) => total + rating, 0);
  return { count: valid.length, average: Math.round((sum / valid.length) * 100) / 100 };
}

/** One answer of a feedback: the rating a patient gave one question. */
export interface QuestionAnswer {
  readonly questionId: number;
  readonly rating: number;
}

/** Each question's ratings summarised, for the questions that were answered, by question id. */
export function ratingsByQuestion(answers: readonly QuestionAnswer[]): ReadonlyMap<number, RatingSummary> {
  const byQuestion = new Map<number, number[]>();
  for (const { questionId, rating } of answers) {
    const ratings = byQuestion.get(questionId);
    if (ratings === undefined) byQuestion.set(questionId, [rating]);
    else ratings.push(rating);
  }
  return new Map(
    [...byQuestion.entries()]
      .sort(([a], [b]) => a - b)
      .map(([questionId, ratings]) => [questionId, ratingSummary(ratings)] as const)
      .filter(([, summary]) => summary.count > 0),
  );
}
