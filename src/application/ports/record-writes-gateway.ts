import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ManagedRecord, RecordRow } from '../records/managed-record';

/** One field the checks refused: its wire name and the problem's code (`required`, `tooLong`, …). */
export interface FieldProblemOf {
  readonly field: string;
  readonly problem: string;
}

/**
 * The writes of the managed records (`/api/Records/{name}`, an extension: docs/api-extensions.md)
 * and the forms they are made from. `check` runs the same schema the server runs, so a form
 * shows a refusal before it is sent. An implementation never throws for a failed call: a 400
 * comes back as `BadRequest` with the body's `errors`, a stale version or a record still referred
 * to as `Conflict` with the server's body, a role without the area as `Forbidden`.
 */
export interface RecordWritesGateway {
  /** The record written from a list (by its read), or undefined when staff do not write that list. */
  recordOfList(list: string): ManagedRecord | undefined;
  check(record: string, body: Readonly<Record<string, unknown>>, change: boolean): readonly FieldProblemOf[];
  create(record: string, body: Readonly<Record<string, unknown>>): Promise<Result<RecordRow, AppError>>;
  update(
    record: string,
    id: number,
    body: Readonly<Record<string, unknown>>,
  ): Promise<Result<RecordRow, AppError>>;
  remove(record: string, id: number, version: number): Promise<Result<void, AppError>>;
  /**
   * Uploads a picture for a record's image field; the answer's `imageUrl` is what the field then
   * holds. A refused file comes back as an error whose body's `errors[0].problem` names why
   * (`BadRequest` for an unreadable file, the status's error for a wrong type (415) or size (413)).
   */
  uploadImage(record: string, file: Blob, fileName: string): Promise<Result<UploadedImage, AppError>>;
  /** Whether staff may import the record from a CSV file. */
  importable(record: string): boolean;
  /**
   * Checks (`dryRun`) or imports one batch of an import's rows; `key` names the import, so a
   * batch sent again writes none of the rows it already wrote.
   */
  importRows(
    record: string,
    key: string,
    rows: readonly ImportRowOf[],
    dryRun: boolean,
  ): Promise<Result<readonly ImportRowResultOf[], AppError>>;
}

/** One row of a CSV import as sent: its row number in the file and its values as wire fields. */
export interface ImportRowOf {
  readonly row: number;
  readonly values: Readonly<Record<string, unknown>>;
}

/** What became of one row of an import (`valid` for a dry run), with the record made or the refusals. */
export interface ImportRowResultOf {
  readonly row: number;
  readonly outcome: 'valid' | 'created' | 'already' | 'refused';
  readonly id?: number | undefined;
  readonly errors?: readonly FieldProblemOf[] | undefined;
}

/** A stored picture: its address (for the record) and its thumbnail's (for lists and the form). */
export interface UploadedImage {
  readonly imageUrl: string;
  readonly thumbnailUrl: string;
}
