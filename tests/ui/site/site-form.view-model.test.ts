import { describe, expect, it } from 'vitest';
import type { SiteFormsGateway } from '../../../src/application/ports/site-forms-gateway';
import { SiteForm } from '../../../src/application/ports/site-forms-gateway';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { FormStatus, SiteFormViewModel } from '../../../src/ui/site/pages/forms/site-form.view-model';

type Send = SiteFormsGateway['send'];

/** A gateway whose check refuses an empty name, answering each send from the list given. */
function gateway(answers: Result<{ id: number; reference: string | null }, AppError>[]) {
  const sent: Record<string, unknown>[] = [];
  const fake: Pick<SiteFormsGateway, 'check' | 'send'> = {
    check: (_form, values) => (values.fullName === '' ? [{ field: 'fullName', problem: 'required' }] : []),
    send: ((_form, values) => {
      sent.push({ ...values });
      return Promise.resolve(answers.shift() ?? ok({ id: 1, reference: null }));
    }) as Send,
  };
  return { fake, sent };
}

const form = (g: Pick<SiteFormsGateway, 'check' | 'send'>) =>
  new SiteFormViewModel(() => Promise.resolve(g), SiteForm.Contact, ['fullName', 'message']);

describe('a site form', () => {
  it('sends nothing while a field is refused, and names the field', async () => {
    const { fake, sent } = gateway([]);
    const vm = form(fake);
    expect(await vm.submit()).toBe(false);
    expect(vm.problems).toEqual({ fullName: 'required' });
    expect(sent).toEqual([]);
  });

  it('keeps what was typed when the send fails, and Retry sends the same again', async () => {
    const { fake, sent } = gateway([err(AppErrors.networkFailure()), ok({ id: 7, reference: null })]);
    const vm = form(fake);
    await vm.set('fullName', 'Shilan');
    await vm.set('message', 'Hello');
    expect(await vm.submit()).toBe(false);
    expect(vm.failureKey).toBe('siteForms.error.network');
    expect(vm.canRetry).toBe(true);
    expect(vm.values).toEqual({ fullName: 'Shilan', message: 'Hello' });
    expect(await vm.submit()).toBe(true);
    expect(sent).toEqual([
      { fullName: 'Shilan', message: 'Hello' },
      { fullName: 'Shilan', message: 'Hello' },
    ]);
    expect(vm.status).toBe(FormStatus.Sent);
    expect(vm.receipt).toEqual({ id: 7, reference: null });
  });

  it('says the abuse limit was reached, without offering Retry', async () => {
    const { fake } = gateway([err(AppErrors.rateLimited())]);
    const vm = form(fake);
    await vm.set('fullName', 'Shilan');
    await vm.submit();
    expect(vm.failureKey).toBe('siteForms.error.tooMany');
    expect(vm.canRetry).toBe(false);
  });

  it("puts the server's refusals on their fields", async () => {
    const body = {
      message: 'body.message is not valid.',
      errors: [{ field: 'message', problem: 'tooLong' }],
    };
    const { fake } = gateway([err(AppErrors.badRequest(body))]);
    const vm = form(fake);
    await vm.set('fullName', 'Shilan');
    await vm.submit();
    expect(vm.problems).toEqual({ message: 'tooLong' });
    expect(vm.failureKey).toBeNull();
  });

  it('reports a form whose code could not load as a network failure, keeping the values', async () => {
    const vm = new SiteFormViewModel(() => Promise.reject(new Error('chunk')), SiteForm.Contact, [
      'fullName',
    ]);
    await vm.set('fullName', 'Shilan');
    expect(await vm.submit()).toBe(false);
    expect(vm.failureKey).toBe('siteForms.error.network');
    expect(vm.values.fullName).toBe('Shilan');
  });
});
