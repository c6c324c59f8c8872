import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldProblemOf, RecordWritesGateway } from '../../../application/ports/record-writes-gateway';
import {
  FORM_LANGUAGES,
  type FormFieldOf,
  type ManagedRecord,
  type RecordRow,
} from '../../../application/records/managed-record';
import type { ResourceGateway } from '../../../application/resources/resource-gateway';
import { RESOURCES, type ResourceKey } from '../../../application/resources/resource-key';
import type { AppError } from '../../../domain/errors/app-error';
import type { PermissionArea } from '../../../domain/lists/permission-area';

/** What the editor shows: nothing, a record read-only, a record being changed, or a new one. */
export type EditorMode = 'closed' | 'view' | 'edit' | 'new';

/** Why the last save or removal failed, as the editor explains it. */
export type EditorFailure =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'stale'; readonly current: RecordRow }
  | { readonly kind: 'referenced'; readonly tables: readonly string[] }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'other'; readonly error: AppError };

/** One choice of a lookup: the record's id and its name in each language. */
export interface LookupChoice {
  readonly id: number;
  readonly row: RecordRow;
}

export type LookupState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly choices: readonly LookupChoice[] }
  | { readonly kind: 'failed' };

/** A picture on its way to the server, or the reason the last one was refused (a translation key's end). */
export type ImageUpload =
  | { readonly kind: 'uploading'; readonly fileName: string; readonly bytes: number; readonly seq: number }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problem: ImageUploadProblem };

/** Why an upload failed, as the form explains it (`recordMedia.refusals.<problem>`). */
export type ImageUploadProblem =
  'notAnImage' | 'unreadable' | 'tooLarge' | 'noFile' | 'forbidden' | 'offline' | 'failed';

const SERVER_REFUSALS: ReadonlySet<string> = new Set(['notAnImage', 'unreadable', 'tooLarge', 'noFile']);

/** The refusal the server named (`errors[0].problem`), else one read from the failure's kind. */
export function uploadProblemOf(error: AppError): ImageUploadProblem {
  const body = 'body' in error ? (error.body as { errors?: { problem?: unknown }[] } | null) : null;
  const named = Array.isArray(body?.errors) ? body.errors[0]?.problem : undefined;
  if (typeof named === 'string' && SERVER_REFUSALS.has(named)) return named as ImageUploadProblem;
  switch (error.code) {
    case 'Forbidden':
      return 'forbidden';
    case 'NetworkFailure':
    case 'Timeout':
      return 'offline';
    case 'ServerError':
      // A proxy in front of the server may refuse a large body with its own page.
      return error.status === 413 ? 'tooLarge' : error.status === 415 ? 'notAnImage' : 'failed';
    default:
      return 'failed';
  }
}

interface EditorServices {
  readonly writes: RecordWritesGateway;
  readonly resources: ResourceGateway;
}

/** The wire fields of a form field: three for multilingual text, else one. */
export const wireFieldsOf = (field: FormFieldOf): readonly string[] =>
  field.kind === 'multilingual' ? FORM_LANGUAGES.map((l) => `${field.name}${l}`) : [field.name];

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone. */
function localDateTime(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The inputs' text of a record's field (every input holds text; yes/no holds a boolean). */
function draftValue(field: FormFieldOf, value: unknown): string | boolean {
  switch (field.kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? value : true;
    case 'dateTime':
      return localDateTime(value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The draft's text as the wire value the schema checks: numbers as numbers, empty as null. */
function wireValue(field: FormFieldOf, value: string | boolean | undefined): unknown {
  if (field.kind === 'yesNo') return value === true;
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'number':
    case 'lookup': {
      if (text.trim() === '') return null;
      const n = Number(text);
      // Not a number: sent as typed, so the check names it.
      return Number.isNaN(n) ? text : n;
    }
    case 'dateTime': {
      if (text === '') return null;
      const d = new Date(text);
      return Number.isNaN(d.getTime()) ? text : d.toISOString();
    }
    case 'date':
    case 'enum':
      return text === '' ? null : text;
    default:
      return text;
  }
}

/**
 * The record drawer of one list: the chosen record, the form's draft, the checks' refusals by
 * field, and the outcome of the last save or removal. The draft is kept until a save succeeds or
 * the user discards it, so nothing typed is lost to a refused or failed call.
 */
export class RecordEditorViewModel {
  mode: EditorMode = 'closed';
  /** The record as last read from the server (null for a new one). */
  row: RecordRow | null = null;
  draft: Record<string, string | boolean> = {};
  private pristine = '{}';
  problems: Record<string, string> = {};
  failure: EditorFailure | null = null;
  busy = false;
  confirmingClose = false;
  confirmingRemove = false;
  lookups: Record<string, LookupState> = {};
  /** The image fields with a picture on its way or refused, by wire field. */
  images: Record<string, ImageUpload> = {};
  private uploads = 0;

  constructor(
    private readonly services: EditorServices,
    readonly list: ResourceKey,
    /** The areas the signed-in user's role grants. */
    private readonly areas: () => readonly PermissionArea[],
    /** Reloads the list after a change. */
    private readonly changed: () => void,
  ) {
    this.record = services.writes.recordOfList(list);
    makeAutoObservable<this, 'services' | 'areas' | 'changed' | 'pristine' | 'uploads'>(
      this,
      {
        services: false,
        areas: false,
        changed: false,
        record: false,
        list: false,
        pristine: true,
        uploads: false,
      },
      { autoBind: true },
    );
  }

  /** The record this list writes, or undefined when it is not written here. */
  readonly record: ManagedRecord | undefined;

  get form(): readonly FormFieldOf[] {
    return this.record?.form ?? [];
  }

  /** Whether the user's role may write the list's area: the New, Edit and Delete buttons. */
  get canWrite(): boolean {
    const area = RESOURCES[this.list].area;
    return this.record !== undefined && area !== null && this.areas().includes(area);
  }

  get isOpen(): boolean {
    return this.mode !== 'closed';
  }

  get isEditing(): boolean {
    return this.mode === 'edit' || this.mode === 'new';
  }

  get isDirty(): boolean {
    return this.isEditing && JSON.stringify(this.draft) !== this.pristine;
  }

  /** Opens a row of the list, read-only. */
  open(row: RecordRow): void {
    if (this.record === undefined) return;
    this.reset(row, 'view');
    this.loadLookups();
  }

  startNew(): void {
    this.reset(null, 'new');
    this.loadLookups();
  }

  edit(): void {
    this.reset(this.row, 'edit');
    this.loadLookups();
  }

  setField(name: string, value: string | boolean): void {
    this.draft = { ...this.draft, [name]: value };
    if (this.problems[name] !== undefined) {
      const { [name]: _solved, ...rest } = this.problems;
      this.problems = rest;
    }
  }

  /** Whether a picture is still on its way: the form is not saved until it has arrived. */
  get uploading(): boolean {
    return Object.values(this.images).some((upload) => upload.kind === 'uploading');
  }

  /**
   * Uploads a picture for an image field; once stored, the field holds its address. A refused or
   * failed upload leaves the field and the rest of the draft as they were, and says why. A second
   * picture chosen before the first arrived replaces it; an answer for a closed form is dropped.
   */
  async uploadImage(name: string, file: Blob, fileName: string): Promise<void> {
    const record = this.record;
    if (record === undefined || !this.isEditing) return;
    const seq = ++this.uploads;
    this.images = { ...this.images, [name]: { kind: 'uploading', fileName, bytes: file.size, seq } };
    const result = await this.services.writes.uploadImage(record.name, file, fileName);
    runInAction(() => {
      const current = this.images[name];
      if (current?.kind !== 'uploading' || current.seq !== seq || !this.isEditing) return;
      const { [name]: _done, ...rest } = this.images;
      if (result.ok) {
        this.images = rest;
        this.setField(name, result.value.imageUrl);
      } else {
        this.images = {
          ...rest,
          [name]: { kind: 'failed', fileName, problem: uploadProblemOf(result.error) },
        };
      }
    });
  }

  /** Takes the picture off the record (saved with the form); the stored file stays for the audit. */
  removeImage(name: string): void {
    const { [name]: _gone, ...rest } = this.images;
    this.images = rest;
    this.setField(name, '');
  }

  /** Closing with unsaved changes asks first. */
  requestClose(): void {
    if (this.isDirty) this.confirmingClose = true;
    else this.close();
  }

  close(): void {
    this.mode = 'closed';
    this.images = {};
    this.confirmingClose = false;
    this.confirmingRemove = false;
    this.failure = null;
  }

  keepEditing(): void {
    this.confirmingClose = false;
  }

  /** The body the form stands for; with `version` for a change. */
  get body(): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (const field of this.form) {
      for (const name of wireFieldsOf(field)) body[name] = wireValue(field, this.draft[name]);
    }
    if (this.mode === 'edit') body.version = this.row?.version;
    return body;
  }

  async save(): Promise<void> {
    const record = this.record;
    if (record === undefined || this.busy || this.uploading) return;
    const change = this.mode === 'edit';
    const refused = this.services.writes.check(record.name, this.body, change);
    if (refused.length > 0) {
      this.refuse(refused);
      return;
    }
    this.busy = true;
    this.failure = null;
    const id = Number(this.row?.id);
    const result = change
      ? await this.services.writes.update(record.name, id, this.body)
      : await this.services.writes.create(record.name, this.body);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.reset(result.value, 'view');
        this.changed();
      } else {
        this.fail(result.error);
      }
    });
  }

  /** After a 409: take the record as it is now, dropping the draft. */
  reloadCurrent(): void {
    if (this.failure?.kind !== 'stale') return;
    this.reset(this.failure.current, 'edit');
    this.changed();
  }

  /** After a 409: keep the draft and save it over the record as it is now. */
  async overwrite(): Promise<void> {
    if (this.failure?.kind !== 'stale') return;
    this.row = this.failure.current;
    await this.save();
  }

  requestRemove(): void {
    this.confirmingRemove = true;
  }

  cancelRemove(): void {
    this.confirmingRemove = false;
  }

  async remove(): Promise<void> {
    const { record, row } = this;
    this.confirmingRemove = false;
    if (record === undefined || row === null || this.busy) return;
    this.busy = true;
    this.failure = null;
    const result = await this.services.writes.remove(record.name, Number(row.id), Number(row.version));
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.close();
        this.changed();
      } else {
        this.fail(result.error);
      }
    });
  }

  private reset(row: RecordRow | null, mode: EditorMode): void {
    this.row = row;
    this.mode = mode;
    const draft: Record<string, string | boolean> = {};
    for (const field of this.form) {
      for (const name of wireFieldsOf(field)) draft[name] = draftValue(field, row?.[name]);
    }
    this.draft = draft;
    this.pristine = JSON.stringify(draft);
    this.problems = {};
    this.images = {};
    this.failure = null;
    this.confirmingClose = false;
    this.confirmingRemove = false;
  }

  private refuse(refused: readonly FieldProblemOf[]): void {
    const problems: Record<string, string> = {};
    for (const { field, problem } of refused) problems[field] ??= problem;
    this.problems = problems;
    this.failure = { kind: 'invalid' };
  }

  private fail(error: AppError): void {
    const body = 'body' in error ? (error.body as Record<string, unknown> | null) : null;
    if (error.code === 'BadRequest' && Array.isArray(body?.errors)) {
      this.refuse(body.errors as FieldProblemOf[]);
    } else if (error.code === 'Conflict' && body?.current !== undefined) {
      this.failure = { kind: 'stale', current: body.current as RecordRow };
    } else if (error.code === 'Conflict' && Array.isArray(body?.referencedBy)) {
      const tables = (body.referencedBy as { table: string }[]).map((r) => r.table);
      this.failure = { kind: 'referenced', tables };
    } else if (error.code === 'Conflict') {
      this.failure = { kind: 'duplicate' };
    } else if (error.code === 'Forbidden') {
      this.failure = { kind: 'forbidden' };
    } else {
      this.failure = { kind: 'other', error };
    }
  }

  /** Loads each lookup's choices once per editor. */
  private loadLookups(): void {
    for (const field of this.form) {
      const read = field.read;
      if (field.kind !== 'lookup' || read === undefined || this.lookups[field.name] !== undefined) continue;
      this.lookups = { ...this.lookups, [field.name]: { kind: 'loading' } };
      // A lookup's list is a plain read without parameters (`MANAGED_RECORDS` names only those).
      const resources = this.services.resources as unknown as {
        load(key: string): ReturnType<ResourceGateway['load']>;
      };
      const settle = (rows: readonly RecordRow[] | null): void =>
        runInAction(() => {
          this.lookups = {
            ...this.lookups,
            [field.name]:
              rows === null
                ? { kind: 'failed' }
                : { kind: 'loaded', choices: rows.map((row) => ({ id: Number(row.id), row })) },
          };
        });
      resources.load(read).then(
        (result) => settle(result.ok && Array.isArray(result.value) ? (result.value as RecordRow[]) : null),
        () => settle(null),
      );
    }
  }
}
