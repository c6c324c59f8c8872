import { describe, expect, it } from 'vitest';
import type { LoadFeedbackInsights } from '../../../src/application/feedback/load-feedback-insights';
import type {
  FeedbackAnswers,
  QuestionGroup,
} from '../../../src/application/ports/feedback-insights-gateway';
import { ok } from '../../../src/domain/shared/result';
import {
  FeedbackAveragesViewModel,
  FeedbackDrillViewModel,
  FeedbackQuestionsViewModel,
  feedbackUrlState,
} from '../../../src/ui/features/feedback/feedback.view-model';

const named = (id: number, name: string) => ({ id, nameEn: name, nameKu: '', nameAr: '' });

const ANSWERS: FeedbackAnswers = {
  subject: named(4, 'Dr. Hana'),
  questions: [named(1, 'Listened'), named(2, 'Explained'), named(3, 'On time')],
  feedbacks: [
    {
      id: 10,
      rating: 5,
      comment: '',
      createdAt: '2026-11-01T10:00:00Z',
      answers: [{ questionId: 1, rating: 4 }],
    },
    {
      id: 11,
      rating: 2,
      comment: 'Late',
      createdAt: '2026-10-01T10:00:00Z',
      answers: [
        { questionId: 1, rating: 3 },
        { questionId: 2, rating: 1 },
      ],
    },
  ],
};

function fakeLoad(asked: unknown[] = []): LoadFeedbackInsights {
  return {
    averages: (by: string, period: unknown) => {
      asked.push(['averages', by, period]);
      return Promise.resolve(ok({ subjects: [] }));
    },
    answers: (by: string, id: number, period: unknown) => {
      asked.push(['answers', by, id, period]);
      return Promise.resolve(ok(ANSWERS));
    },
    questionGroups: (by: string) => {
      asked.push(['groups', by]);
      const groups: QuestionGroup[] =
        by === 'doctor'
          ? [
              { id: '4', name: 'Dr. Hana', questions: [{ id: '1', name: 'Did the doctor listen?' }] },
              { id: '5', name: 'Dr. Aso', questions: [{ id: '2', name: 'Were you seen on time?' }] },
            ]
          : [{ id: '9', name: 'Radiology', questions: [{ id: '3', name: 'Was the ward clean?' }] }];
      return Promise.resolve(ok(groups));
    },
  } as unknown as LoadFeedbackInsights;
}

describe('the feedback screens', () => {
  it('read their state from the address, ignoring what they cannot read', () => {
    expect(
      feedbackUrlState(new URLSearchParams('by=department&from=2026-01-01&to=2026-02-30&question=x&q=clean')),
    ).toEqual({
      by: 'department',
      from: '2026-01-01',
      to: null,
      question: null,
      text: 'clean',
    });
  });

  it('ask for the last 90 days up to today until a period is chosen, and keep a chosen one in the address', async () => {
    const asked: unknown[] = [];
    const vm = new FeedbackAveragesViewModel(
      fakeLoad(asked),
      '2026-11-27',
      feedbackUrlState(new URLSearchParams()),
    );
    await vm.load();
    expect(asked).toEqual([['averages', 'doctor', { from: '2026-08-30', to: '2026-11-27' }]]);
    expect(vm.urlState.from).toBeNull();
    vm.period.choosePreset(30);
    vm.chooseBy('department');
    await vm.load();
    expect(asked.at(-1)).toEqual(['averages', 'department', { from: '2026-10-29', to: '2026-11-27' }]);
    expect(vm.urlState).toMatchObject({ by: 'department', from: '2026-10-29', to: '2026-11-27' });
  });

  it('drill from each average to exactly the answers behind it', async () => {
    const vm = new FeedbackDrillViewModel(
      fakeLoad(),
      '2026-11-27',
      'doctor',
      '4',
      feedbackUrlState(new URLSearchParams()),
    );
    await vm.load();
    expect(vm.averages).toEqual([
      { questionId: null, count: 2, average: 3.5 },
      { questionId: 1, count: 2, average: 3.5 },
      { questionId: 2, count: 1, average: 1 },
      { questionId: 3, count: 0, average: null },
    ]);
    expect(vm.behind.map((b) => [b.feedback.id, b.rating])).toEqual([
      [10, 5],
      [11, 2],
    ]);
    vm.chooseQuestion(2);
    expect(vm.behind.map((b) => [b.feedback.id, b.rating])).toEqual([[11, 1]]);
    expect(vm.urlState.question).toBe(2);
  });

  it('call nothing for an id that is not a whole number and say not found', async () => {
    const asked: unknown[] = [];
    const vm = new FeedbackDrillViewModel(
      fakeLoad(asked),
      '2026-11-27',
      'doctor',
      '4x',
      feedbackUrlState(new URLSearchParams()),
    );
    await vm.load();
    expect(asked).toEqual([]);
    expect(vm.status).toMatchObject({ kind: 'error', failure: { code: 'NotFound' } });
  });

  it('filter the grouped questions by name ignoring case, and read the other grouping once', async () => {
    const asked: unknown[] = [];
    const vm = new FeedbackQuestionsViewModel(
      fakeLoad(asked),
      feedbackUrlState(new URLSearchParams('q=ON TIME')),
    );
    await vm.load();
    expect(vm.groups.map((g) => g.id)).toEqual(['5']);
    expect([vm.shownCount, vm.total]).toEqual([1, 2]);
    vm.setText('');
    vm.chooseBy('department');
    await Promise.resolve();
    vm.chooseBy('doctor');
    vm.chooseBy('department');
    expect(asked).toEqual([
      ['groups', 'doctor'],
      ['groups', 'department'],
    ]);
  });
});
