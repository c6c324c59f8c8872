import type { DoctorId } from '../doctors/doctor-id';
import type { DepartmentId } from './department-id';
import type { FeedbackQuestion } from './feedback-question';
import type { QuestionGroup } from './feedback-question-groups';

type IndexedFields = Pick<FeedbackQuestion, 'name' | 'doctorId' | 'departmentId'>;

/** Each distinct key numbered in order of first appearance; `ordinals[i]` is question i's key, or -1. */
interface KeyOrdinals<K> {
  readonly keys: readonly K[];
  readonly ordinals: Int32Array;
}

/**
 * The feedback question list prepared once when it loads: names lowercased, doctors and departments
 * numbered. A keystroke then filters and groups without reading any question's fields or hashing
 * any id: the screen always shows the filtered questions grouped both ways. Build it again whenever
 * the list changes.
 */
export interface FeedbackQuestionIndex<T extends IndexedFields> {
  readonly questions: readonly T[];
  readonly lowerNames: readonly string[];
  readonly doctors: KeyOrdinals<DoctorId>;
  readonly departments: KeyOrdinals<DepartmentId>;
}

/** What the feedback questions screen shows for one filter text. */
export interface FeedbackQuestionSearch<T> {
  /** Exactly `filterFeedbackQuestions(questions, text)`. */
  readonly questions: T[];
  /** Exactly `groupQuestionsByDoctor` of those questions. */
  readonly byDoctor: QuestionGroup<DoctorId, T>[];
  /** Exactly `groupQuestionsByDepartment` of those questions. */
  readonly byDepartment: QuestionGroup<DepartmentId, T>[];
}

/** Numbers the distinct keys in order of first appearance, as questions are fed in row order. */
class KeyNumbering<K> {
  readonly keys: K[] = [];
  readonly ordinals: Int32Array;
  private readonly numbers = new Map<K, number>();

  constructor(rows: number) {
    this.ordinals = new Int32Array(rows);
  }

  set(row: number, key: K | undefined): void {
    if (key === undefined) {
      this.ordinals[row] = -1;
      return;
    }
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.keys.length;
      this.keys.push(key);
      this.numbers.set(key, n);
    }
    this.ordinals[row] = n;
  }
}

/** Prepares a loaded question list for `searchFeedbackQuestions`, reading each question once. */
export function indexFeedbackQuestions<T extends IndexedFields>(
  questions: readonly T[],
): FeedbackQuestionIndex<T> {
  const lowerNames = new Array<string>(questions.length);
  const doctors = new KeyNumbering<DoctorId>(questions.length);
  const departments = new KeyNumbering<DepartmentId>(questions.length);
  for (let i = 0; i < questions.length; i++) {
    const question = questions[i]!;
    lowerNames[i] = question.name.toLowerCase();
    doctors.set(i, question.doctorId);
    departments.set(i, question.departmentId);
  }
  return { questions, lowerNames, doctors, departments };
}

/** Collects kept questions into the groups of their key, groups in order of first appearance. */
class Grouper<K, T> {
  private readonly members: (T[] | undefined)[];
  private readonly order: number[] = [];

  constructor(private readonly numbering: KeyOrdinals<K>) {
    this.members = new Array<T[] | undefined>(numbering.keys.length);
  }

  add(row: number, question: T): void {
    const n = this.numbering.ordinals[row]!;
    if (n === -1) return;
    const group = this.members[n];
    if (group !== undefined) {
      group.push(question);
    } else {
      this.members[n] = [question];
      this.order.push(n);
    }
  }

  groups(): QuestionGroup<K, T>[] {
    return this.order.map((n) => ({ key: this.numbering.keys[n]!, questions: this.members[n]! }));
  }
}

/**
 * The questions whose name contains `text` ignoring case, and the same questions grouped by
 * doctor and by department: the result of filtering then grouping, in one pass over the index.
 */
export function searchFeedbackQuestions<T extends IndexedFields>(
  index: FeedbackQuestionIndex<T>,
  text: string,
): FeedbackQuestionSearch<T> {
  const { questions, lowerNames } = index;
  const needle = text.toLowerCase();
  const kept: T[] = [];
  const byDoctor = new Grouper<DoctorId, T>(index.doctors);
  const byDepartment = new Grouper<DepartmentId, T>(index.departments);
  for (let i = 0; i < lowerNames.length; i++) {
    if (!lowerNames[i]!.includes(needle)) continue;
    const question = questions[i]!;
    kept.push(question);
    byDoctor.add(i, question);
    byDepartment.add(i, question);
  }
  return { questions: kept, byDoctor: byDoctor.groups(), byDepartment: byDepartment.groups() };
}
