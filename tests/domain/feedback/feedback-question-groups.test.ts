import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import type { DepartmentId } from '../../../src/domain/feedback/department-id';
import type { FeedbackQuestion, FeedbackQuestionId } from '../../../src/domain/feedback/feedback-question';
import {
  groupQuestionsByDepartment,
  groupQuestionsByDoctor,
  type QuestionGroup,
} from '../../../src/domain/feedback/feedback-question-groups';

const questionArb: fc.Arbitrary<FeedbackQuestion> = fc.record(
  {
    id: fc.string({ maxLength: 4 }).map((id) => id as FeedbackQuestionId),
    name: fc.string({ maxLength: 8 }),
    doctorId: fc.constantFrom('d1', 'd2', 'd3', '', undefined).map((id) => id as DoctorId | undefined),
    departmentId: fc.constantFrom('p1', 'p2', undefined).map((id) => id as DepartmentId | undefined),
  },
  { requiredKeys: ['id', 'name'] },
);
const questionsArb = fc.array(questionArb, { maxLength: 40 });

type Grouping = {
  readonly name: string;
  readonly group: (questions: readonly FeedbackQuestion[]) => QuestionGroup<string, FeedbackQuestion>[];
  readonly keyOf: (question: FeedbackQuestion) => string | undefined;
};
const GROUPINGS: Grouping[] = [
  { name: 'doctor', group: groupQuestionsByDoctor, keyOf: (q) => q.doctorId },
  { name: 'department', group: groupQuestionsByDepartment, keyOf: (q) => q.departmentId },
];

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe.each(GROUPINGS)('feedback questions grouped by $name', ({ group, keyOf }) => {
  it('puts every question that has a key in exactly one group, none lost, none duplicated', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        const seen = new Map<FeedbackQuestion, number>();
        for (const g of group(questions)) for (const q of g.questions) seen.set(q, (seen.get(q) ?? 0) + 1);
        for (const q of questions) expect(seen.get(q)).toBe(keyOf(q) === undefined ? undefined : 1);
        expect(seen.size).toBe(questions.filter((q) => keyOf(q) !== undefined).length);
      }),
    );
  });

  it('files each question under its own key', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        for (const g of group(questions)) for (const q of g.questions) expect(keyOf(q)).toBe(g.key);
      }),
    );
  });

  it('makes one group per key, in the order each key first appears', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        const firstAppearance: string[] = [];
        for (const q of questions) {
          const key = keyOf(q);
          if (key !== undefined && !firstAppearance.includes(key)) firstAppearance.push(key);
        }
        expect(group(questions).map((g) => g.key)).toEqual(firstAppearance);
      }),
    );
  });

  it('keeps the questions of a group in their original order', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        for (const g of group(questions)) expect(isSubsequence(g.questions, questions)).toBe(true);
      }),
    );
  });
});

describe('feedback question grouping examples', () => {
  const q = (id: string, doctorId?: string, departmentId?: string): FeedbackQuestion => ({
    id: id as FeedbackQuestionId,
    name: `question ${id}`,
    doctorId: doctorId as DoctorId | undefined,
    departmentId: departmentId as DepartmentId | undefined,
  });
  const questions = [
    q('1', 'd2'),
    q('2', undefined, 'p1'),
    q('3', 'd1'),
    q('4', 'd2', 'p1'),
    q('5', undefined, 'p9'),
  ];
  const shape = (groups: QuestionGroup<string, FeedbackQuestion>[]) =>
    groups.map((g) => [g.key, g.questions.map((x) => x.id)]);

  it.each<[string, Grouping['group'], [string, string[]][]]>([
    [
      'by doctor',
      groupQuestionsByDoctor,
      [
        ['d2', ['1', '4']],
        ['d1', ['3']],
      ],
    ],
    [
      'by department',
      groupQuestionsByDepartment,
      [
        ['p1', ['2', '4']],
        ['p9', ['5']],
      ],
    ],
  ])('%s', (_case, group, expected) => {
    expect(shape(group(questions))).toEqual(expected);
  });

  it('makes no group from no questions', () => {
    expect(groupQuestionsByDoctor([])).toEqual([]);
  });
});
