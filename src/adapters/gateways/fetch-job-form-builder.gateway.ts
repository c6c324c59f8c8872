import type { RuntimeConfig } from '../browser/runtime-config';
import type {
  JobFormBuilderGateway,
  JobFormWithApplicants,
  SavedJobForm,
} from '../../application/ports/job-form-builder-gateway';
import type { TokenStore } from '../../application/ports/token-store';
import {
  CREATE_JOB_FORM_CALL,
  JOB_FORM_CALL,
  REMOVE_JOB_FORM_CALL,
  UPDATE_JOB_FORM_CALL,
  jobFormBodyOf,
  jobFormRemovedSchema,
  jobFormWireSchema,
  jobFormWithApplicantsSchema,
  type JobFormWire,
} from '../../contract/jobs/job-form-builder';
import { mapped } from '../../contract/shared/values';
import { AppErrors, errorFromStatus, type AppError } from '../../domain/errors/app-error';
import { err, ok, type Result } from '../../domain/shared/result';
import type { JobPlacement, JobPlatform } from '../../domain/submissions/job-application';
import { fieldDraftOf, formFieldsOf, type JobFormDraft } from '../../domain/submissions/job-form-definition';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

export const savedJobFormOf = (wire: JobFormWire): SavedJobForm => ({
  id: wire.id,
  version: wire.version,
  createdAt: wire.createdAt,
  draft: {
    titleEn: wire.titleEn,
    titleKu: wire.titleKu,
    titleAr: wire.titleAr,
    platform: wire.platform as JobPlatform,
    placement: wire.placement as JobPlacement,
    isActive: wire.isActive,
    fields: wire.fields.map(fieldDraftOf),
  },
});

const formCheck = mapped(jobFormWireSchema, savedJobFormOf);
const readCheck = mapped(jobFormWithApplicantsSchema, (wire): JobFormWithApplicants => ({
  form: savedJobFormOf(wire.form),
  applicants: wire.applicants,
}));
const removedCheck = mapped(jobFormRemovedSchema, () => undefined);

const bodyOf = (draft: JobFormDraft) => jobFormBodyOf(draft, formFieldsOf(draft));

/** `JobFormBuilderGateway` over `/api/JobFormBuilder/*`; the CV with `fetch` and the staff token. */
export class FetchJobFormBuilderGateway implements JobFormBuilderGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly config: RuntimeConfig,
    private readonly tokens: TokenStore,
  ) {}

  read(id: number): Promise<Result<JobFormWithApplicants, AppError>> {
    return sendWireCall(this.http, JOB_FORM_CALL, { name: 'jobForm', check: readCheck, params: { id } });
  }

  create(draft: JobFormDraft): Promise<Result<SavedJobForm, AppError>> {
    return sendWireCall(this.http, CREATE_JOB_FORM_CALL, {
      name: 'createJobForm',
      check: formCheck,
      body: bodyOf(draft),
    });
  }

  update(id: number, version: number, draft: JobFormDraft): Promise<Result<SavedJobForm, AppError>> {
    return sendWireCall(this.http, UPDATE_JOB_FORM_CALL, {
      name: 'updateJobForm',
      check: formCheck,
      params: { id },
      body: { ...bodyOf(draft), version },
    });
  }

  remove(id: number, version: number): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, REMOVE_JOB_FORM_CALL, {
      name: 'removeJobForm',
      check: removedCheck,
      params: { id },
      query: { version: String(version) },
    });
  }

  async downloadCv(url: string): Promise<Result<Blob, AppError>> {
    // Only the server's own CV addresses are fetched with the token.
    if (!url.startsWith('/api/')) return err(AppErrors.notFound(null));
    const token = this.tokens.serviceToken();
    try {
      const response = await fetch(`${this.config.apiHost}${url}`, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
      if (!response.ok) return err(errorFromStatus(response.status, null));
      return ok(await response.blob());
    } catch {
      return err(AppErrors.networkFailure());
    }
  }
}
