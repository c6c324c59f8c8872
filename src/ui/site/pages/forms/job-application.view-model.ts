import { makeAutoObservable, runInAction } from 'mobx';
import type {
  SiteFormsGateway,
  SiteJobForm,
  SubmissionReceipt,
} from '../../../../application/ports/site-forms-gateway';
import type { AppError } from '../../../../domain/errors/app-error';
import { JobFieldType, applicationProblems } from '../../../../domain/submissions/job-application';
import { FormStatus } from './site-form.view-model';

/** The multipart field of the CV, as the server names its problems. */
export const CV_FIELD = 'cv';

const FAILURES: Readonly<Partial<Record<AppError['code'], string>>> = {
  RateLimited: 'siteForms.error.tooMany',
  NetworkFailure: 'siteForms.error.network',
  Timeout: 'siteForms.error.network',
  NotFound: 'siteForms.jobs.closed',
};

/** The `errors` of a refusal (`{ field, problem }[]`: a 400, or the CV's 413 and 415), as field → problem. */
function problemsOf(error: AppError): Record<string, string> {
  const body = 'body' in error ? (error.body as { errors?: unknown } | null) : null;
  if (!Array.isArray(body?.errors)) return {};
  return Object.fromEntries(
    (body.errors as { field?: unknown; problem?: unknown }[])
      .filter((e) => typeof e.field === 'string' && typeof e.problem === 'string')
      .map((e) => [e.field as string, e.problem as string]),
  );
}

/**
 * An application to one job form: the answers to the fields staff built (checked by the same rule
 * the server runs), the chosen CV, and the send. What was typed and the file chosen survive every
 * failure, so Retry sends them again.
 */
export class JobApplicationViewModel {
  values: Record<string, string>;
  cv: Blob | null = null;
  problems: Record<string, string> = {};
  status: FormStatus = FormStatus.Editing;
  failureKey: string | null = null;
  receipt: SubmissionReceipt | null = null;
  private tried = false;

  constructor(
    private readonly gateway: () => Promise<Pick<SiteFormsGateway, 'apply'>>,
    readonly form: SiteJobForm,
  ) {
    this.values = Object.fromEntries(
      [...form.fields.filter((f) => f.type !== JobFieldType.File).map((f) => f.name), 'website'].map(
        (name) => [name, ''],
      ),
    );
    makeAutoObservable<this, 'gateway' | 'tried'>(
      this,
      { gateway: false, form: false, tried: true },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === FormStatus.Sending;
  }

  get canRetry(): boolean {
    return this.failureKey === 'siteForms.error.network' || this.failureKey === 'siteForms.error.server';
  }

  set(field: string, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.tried) this.check();
  }

  chooseCv(file: Blob | null): void {
    this.cv = file;
    if (this.tried) this.check();
  }

  private check(): boolean {
    const problems: Record<string, string> = applicationProblems(this.form.fields, this.values);
    const fileField = this.form.fields.find((f) => f.type === JobFieldType.File);
    if (fileField?.required === true && this.cv === null) problems[CV_FIELD] = 'required';
    this.problems = problems;
    return Object.keys(problems).length === 0;
  }

  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.tried = true;
    this.failureKey = null;
    if (!this.check()) return false;
    this.status = FormStatus.Sending;
    let result: Awaited<ReturnType<SiteFormsGateway['apply']>>;
    try {
      result = await (await this.gateway()).apply(this.form.id, this.values, this.cv);
    } catch {
      result = { ok: false, error: { code: 'NetworkFailure' } };
    }
    runInAction(() => {
      if (result.ok) {
        this.status = FormStatus.Sent;
        this.receipt = result.value;
        return;
      }
      this.status = FormStatus.Editing;
      const problems = problemsOf(result.error);
      if (Object.keys(problems).length > 0) {
        this.problems = problems;
        return;
      }
      this.failureKey = FAILURES[result.error.code] ?? 'siteForms.error.server';
    });
    return result.ok;
  }
}
