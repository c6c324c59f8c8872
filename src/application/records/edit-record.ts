import type { AppError } from '../../domain/errors/app-error';
import type { FieldProblemOf, RecordWritesGateway, UploadedImage } from '../ports/record-writes-gateway';
import { FORM_LANGUAGES, type FormFieldOf, type ManagedRecord, type RecordRow } from './managed-record';

/** What an input of the form holds: text, yes/no, or the ids of several choices (tags). */
export type DraftValue = string | boolean | readonly number[];
/** The form's inputs by wire field. */
export type Draft = Readonly<Record<string, DraftValue>>;

/** Why the last save or removal failed, as the editor explains it. */
export type EditorFailure =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'stale'; readonly current: RecordRow }
  | { readonly kind: 'referenced'; readonly tables: readonly string[] }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'other'; readonly error: AppError };

/** The outcome of a save: the record as stored, or the refused fields, or why it failed. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly row: RecordRow }
  | { readonly kind: 'refused'; readonly problems: Readonly<Record<string, string>> }
  | { readonly kind: 'failed'; readonly failure: EditorFailure };

/** The outcome of a removal. */
export type RemoveOutcome =
  | { readonly kind: 'removed' }
  | { readonly kind: 'refused'; readonly problems: Readonly<Record<string, string>> }
  | { readonly kind: 'failed'; readonly failure: EditorFailure };

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

/** The input's value of a record's field (text for most; yes/no a boolean; tags their ids). */
function draftValue(field: FormFieldOf, value: unknown): DraftValue {
  switch (field.kind) {
    case 'yesNo':
      // A setting kept as text (the app configuration) says `false` in words.
      if (value === 'false') return false;
      return typeof value === 'boolean' ? value : true;
    case 'dateTime':
      return localDateTime(value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    case 'tags':
      return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The input's value as the wire value the schema checks: numbers as numbers, empty as null. */
export function wireValue(field: FormFieldOf, value: DraftValue | undefined): unknown {
  if (field.kind === 'yesNo') return value === true;
  if (field.kind === 'tags') return Array.isArray(value) ? [...value] : [];
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'number':
    case 'choice':
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
    case 'color':
      return text === '' ? null : text;
    default:
      return text;
  }
}

/** The refused fields by wire field, the first problem of each. */
function problemsOf(refused: readonly FieldProblemOf[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, problem } of refused) problems[field] ??= problem;
  return problems;
}

/** A failed write as the editor explains it: the server's 400 as refused fields, else a failure. */
function failedWrite(error: AppError): SaveOutcome & RemoveOutcome {
  const body = 'body' in error ? (error.body as Record<string, unknown> | null) : null;
  const failure = (f: EditorFailure): { kind: 'failed'; failure: EditorFailure } => ({
    kind: 'failed',
    failure: f,
  });
  if (error.code === 'BadRequest' && Array.isArray(body?.errors)) {
    return { kind: 'refused', problems: problemsOf(body.errors as FieldProblemOf[]) };
  }
  if (error.code === 'Conflict' && body?.current !== undefined) {
    return failure({ kind: 'stale', current: body.current as RecordRow });
  }
  if (error.code === 'Conflict' && Array.isArray(body?.referencedBy)) {
    return failure({
      kind: 'referenced',
      tables: (body.referencedBy as { table: string }[]).map((r) => r.table),
    });
  }
  if (error.code === 'Conflict') return failure({ kind: 'duplicate' });
  if (error.code === 'Forbidden') return failure({ kind: 'forbidden' });
  return failure({ kind: 'other', error });
}

/**
 * Writing one managed record from its form: the draft a record opens as, the body a draft stands
 * for, the browser's check before sending (the server's own schema), and every answer of the
 * writes read as what the editor says. The view-model keeps only the editor's state.
 */
export class EditRecord {
  constructor(private readonly writes: RecordWritesGateway) {}

  /** The record written from a list (by its read), or undefined when staff do not write that list. */
  recordOfList(list: string): ManagedRecord | undefined {
    return this.writes.recordOfList(list);
  }

  /** The form's inputs for a record as read (a new record: every input empty or its default). */
  draftOf(record: ManagedRecord, row: RecordRow | null): Draft {
    const draft: Record<string, DraftValue> = {};
    for (const field of record.form) {
      for (const name of wireFieldsOf(field)) draft[name] = draftValue(field, row?.[name]);
    }
    return draft;
  }

  /** The body the draft stands for; with the version it was read at for a change (`row` given). */
  bodyOf(record: ManagedRecord, draft: Draft, row: RecordRow | null): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (const field of record.form) {
      for (const name of wireFieldsOf(field)) body[name] = wireValue(field, draft[name]);
    }
    // A record kept as settings sends its version as text, as it sends every setting.
    if (row !== null) {
      body.version =
        typeof row.version === 'string' && /^\d+$/.test(row.version) ? Number(row.version) : row.version;
    }
    return body;
  }

  /**
   * Checks the draft with the server's schema and, if it passes, creates the record (`row` null)
   * or changes it from the version it was read at. Nothing is sent for a draft the check refuses.
   */
  async save(record: ManagedRecord, draft: Draft, row: RecordRow | null): Promise<SaveOutcome> {
    const body = this.bodyOf(record, draft, row);
    const refused = this.writes.check(record.name, body, row !== null);
    if (refused.length > 0) return { kind: 'refused', problems: problemsOf(refused) };
    const result =
      row === null
        ? await this.writes.create(record.name, body)
        : await this.writes.update(record.name, Number(row.id), body);
    return result.ok ? { kind: 'saved', row: result.value } : failedWrite(result.error);
  }

  /** Removes the record as read (its version guards against removing a newer one). */
  async remove(record: ManagedRecord, row: RecordRow): Promise<RemoveOutcome> {
    const result = await this.writes.remove(record.name, Number(row.id), Number(row.version));
    return result.ok ? { kind: 'removed' } : failedWrite(result.error);
  }

  /** Uploads a picture for an image field: its stored address, or why it was refused. */
  async uploadImage(
    record: ManagedRecord,
    file: Blob,
    fileName: string,
  ): Promise<{ ok: true; image: UploadedImage } | { ok: false; problem: ImageUploadProblem }> {
    const result = await this.writes.uploadImage(record.name, file, fileName);
    return result.ok
      ? { ok: true, image: result.value }
      : { ok: false, problem: uploadProblemOf(result.error) };
  }
}
