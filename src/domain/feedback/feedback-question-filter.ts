import { containsIgnoringCase } from '../patients/ignoring-case';
import type { FeedbackQuestion } from './feedback-question';

/**
 * Keeps the questions whose name contains the typed text, ignoring case, in their original order.
 * An empty text keeps every question. For the questions screen over a large list,
 * `searchFeedbackQuestions` gives the same answer, grouped, from an index built once.
 */
export function filterFeedbackQuestions<T extends Pick<FeedbackQuestion, 'name'>>(
  questions: readonly T[],
  text: string,
): T[] {
  if (text === '') return questions.slice();
  const needle = text.toLowerCase();
  const out: T[] = [];
  for (const question of questions) {
    if (containsIgnoringCase(question.name, needle)) out.push(question);
  }
  return out;
}
