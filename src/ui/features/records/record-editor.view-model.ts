import { makeAutoObservable, runInAction } from 'mobx';
import {
  type Draft,
  type DraftValue,
  type EditorFailure,
  type EditRecord,
  type ImageUploadProblem,
  type RemoveOutcome,
  type SaveOutcome,
} from '../../../application/records/edit-record';
import type { FormFieldOf, ManagedRecord, RecordRow } from '../../../application/records/managed-record';
import type { ResourceGateway } from '../../../application/resources/resource-gateway';
import { RESOURCES, type ResourceKey } from '../../../application/resources/resource-key';
import type { ImportRecords } from '../../../application/records/import-records';
import { AppErrors } from '../../../domain/errors/app-error';
import type { PermissionArea } from '../../../domain/lists/permission-area';
import { addTag, moveTag, removeTag } from '../../../domain/records/tag-choices';
import { RecordImportViewModel } from './record-import.view-model';

export {
  wireFieldsOf,
  type EditorFailure,
  type ImageUploadProblem,
} from '../../../application/records/edit-record';

/**
 * The records of a list's answer: the list itself, the items of a record that holds them (why
 * choose us), or a single record as its one row.
 */
export function rowsOfAnswer(value: unknown): RecordRow[] {
  if (Array.isArray(value)) return value as RecordRow[];
  if (typeof value !== 'object' || value === null) return [];
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) ? (items as RecordRow[]) : [value as RecordRow];
}

/** Whether a row is a stored record: it has an id (a number, or as text in a record of settings). */
export const hasId = (row: RecordRow): boolean =>
  typeof row.id === 'number' || (typeof row.id === 'string' && row.id !== '');

/** What the editor shows: nothing, a record read-only, a record being changed, or a new one. */
export type EditorMode = 'closed' | 'view' | 'edit' | 'new';

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

interface EditorServices {
  /** The use case the editor writes through. */
  readonly editing: EditRecord;
  readonly resources: ResourceGateway;
  /** The CSV import of the records that have one. */
  readonly importing?: ImportRecords;
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
  draft: Draft = {};
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
    this.record = services.editing.recordOfList(list);
    const { importing } = services;
    this.importer =
      this.record !== undefined && importing?.importable(this.record) === true
        ? new RecordImportViewModel(importing, this.record, changed)
        : undefined;
    makeAutoObservable<this, 'services' | 'areas' | 'changed' | 'pristine' | 'uploads' | 'changedRow'>(
      this,
      {
        services: false,
        areas: false,
        changed: false,
        record: false,
        importer: false,
        list: false,
        pristine: true,
        uploads: false,
        changedRow: false,
      },
      { autoBind: true },
    );
  }

  /** The record this list writes, or undefined when it is not written here. */
  readonly record: ManagedRecord | undefined;

  /** The list's CSV import, when its record has one. */
  readonly importer: RecordImportViewModel | undefined;

  get form(): readonly FormFieldOf[] {
    return this.record?.form ?? [];
  }

  /** Whether the user's role may write the list's area: the New, Edit and Delete buttons. */
  get canWrite(): boolean {
    const area = RESOURCES[this.list].area;
    return this.record !== undefined && area !== null && this.areas().includes(area);
  }

  /** Whether the list's records are removed here (a single record and an applicant's status are not). */
  get canRemove(): boolean {
    return this.canWrite && this.record?.writes === undefined;
  }

  /**
   * Whether a new record is made here, given the list's rows: never for records only changed, and
   * for a single record only while there is none.
   */
  canCreate(rows: readonly RecordRow[]): boolean {
    if (!this.canWrite) return false;
    const writes = this.record?.writes;
    if (writes === 'changeOnly') return false;
    return writes !== 'single' || !rows.some(hasId);
  }

  /** Opens a single record's form at once (its screen's Edit button). */
  editRow(row: RecordRow): void {
    if (this.record === undefined) return;
    this.reset(row, 'edit');
    this.loadLookups();
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

  /** A new record's form, empty. */
  startNew(): void {
    this.startNewWith({});
  }

  /**
   * A new record's form; `initial` fills some fields ahead (the slider board's group of an added
   * image), as if they had been read: closing without other changes does not ask.
   */
  startNewWith(initial: Draft): void {
    this.reset(null, 'new');
    this.draft = { ...this.draft, ...initial };
    this.pristine = JSON.stringify(this.draft);
    this.loadLookups();
  }

  /**
   * Opens a record of the list by its id, as the list has it now (with its version): to change it
   * (`edit`), or asking first to remove it (`remove`). A record the list no longer holds opens the
   * drawer with the failure said.
   */
  async openById(id: string, then: 'edit' | 'remove'): Promise<void> {
    if (this.record === undefined) return;
    this.busy = true;
    // The list's own read, without parameters (a list that writes a record has none).
    const resources = this.services.resources as unknown as {
      load(key: string): ReturnType<ResourceGateway['load']>;
    };
    const answer = await resources.load(this.list);
    runInAction(() => {
      this.busy = false;
      const rows = answer.ok ? rowsOfAnswer(answer.value) : [];
      const row = rows.find((r) => String(r.id) === id);
      if (row === undefined) {
        this.reset(null, 'view');
        this.failure = { kind: 'other', error: answer.ok ? AppErrors.notFound(null) : answer.error };
        return;
      }
      this.reset(row, then === 'edit' ? 'edit' : 'view');
      this.loadLookups();
      if (then === 'remove') this.confirmingRemove = true;
    });
  }

  edit(): void {
    this.reset(this.row, 'edit');
    this.loadLookups();
  }

  /** Chooses one more tag of a several-choice field (each once, up to the limit). */
  addTag(name: string, id: number): void {
    this.setField(name, addTag(this.tagsOf(name), id));
  }

  removeTag(name: string, id: number): void {
    this.setField(name, removeTag(this.tagsOf(name), id));
  }

  /** Moves a chosen tag one place earlier (`-1`) or later (`+1`) in a several-choice field. */
  moveTag(name: string, id: number, by: -1 | 1): void {
    this.setField(name, moveTag(this.tagsOf(name), id, by));
  }

  /** The ids chosen in a several-choice field. */
  tagsOf(name: string): readonly number[] {
    const value = this.draft[name];
    return Array.isArray(value) ? value : [];
  }

  setField(name: string, value: DraftValue): void {
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
    const result = await this.services.editing.uploadImage(record, file, fileName);
    runInAction(() => {
      const current = this.images[name];
      if (current?.kind !== 'uploading' || current.seq !== seq || !this.isEditing) return;
      const { [name]: _done, ...rest } = this.images;
      if (result.ok) {
        this.images = rest;
        this.setField(name, result.image.imageUrl);
      } else {
        this.images = { ...rest, [name]: { kind: 'failed', fileName, problem: result.problem } };
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
    return this.record === undefined
      ? {}
      : this.services.editing.bodyOf(this.record, this.draft, this.changedRow);
  }

  /** The record a save changes (null: the save creates one). */
  private get changedRow(): RecordRow | null {
    return this.mode === 'edit' ? this.row : null;
  }

  async save(): Promise<void> {
    const record = this.record;
    if (record === undefined || this.busy || this.uploading) return;
    this.busy = true;
    this.failure = null;
    const outcome = await this.services.editing.save(record, this.draft, this.changedRow);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'saved') {
        this.reset(outcome.row, 'view');
        this.changed();
      } else {
        this.settle(outcome);
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
    const outcome = await this.services.editing.remove(record, row);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'removed') {
        this.close();
        this.changed();
      } else {
        this.settle(outcome);
      }
    });
  }

  private reset(row: RecordRow | null, mode: EditorMode): void {
    this.row = row;
    this.mode = mode;
    const draft = this.record === undefined ? {} : this.services.editing.draftOf(this.record, row);
    this.draft = draft;
    this.pristine = JSON.stringify(draft);
    this.problems = {};
    this.images = {};
    this.failure = null;
    this.confirmingClose = false;
    this.confirmingRemove = false;
  }

  /** A save or removal that did not go through: the refused fields, or the failure to explain. */
  private settle(
    outcome: Exclude<SaveOutcome | RemoveOutcome, { kind: 'saved' } | { kind: 'removed' }>,
  ): void {
    if (outcome.kind === 'refused') {
      this.problems = outcome.problems;
      this.failure = { kind: 'invalid' };
    } else {
      this.failure = outcome.failure;
    }
  }

  /** Loads each lookup's choices once per editor. */
  private loadLookups(): void {
    for (const field of this.form) {
      // Choices that depend on the record changed are read afresh each time a record is opened.
      const current = this.draft[field.name];
      const byRecord =
        field.readWhenEditing !== undefined &&
        this.mode !== 'new' &&
        (typeof current === 'number' || (typeof current === 'string' && current !== ''));
      const read = byRecord ? field.readWhenEditing : field.read;
      if (
        (field.kind !== 'lookup' && field.kind !== 'tags') ||
        read === undefined ||
        (this.lookups[field.name] !== undefined && field.readWhenEditing === undefined)
      )
        continue;
      this.lookups = { ...this.lookups, [field.name]: { kind: 'loading' } };
      // A lookup's list is a plain read without parameters (`MANAGED_RECORDS` names only those).
      const resources = this.services.resources as unknown as {
        load(key: string, params?: Readonly<Record<string, string>>): ReturnType<ResourceGateway['load']>;
      };
      const settle = (rows: readonly RecordRow[] | null): void =>
        runInAction(() => {
          this.lookups = {
            ...this.lookups,
            [field.name]:
              rows === null
                ? { kind: 'failed' }
                : {
                    kind: 'loaded',
                    // A row without an id (the slider's images of no group) is no choice.
                    choices: rows
                      .map((row) => ({ id: Number(row.id), row }))
                      .filter((choice) => Number.isSafeInteger(choice.id) && choice.id > 0),
                  },
          };
        });
      resources.load(read, byRecord ? { id: String(current) } : undefined).then(
        (result) => settle(result.ok && Array.isArray(result.value) ? (result.value as RecordRow[]) : null),
        () => settle(null),
      );
    }
  }
}
