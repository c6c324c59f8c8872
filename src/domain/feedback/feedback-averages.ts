import { ratingsByQuestion, ratingSummary, type QuestionAnswer, type RatingSummary } from './rating-summary';

/** One feedback as the averages read it: whom it is about, its overall rating and its answers. */
export interface RatedFeedback {
  /** The doctor's or the department's id, whichever the averages are grouped by. */
  readonly subjectId: number;
  readonly rating: number;
  readonly answers: readonly QuestionAnswer[];
}

/** One doctor's or department's feedbacks summarised: overall and per question. */
export interface SubjectAverages {
  readonly subjectId: number;
  /** The feedbacks' overall ratings. */
  readonly overall: RatingSummary;
  /** Each answered question's ratings, by question id (ascending). */
  readonly questions: ReadonlyMap<number, RatingSummary>;
}

/**
 * The feedbacks grouped by subject, each group's overall and per-question count and mean, by the
 * rule of `ratingSummary` (whole ratings 1 to 5, mean to two decimals). Subjects in ascending id;
 * a subject appears only with at least one feedback. The server's averages and the drill-down
 * screen's come from this one function, so an average and the answers behind it always agree.
 */
export function averagesBySubject(feedbacks: readonly RatedFeedback[]): SubjectAverages[] {
  const bySubject = new Map<number, RatedFeedback[]>();
  for (const feedback of feedbacks) {
    const group = bySubject.get(feedback.subjectId);
    if (group === undefined) bySubject.set(feedback.subjectId, [feedback]);
    else group.push(feedback);
  }
  return [...bySubject.entries()]
    .sort(([a], [b]) => a - b)
    .map(([subjectId, group]) => ({
      subjectId,
      overall: ratingSummary(group.map((f) => f.rating)),
      questions: ratingsByQuestion(group.flatMap((f) => f.answers)),
    }));
}

/**
 * The feedbacks behind an average: every one for the overall mean (`questionId` null), else those
 * that answered that question, with the rating each gave it. Their ratings, summarised, are the
 * average they are behind.
 */
export function answersBehind<T extends Omit<RatedFeedback, 'subjectId'>>(
  feedbacks: readonly T[],
  questionId: number | null,
): { readonly feedback: T; readonly rating: number }[] {
  const out: { feedback: T; rating: number }[] = [];
  for (const feedback of feedbacks) {
    if (questionId === null) {
      out.push({ feedback, rating: feedback.rating });
      continue;
    }
    const answer = feedback.answers.find((a) => a.questionId === questionId);
    if (answer !== undefined) out.push({ feedback, rating: answer.rating });
  }
  return out;
}
