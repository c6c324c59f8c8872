import { describe, expect, it } from 'vitest';
import type { FeedbackOption, SiteFormsGateway } from '../../../src/application/ports/site-forms-gateway';
import { FetchSiteFormsGateway } from '../../../src/adapters/gateways/fetch-site-forms.gateway';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { FeedbackFormViewModel } from '../../../src/ui/site/pages/forms/feedback-form.view-model';
import { FormStatus } from '../../../src/ui/site/pages/forms/site-form.view-model';
import type { HttpClient } from '../../../src/adapters/http/http-client';

const q = (id: number) => ({ id, nameEn: `Q${id}`, nameKu: `Q${id}`, nameAr: `Q${id}` });
const OPTION: FeedbackOption = {
  appointmentId: 31,
  startingTime: 0,
  rated: false,
  doctor: { id: 4, nameEn: 'Dr A', nameKu: 'Dr A', nameAr: 'Dr A', questions: [q(1), q(2)] },
  center: { id: 2, nameEn: 'C', nameKu: 'C', nameAr: 'C' },
  departments: [{ id: 9, nameEn: 'Lab', nameKu: 'Lab', nameAr: 'Lab', questions: [q(7)] }],
};

/** The real gateway's check (the contract's schema); sends answered from the list given. */
function gateway(answers: Result<{ id: number; reference: string | null }, AppError>[]) {
  const real = new FetchSiteFormsGateway(null as unknown as HttpClient);
  const sent: Record<string, unknown>[] = [];
  const fake: Pick<SiteFormsGateway, 'check' | 'send'> = {
    check: (form, values) => real.check(form, values),
    send: (_form, values) => {
      sent.push({ ...values });
      return Promise.resolve(answers.shift() ?? ok({ id: 1, reference: null }));
    },
  };
  return { fake, sent };
}

const form = (g: Pick<SiteFormsGateway, 'check' | 'send'>) =>
  new FeedbackFormViewModel(() => Promise.resolve(g), OPTION);

describe('rating an appointment', () => {
  it('asks for the overall rating and every question of the chosen subject before sending', async () => {
    const { fake, sent } = gateway([]);
    const vm = form(fake);
    vm.answer(1, 5);
    expect(await vm.submit()).toBe(false);
    expect(vm.problems).toEqual({ rating: 'required', answers: 'required' });
    expect(vm.unanswered).toEqual([2]);
    expect(sent).toEqual([]);
  });

  it("sends only the chosen subject's answers: the department's after switching from the doctor", async () => {
    const { fake, sent } = gateway([]);
    const vm = form(fake);
    vm.rate(4);
    vm.answer(1, 5);
    vm.chooseSubject(9);
    vm.answer(7, 2);
    expect(await vm.submit()).toBe(true);
    expect(sent).toEqual([
      {
        appointmentId: 31,
        departmentId: 9,
        rating: 4,
        answers: [{ questionId: 7, rating: 2 }],
        comment: '',
        website: '',
      },
    ]);
    expect(vm.status).toBe(FormStatus.Sent);
  });

  it('keeps every choice through a failed send, and Retry sends the same again', async () => {
    const { fake, sent } = gateway([err(AppErrors.networkFailure())]);
    const vm = form(fake);
    vm.rate(3);
    vm.answer(1, 3);
    vm.answer(2, 4);
    vm.setComment('Thank you');
    expect(await vm.submit()).toBe(false);
    expect(vm.canRetry).toBe(true);
    expect(vm.failureKey).toBe('siteForms.error.network');
    expect(await vm.submit()).toBe(true);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[1]).toMatchObject({ rating: 3, comment: 'Thank you' });
  });

  it('says a second rating is refused, without Retry, and marks the appointment rated', async () => {
    const { fake } = gateway([err(AppErrors.conflict({ code: 'AlreadyRated', message: 'x' }))]);
    const vm = form(fake);
    vm.rate(5);
    vm.answer(1, 5);
    vm.answer(2, 5);
    expect(await vm.submit()).toBe(false);
    expect(vm.failureKey).toBe('siteForms.feedback.error.alreadyRated');
    expect(vm.alreadyRated).toBe(true);
    expect(vm.canRetry).toBe(false);
  });

  it("shows the server's field problems on their fields", async () => {
    const { fake } = gateway([
      err(AppErrors.badRequest({ errors: [{ field: 'answers', problem: 'notAChoice' }] })),
    ]);
    const vm = form(fake);
    vm.rate(5);
    vm.answer(1, 5);
    vm.answer(2, 5);
    expect(await vm.submit()).toBe(false);
    expect(vm.problems).toEqual({ answers: 'notAChoice' });
    expect(vm.failureKey).toBeNull();
  });
});
