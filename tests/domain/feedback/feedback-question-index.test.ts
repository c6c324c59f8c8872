import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import type { DepartmentId } from '../../../src/domain/feedback/department-id';
import type { FeedbackQuestion, FeedbackQuestionId } from '../../../src/domain/feedback/feedback-question';
import { filterFeedbackQuestions } from '../../../src/domain/feedback/feedback-question-filter';
import {
  groupQuestionsByDepartment,
  groupQuestionsByDoctor,
} from '../../../src/domain/feedback/feedback-question-groups';
import {
  indexFeedbackQuestions,
  searchFeedbackQuestions,
} from '../../../src/domain/feedback/feedback-question-index';

const UNIT = fc.constantFrom('o', 'O', 'w', 'W', 'é', 'É', 'چ', ' ', '?', 'İ', 'Σ');
const questionArb: fc.Arbitrary<FeedbackQuestion> = fc.record(
  {
    id: fc.string({ maxLength: 4 }).map((id) => id as FeedbackQuestionId),
    name: fc.string({ unit: UNIT, maxLength: 8 }),
    doctorId: fc.constantFrom('d1', 'd2', 'd3', '', undefined).map((id) => id as DoctorId | undefined),
    departmentId: fc.constantFrom('p1', 'p2', undefined).map((id) => id as DepartmentId | undefined),
  },
  { requiredKeys: ['id', 'name'] },
);
const questionsArb = fc.array(questionArb, { maxLength: 40 });
const textArb = fc.string({ unit: UNIT, maxLength: 3 });

describe('feedback questions searched through an index', () => {
  it('keeps exactly the questions the name filter keeps', () => {
    fc.assert(
      fc.property(questionsArb, textArb, (questions, text) => {
        const search = searchFeedbackQuestions(indexFeedbackQuestions(questions), text);
        expect(search.questions).toEqual(filterFeedbackQuestions(questions, text));
      }),
    );
  });

  it('groups the kept questions by doctor exactly as grouping the filtered list does', () => {
    fc.assert(
      fc.property(questionsArb, textArb, (questions, text) => {
        const search = searchFeedbackQuestions(indexFeedbackQuestions(questions), text);
        expect(search.byDoctor).toEqual(groupQuestionsByDoctor(filterFeedbackQuestions(questions, text)));
      }),
    );
  });

  it('groups the kept questions by department exactly as grouping the filtered list does', () => {
    fc.assert(
      fc.property(questionsArb, textArb, (questions, text) => {
        const search = searchFeedbackQuestions(indexFeedbackQuestions(questions), text);
        expect(search.byDepartment).toEqual(
          groupQuestionsByDepartment(filterFeedbackQuestions(questions, text)),
        );
      }),
    );
  });

  it('answers every keystroke from the same index', () => {
    fc.assert(
      fc.property(questionsArb, fc.array(textArb, { maxLength: 4 }), (questions, texts) => {
        const index = indexFeedbackQuestions(questions);
        for (const text of texts) {
          expect(searchFeedbackQuestions(index, text).questions).toEqual(
            filterFeedbackQuestions(questions, text),
          );
        }
      }),
    );
  });

  const q = (id: string, name: string, doctorId?: string, departmentId?: string): FeedbackQuestion => ({
    id: id as FeedbackQuestionId,
    name,
    doctorId: doctorId as DoctorId | undefined,
    departmentId: departmentId as DepartmentId | undefined,
  });
  const questions = [
    q('1', 'Was the WAITING time short?', 'd2', 'p1'),
    q('2', 'Was the room clean?', undefined, 'p1'),
    q('3', 'Was the doctor kind?', 'd1'),
    q('4', 'How long was the wait?', 'd1', 'p2'),
  ];
  it.each<[string, string[], [string, string[]][], [string, string[]][]]>([
    [
      'wait',
      ['1', '4'],
      [
        ['d2', ['1']],
        ['d1', ['4']],
      ],
      [
        ['p1', ['1']],
        ['p2', ['4']],
      ],
    ],
    ['DOCTOR', ['3'], [['d1', ['3']]], []],
    [
      '',
      ['1', '2', '3', '4'],
      [
        ['d2', ['1']],
        ['d1', ['3', '4']],
      ],
      [
        ['p1', ['1', '2']],
        ['p2', ['4']],
      ],
    ],
  ])('text %j', (text, ids, byDoctor, byDepartment) => {
    const search = searchFeedbackQuestions(indexFeedbackQuestions(questions), text);
    const shape = (groups: typeof search.byDoctor | typeof search.byDepartment) =>
      groups.map((g) => [g.key, g.questions.map((x) => x.id)]);
    expect(search.questions.map((x) => x.id)).toEqual(ids);
    expect(shape(search.byDoctor)).toEqual(byDoctor);
    expect(shape(search.byDepartment)).toEqual(byDepartment);
  });
});
