import { makeAutoObservable, runInAction } from 'mobx';
import {
  SiteForm,
  type FeedbackOption,
  type SiteFormsGateway,
  type Trilingual,
} from '../../../../application/ports/site-forms-gateway';
import type { AppError } from '../../../../domain/errors/app-error';
import { FeedbackRefusal } from '../../../../domain/submissions/feedback-rules';
import { FormStatus } from './site-form.view-model';

/** The translation key of a refused or failed send; only the network and the server offer Retry. */
function failureKey(error: AppError): string {
  switch (error.code) {
    case 'Conflict': {
      const code = (error.body as { code?: unknown } | null)?.code;
      return code === FeedbackRefusal.AlreadyRated
        ? 'siteForms.feedback.error.alreadyRated'
        : 'siteForms.feedback.error.notSeen';
    }
    case 'NotFound':
      return 'siteForms.feedback.error.notYours';
    case 'RateLimited':
      return 'siteForms.error.tooMany';
    case 'Unauthorized':
      return 'siteForms.error.signedOut';
    case 'NetworkFailure':
    case 'Timeout':
      return 'siteForms.error.network';
    default:
      return 'siteForms.error.server';
  }
}

const RETRYABLE = new Set(['siteForms.error.network', 'siteForms.error.server']);

/**
 * Rating one attended appointment: about its doctor (`departmentId` null) or one department of
 * its center, an overall rating, one rating per question of that subject, and a comment. What was
 * chosen survives every failure, so Retry sends it again; a rating already stored (by this page
 * in another tab, say) marks the appointment rated.
 */
export class FeedbackFormViewModel {
  departmentId: number | null = null;
  rating = 0;
  /** Question id → rating, for every question answered under any subject chosen so far. */
  answers: Readonly<Record<number, number>> = {};
  comment = '';
  website = '';
  problems: Readonly<Record<string, string>> = {};
  status: FormStatus = FormStatus.Editing;
  failureKey: string | null = null;
  /** The server said the appointment is rated already. */
  alreadyRated = false;
  private tried = false;

  constructor(
    private readonly gateway: () => Promise<Pick<SiteFormsGateway, 'check' | 'send'>>,
    readonly option: FeedbackOption,
  ) {
    makeAutoObservable<this, 'gateway' | 'tried'>(
      this,
      { gateway: false, option: false, tried: true },
      { autoBind: true },
    );
  }

  /** The questions of the chosen doctor or department, in the order staff gave them. */
  get questions(): readonly Trilingual[] {
    if (this.departmentId === null) return this.option.doctor.questions;
    return this.option.departments.find((d) => d.id === this.departmentId)?.questions ?? [];
  }

  get busy(): boolean {
    return this.status === FormStatus.Sending;
  }

  get canRetry(): boolean {
    return this.failureKey !== null && RETRYABLE.has(this.failureKey);
  }

  /** The questions of the chosen subject still without a rating (marked once the patient tried). */
  get unanswered(): readonly number[] {
    return this.questions.filter((q) => this.answers[q.id] === undefined).map((q) => q.id);
  }

  /** The body as the contract reads it: only the answers of the chosen subject's questions. */
  get values(): Record<string, unknown> {
    return {
      appointmentId: this.option.appointmentId,
      departmentId: this.departmentId,
      ...(this.rating > 0 ? { rating: this.rating } : {}),
      answers: this.questions
        .filter((q) => this.answers[q.id] !== undefined)
        .map((q) => ({ questionId: q.id, rating: this.answers[q.id] })),
      comment: this.comment,
      website: this.website,
    };
  }

  chooseSubject(departmentId: number | null): void {
    this.departmentId = departmentId;
    void this.recheck();
  }

  rate(rating: number): void {
    this.rating = rating;
    void this.recheck();
  }

  answer(questionId: number, rating: number): void {
    this.answers = { ...this.answers, [questionId]: rating };
    void this.recheck();
  }

  setComment(comment: string): void {
    this.comment = comment;
    void this.recheck();
  }

  setWebsite(website: string): void {
    this.website = website;
  }

  private async recheck(): Promise<void> {
    if (this.tried) await this.check();
  }

  private async check(): Promise<boolean> {
    const gateway = await this.gateway();
    const problems: Record<string, string> = Object.fromEntries(
      gateway.check(SiteForm.Feedback, this.values).map((p) => [p.field, p.problem]),
    );
    if (this.unanswered.length > 0 && problems.answers === undefined) problems.answers = 'required';
    runInAction(() => (this.problems = problems));
    return Object.keys(problems).length === 0;
  }

  /** Checks, then sends; true once the server kept the rating. */
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
      result = await (await this.gateway()).send(SiteForm.Feedback, this.values);
    } catch {
      result = { ok: false, error: { code: 'NetworkFailure' } };
    }
    runInAction(() => {
      if (result.ok) {
        this.status = FormStatus.Sent;
        return;
      }
      this.status = FormStatus.Editing;
      if (result.error.code === 'BadRequest') {
        const errors = (result.error.body as { errors?: { field: string; problem: string }[] } | null)
          ?.errors;
        if (Array.isArray(errors) && errors.length > 0) {
          this.problems = Object.fromEntries(errors.map((e) => [e.field, e.problem]));
          return;
        }
      }
      this.failureKey = failureKey(result.error);
      this.alreadyRated = this.failureKey === 'siteForms.feedback.error.alreadyRated';
    });
    return result.ok;
  }
}
