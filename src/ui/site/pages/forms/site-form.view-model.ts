import { makeAutoObservable, runInAction } from 'mobx';
import type {
  SiteForm,
  SiteFormsGateway,
  SubmissionReceipt,
} from '../../../../application/ports/site-forms-gateway';
import type { AppError } from '../../../../domain/errors/app-error';

export const FormStatus = { Editing: 'editing', Sending: 'sending', Sent: 'sent' } as const;
export type FormStatus = (typeof FormStatus)[keyof typeof FormStatus];

/** The translation key of a failed send; a network failure or a 5xx offers Retry. */
const FAILURES: Readonly<Partial<Record<AppError['code'], string>>> = {
  RateLimited: 'siteForms.error.tooMany',
  NetworkFailure: 'siteForms.error.network',
  Timeout: 'siteForms.error.network',
  Unauthorized: 'siteForms.error.signedOut',
};

/** The `errors` of a 400 (`{ field, problem }[]`), as field → problem. */
function problemsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const problems: Record<string, string> = {};
  for (const entry of errors as { field?: unknown; problem?: unknown }[]) {
    if (typeof entry.field === 'string' && typeof entry.problem === 'string')
      problems[entry.field] = entry.problem;
  }
  return problems;
}

/**
 * One of the site's forms: what was typed (kept through every failure, so Retry sends it again),
 * each field's problem as the contract's code (translated by the view, so a language switch
 * follows), and the send's outcome. Problems are shown once the visitor tried to send, then kept
 * current as they type.
 */
export class SiteFormViewModel {
  values: Record<string, string>;
  problems: Record<string, string> = {};
  status: FormStatus = FormStatus.Editing;
  failureKey: string | null = null;
  receipt: SubmissionReceipt | null = null;
  private tried = false;

  constructor(
    private readonly gateway: () => Promise<Pick<SiteFormsGateway, 'check' | 'send'>>,
    private readonly form: SiteForm,
    fields: readonly string[],
  ) {
    this.values = Object.fromEntries(fields.map((field) => [field, '']));
    makeAutoObservable<this, 'gateway' | 'form' | 'tried'>(
      this,
      { gateway: false, form: false, tried: true },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === FormStatus.Sending;
  }

  /** Whether the failure is one a second try may cure (the network, the server). */
  get canRetry(): boolean {
    return this.failureKey !== null && this.failureKey !== 'siteForms.error.tooMany';
  }

  async set(field: string, value: string): Promise<void> {
    this.values = { ...this.values, [field]: value };
    if (this.tried) await this.check();
  }

  private async check(): Promise<boolean> {
    const gateway = await this.gateway();
    const problems = Object.fromEntries(
      gateway.check(this.form, this.values).map((p) => [p.field, p.problem]),
    );
    runInAction(() => (this.problems = problems));
    return Object.keys(problems).length === 0;
  }

  /** Checks, then sends what was typed; true once the server kept it. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.tried = true;
    this.failureKey = null;
    this.status = FormStatus.Sending;
    let result: Awaited<ReturnType<SiteFormsGateway['send']>>;
    try {
      if (!(await this.check())) {
        runInAction(() => (this.status = FormStatus.Editing));
        return false;
      }
      result = await (await this.gateway()).send(this.form, this.values);
    } catch {
      // The forms' code did not arrive (offline): a network failure, with Retry.
      result = { ok: false, error: { code: 'NetworkFailure' } };
    }
    runInAction(() => {
      if (result.ok) {
        this.status = FormStatus.Sent;
        this.receipt = result.value;
        return;
      }
      this.status = FormStatus.Editing;
      if (result.error.code === 'BadRequest') {
        this.problems = problemsOf(result.error.body);
        if (Object.keys(this.problems).length > 0) return;
      }
      this.failureKey = FAILURES[result.error.code] ?? 'siteForms.error.server';
    });
    return result.ok;
  }

  /** A fresh form after a send (the visitor wants to send another). */
  reset(): void {
    this.values = Object.fromEntries(Object.keys(this.values).map((field) => [field, '']));
    this.problems = {};
    this.status = FormStatus.Editing;
    this.receipt = null;
    this.failureKey = null;
    this.tried = false;
  }
}
