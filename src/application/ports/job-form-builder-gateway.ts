import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { JobFormDraft } from '../../domain/submissions/job-form-definition';

/** A saved job form as the builder edits it: its draft, with the version it was read at. */
export interface SavedJobForm {
  readonly id: number;
  readonly version: number;
  readonly createdAt: string;
  readonly draft: JobFormDraft;
}

/** Someone who applied through one form: the answers by field name; the CV's address if one came. */
export interface JobFormApplicant {
  readonly id: number;
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly submittedAt: string;
  readonly cvUrl: string | null;
}

export interface JobFormWithApplicants {
  readonly form: SavedJobForm;
  readonly applicants: readonly JobFormApplicant[];
}

/**
 * The job form builder's calls (area jobs; docs/api-extensions.md, "Job form builder"). A refused
 * save is `BadRequest` with `{ errors: [{ field, problem }] }` (the places of `draftProblems`); a
 * save or removal from an older version is `Conflict` with `{ current }`. Never throws.
 */
export interface JobFormBuilderGateway {
  read(id: number): Promise<Result<JobFormWithApplicants, AppError>>;
  create(draft: JobFormDraft): Promise<Result<SavedJobForm, AppError>>;
  update(id: number, version: number, draft: JobFormDraft): Promise<Result<SavedJobForm, AppError>>;
  remove(id: number, version: number): Promise<Result<void, AppError>>;
  /** An applicant's CV file, read with the staff token (the address is the applicant's `cvUrl`). */
  downloadCv(url: string): Promise<Result<Blob, AppError>>;
}
