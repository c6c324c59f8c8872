import { makeAutoObservable, runInAction } from 'mobx';
import type {
  JobFormApplicant,
  JobFormBuilderGateway,
} from '../../../application/ports/job-form-builder-gateway';
import type { KeyValueStore } from '../../../application/ports/key-value-store';
import type { AppError } from '../../../domain/errors/app-error';
import type { JobPlacement, JobPlatform } from '../../../domain/submissions/job-application';
import {
  addChoice,
  addField,
  draftProblems,
  emptyJobFormDraft,
  moveChoice,
  moveField,
  removeChoice,
  removeField,
  setChoice,
  updateField,
  type JobFormDraft,
  type JobFormFieldDraft,
  type JobFormProblem,
  type JobFormProblems,
} from '../../../domain/submissions/job-form-definition';

/** The screen's state: reading the form, shown, or why it cannot be. */
export type BuilderStatus = 'loading' | 'ready' | 'notFound' | 'forbidden' | 'error';

/** Why a save or a removal failed, as a key under `jobForms.error`. */
export type BuilderError = 'invalid' | 'stale' | 'forbidden' | 'network' | 'notFound' | 'failed';

function errorOf(error: AppError): BuilderError {
  switch (error.code) {
    case 'BadRequest':
      return 'invalid';
    case 'Conflict':
      return 'stale';
    case 'Forbidden':
      return 'forbidden';
    case 'NotFound':
      return 'notFound';
    case 'NetworkFailure':
    case 'Timeout':
      return 'network';
    default:
      return 'failed';
  }
}

/** The places the server refused, in `draftProblems`' terms (`{ errors: [{ field, problem }] }`). */
function serverProblems(error: AppError): JobFormProblems {
  if (error.code !== 'BadRequest') return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const problems: Record<string, JobFormProblem> = {};
  for (const e of errors as { field?: unknown; problem?: unknown }[]) {
    if (typeof e.field === 'string' && typeof e.problem === 'string') {
      problems[e.field] = e.problem as JobFormProblem;
    }
  }
  return problems;
}

/** What is kept of a draft in the tab's storage, to come back after a reload. */
interface StoredDraft {
  readonly draft: JobFormDraft;
  readonly version: number;
  readonly removed: readonly string[];
}

const storageKey = (id: number | null) => `jobForms.draft.${id === null ? 'new' : String(id)}`;

/**
 * The job form builder of one form (`/JobApplicationForGenerator/{id}`) or of a new one
 * (`…/create`). The draft lives here and in the tab's storage until it is saved, so a refused
 * save, a lost connection or a reload loses nothing typed. The problems (`draftProblems`, the
 * rule the server applies too) are shown on their fields once a save was tried.
 */
export class JobFormBuilderViewModel {
  status: BuilderStatus = 'loading';
  loadError: AppError | null = null;
  draft: JobFormDraft = emptyJobFormDraft();
  version = 0;
  applicants: readonly JobFormApplicant[] = [];
  /** Set once a save was tried: from then the problems are shown as the draft changes. */
  showProblems = false;
  serverProblems: JobFormProblems = {};
  saving = false;
  saveError: BuilderError | null = null;
  /** The id a new form got on its first save: the screen moves to its address. */
  createdId: number | null = null;
  savedAt: number | null = null;
  /** A field the user asked to remove that already has answers: removed once confirmed. */
  confirmingField: string | null = null;
  confirmingFormRemoval = false;
  removing = false;
  removed = false;
  openApplicantId: number | null = null;
  /** Whether the draft differs from the form as last read or saved. */
  dirty = false;
  /** Names of fields removed while the draft was open: a new field never takes one. */
  private removedNames: readonly string[] = [];
  private started = false;

  constructor(
    private readonly gateway: JobFormBuilderGateway,
    private readonly store: KeyValueStore,
    readonly formId: number | null,
  ) {
    makeAutoObservable<this, 'gateway' | 'store' | 'started'>(
      this,
      { gateway: false, store: false, started: false, formId: false },
      { autoBind: true },
    );
  }

  get problems(): JobFormProblems {
    if (!this.showProblems) return {};
    return { ...draftProblems(this.draft), ...this.serverProblems };
  }

  problemAt(place: string): JobFormProblem | undefined {
    return this.problems[place];
  }

  get problemCount(): number {
    return Object.keys(this.problems).length;
  }

  get openApplicant(): JobFormApplicant | undefined {
    return this.applicants.find((a) => a.id === this.openApplicantId);
  }

  /** Fields that already have an answer: removing one asks first. */
  get answeredFields(): ReadonlySet<string> {
    const names = new Set<string>();
    for (const applicant of this.applicants) {
      for (const [name, answer] of Object.entries(applicant.answers)) {
        if (answer !== null && answer !== '' && !(Array.isArray(answer) && answer.length === 0))
          names.add(name);
      }
    }
    return names;
  }

  /** Reads the form (or starts a new one), then lays the tab's unsaved draft over it. Idempotent. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    if (this.formId === null) {
      this.restore(0);
      this.status = 'ready';
      return;
    }
    const answer = await this.gateway.read(this.formId);
    runInAction(() => {
      if (!answer.ok) {
        this.loadError = answer.error;
        this.status =
          answer.error.code === 'NotFound'
            ? 'notFound'
            : answer.error.code === 'Forbidden'
              ? 'forbidden'
              : 'error';
        return;
      }
      this.draft = answer.value.form.draft;
      this.version = answer.value.form.version;
      this.applicants = answer.value.applicants;
      this.restore(answer.value.form.version);
      this.status = 'ready';
    });
  }

  /**
   * Reads the form's applicants again (a visitor applied meanwhile), leaving the draft, its
   * version and the screen's state as they are: staff may be in the middle of an edit. A failed
   * read changes nothing; the next one, or a reload, catches up.
   */
  async refreshApplicants(): Promise<void> {
    if (this.formId === null || this.status !== 'ready') return;
    const answer = await this.gateway.read(this.formId);
    if (!answer.ok) return;
    runInAction(() => {
      this.applicants = answer.value.applicants;
    });
  }

  /** The unsaved draft of this tab, when it was written from the version now read. */
  private restore(version: number): void {
    const text = this.store.get(storageKey(this.formId));
    if (text === null) return;
    try {
      const stored = JSON.parse(text) as StoredDraft;
      if (stored.version === version && Array.isArray(stored.draft?.fields)) {
        this.draft = stored.draft;
        this.removedNames = stored.removed ?? [];
        this.dirty = true;
      }
    } catch {
      this.store.remove(storageKey(this.formId));
    }
  }

  private change(next: JobFormDraft): void {
    this.draft = next;
    this.dirty = true;
    this.serverProblems = {};
    this.saveError = null;
    const stored: StoredDraft = { draft: next, version: this.version, removed: this.removedNames };
    this.store.set(storageKey(this.formId), JSON.stringify(stored));
  }

  setTitle(language: 'En' | 'Ku' | 'Ar', text: string): void {
    this.change({ ...this.draft, [`title${language}`]: text });
  }

  setPlatform(platform: JobPlatform): void {
    this.change({ ...this.draft, platform });
  }

  setPlacement(placement: JobPlacement): void {
    this.change({ ...this.draft, placement });
  }

  setActive(isActive: boolean): void {
    this.change({ ...this.draft, isActive });
  }

  addField(type: string): string {
    const next = addField(this.draft, type, this.removedNames);
    this.change(next);
    return next.fields[next.fields.length - 1]?.name ?? '';
  }

  setField(name: string, change: Partial<Omit<JobFormFieldDraft, 'name'>>): void {
    this.change(updateField(this.draft, name, change));
  }

  moveField(name: string, delta: number): void {
    this.change(moveField(this.draft, name, delta));
  }

  /** Removes a field at once, or asks first when applicants already answered it. */
  askRemoveField(name: string): void {
    if (this.answeredFields.has(name)) this.confirmingField = name;
    else this.removeFieldNow(name);
  }

  confirmRemoveField(): void {
    if (this.confirmingField !== null) this.removeFieldNow(this.confirmingField);
    this.confirmingField = null;
  }

  cancelRemoveField(): void {
    this.confirmingField = null;
  }

  private removeFieldNow(name: string): void {
    this.removedNames = [...this.removedNames, name];
    this.change(removeField(this.draft, name));
  }

  addChoice(name: string): void {
    this.change(addChoice(this.draft, name));
  }

  setChoice(name: string, index: number, text: string): void {
    this.change(setChoice(this.draft, name, index, text));
  }

  removeChoice(name: string, index: number): void {
    this.change(removeChoice(this.draft, name, index));
  }

  moveChoice(name: string, index: number, delta: number): void {
    this.change(moveChoice(this.draft, name, index, delta));
  }

  /**
   * Saves the draft when it has no problem; otherwise shows them and sends nothing. A refused
   * save keeps the draft as typed, with the server's problems on their fields.
   */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    this.showProblems = true;
    this.serverProblems = {};
    this.saveError = null;
    if (Object.keys(draftProblems(this.draft)).length > 0) {
      this.saveError = 'invalid';
      return false;
    }
    this.saving = true;
    const answer =
      this.formId === null
        ? await this.gateway.create(this.draft)
        : await this.gateway.update(this.formId, this.version, this.draft);
    runInAction(() => {
      this.saving = false;
      if (!answer.ok) {
        this.saveError = errorOf(answer.error);
        this.serverProblems = serverProblems(answer.error);
        return;
      }
      this.store.remove(storageKey(this.formId));
      this.draft = answer.value.draft;
      this.version = answer.value.version;
      this.dirty = false;
      this.showProblems = false;
      this.savedAt = Date.now();
      if (this.formId === null) this.createdId = answer.value.id;
    });
    return answer.ok;
  }

  /** Drops the tab's unsaved changes and reads the form as it is now (after a stale save). */
  async discard(): Promise<void> {
    this.store.remove(storageKey(this.formId));
    this.dirty = false;
    this.showProblems = false;
    this.serverProblems = {};
    this.saveError = null;
    this.removedNames = [];
    if (this.formId === null) this.draft = emptyJobFormDraft();
    await this.load();
  }

  askRemoveForm(): void {
    this.confirmingFormRemoval = true;
  }

  cancelRemoveForm(): void {
    this.confirmingFormRemoval = false;
  }

  async removeForm(): Promise<boolean> {
    if (this.formId === null || this.removing) return false;
    this.removing = true;
    const answer = await this.gateway.remove(this.formId, this.version);
    runInAction(() => {
      this.removing = false;
      this.confirmingFormRemoval = false;
      if (!answer.ok) {
        this.saveError = errorOf(answer.error);
        return;
      }
      this.store.remove(storageKey(this.formId));
      this.removed = true;
    });
    return answer.ok;
  }

  showApplicant(id: number | null): void {
    this.openApplicantId = id;
  }

  downloadCv(url: string): Promise<Blob | AppError> {
    return this.gateway.downloadCv(url).then((r) => (r.ok ? r.value : r.error));
  }
}
