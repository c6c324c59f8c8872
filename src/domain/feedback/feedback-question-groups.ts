import type { DepartmentId } from './department-id';
import type { DoctorId } from '../doctors/doctor-id';
import type { FeedbackQuestion } from './feedback-question';

/** The questions that share one doctor or one department. */
export interface QuestionGroup<K, T> {
  readonly key: K;
  readonly questions: T[];
}

/**
 * Groups questions by a key, groups in the order their key first appears and questions in their
 * original order within a group. A question whose key is `undefined` belongs to no group: a
 * department question has no doctor, and the other grouping shows it.
 */
export function groupQuestionsBy<T, K>(
  questions: readonly T[],
  keyOf: (question: T) => K | undefined,
): QuestionGroup<K, T>[] {
  const groups: QuestionGroup<K, T>[] = [];
  const byKey = new Map<K, T[]>();
  for (const question of questions) {
    const key = keyOf(question);
    if (key === undefined) continue;
    const members = byKey.get(key);
    if (members !== undefined) {
      members.push(question);
    } else {
      const created = [question];
      byKey.set(key, created);
      groups.push({ key, questions: created });
    }
  }
  return groups;
}

const doctorOf = (question: Pick<FeedbackQuestion, 'doctorId'>) => question.doctorId;
const departmentOf = (question: Pick<FeedbackQuestion, 'departmentId'>) => question.departmentId;

/** The questions grouped by doctor; questions about no doctor are left out. */
export function groupQuestionsByDoctor<T extends Pick<FeedbackQuestion, 'doctorId'>>(
  questions: readonly T[],
): QuestionGroup<DoctorId, T>[] {
  return groupQuestionsBy(questions, doctorOf);
}

/** The questions grouped by department; questions about no department are left out. */
export function groupQuestionsByDepartment<T extends Pick<FeedbackQuestion, 'departmentId'>>(
  questions: readonly T[],
): QuestionGroup<DepartmentId, T>[] {
  return groupQuestionsBy(questions, departmentOf);
}
