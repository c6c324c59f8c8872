import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type {
  FieldProblemOf,
  ImportRowOf,
  ImportRowResultOf,
  RecordWritesGateway,
} from '../ports/record-writes-gateway';
import { wireFieldsOf } from './edit-record';
import type { FormFieldOf, ManagedRecord } from './managed-record';

/** A file's limits (the contract's `IMPORT_MAX_BYTES`, `IMPORT_MAX_ROWS`, `IMPORT_BATCH_ROWS`). */
export interface ImportLimits {
  readonly maxBytes: number;
  readonly maxRows: number;
  readonly batchRows: number;
}

/** Why a file cannot be imported at all, before any row is looked at (`records.import.fileProblems.*`). */
export type ImportFileProblem =
  | { readonly kind: 'tooLarge' | 'notUtf8' | 'empty' | 'tooManyRows' }
  | { readonly kind: 'missingColumns' | 'unknownColumns'; readonly columns: readonly string[] }
  | { readonly kind: 'unreadable'; readonly row: number };

/** What a CSV parser gives: the header, the rows' cells by column, and the first row it could not read. */
export interface ParsedCsv {
  readonly header: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  /** The file's line (from 1) of the first row that is not CSV (an unclosed quote), if any. */
  readonly badRow?: number;
}

/** Reads CSV text (an adapter over a CSV library). */
export type CsvParser = (text: string) => Promise<ParsedCsv>;

/** A row of the file as it will be sent: its line in the file, its values, and what the check found. */
export interface ImportRow extends ImportRowOf {
  /** The row's own words to recognise it by (its English name, or its code). */
  readonly label: string;
  readonly problems: readonly FieldProblemOf[];
  /** What the server said of it: checked, made, made before, or refused. */
  readonly outcome?: ImportRowResultOf['outcome'];
  readonly id?: number | undefined;
}

/** A file read and checked: the import's key (the same for the same file) and its rows. */
export interface PreparedImport {
  readonly key: string;
  readonly rows: readonly ImportRow[];
}

/** A form's CSV columns: its wire fields (a several-choice field is not imported), and which must be there. */
export function csvColumns(form: readonly FormFieldOf[]): { all: string[]; required: string[] } {
  const fields = form.filter((field) => field.kind !== 'tags');
  return {
    all: fields.flatMap(wireFieldsOf),
    required: fields.filter((field) => field.required).flatMap(wireFieldsOf),
  };
}

/** A header that lacks a required column or names one the record does not have. */
export function headerProblem(
  form: readonly FormFieldOf[],
  header: readonly string[],
): ImportFileProblem | null {
  const { all, required } = csvColumns(form);
  const given = header.map((column) => column.trim());
  const missing = required.filter((column) => !given.includes(column));
  if (missing.length > 0) return { kind: 'missingColumns', columns: missing };
  const unknown = given.filter((column) => !all.includes(column));
  if (unknown.length > 0) return { kind: 'unknownColumns', columns: unknown };
  return null;
}

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);

/** One cell as the wire value the write schema checks; a cell that is not what its field takes stays text, so the check names it. */
function cellValue(field: FormFieldOf, cell: string | undefined): unknown {
  if (cell === undefined) return undefined;
  const text = cell.trim();
  switch (field.kind) {
    case 'number':
    case 'lookup': {
      if (text === '') return null;
      const n = Number(text);
      return Number.isFinite(n) ? n : cell;
    }
    case 'yesNo': {
      const word = text.toLowerCase();
      if (word === '') return undefined;
      return YES.has(word) ? true : NO.has(word) ? false : cell;
    }
    case 'date':
    case 'dateTime':
    case 'enum':
    case 'color':
      return text === '' ? null : text;
    case 'tags':
      return text === ''
        ? []
        : text.split(/[;,]/).map((id) => {
            const n = Number(id.trim());
            return Number.isFinite(n) ? n : id;
          });
    default:
      return cell;
  }
}

/** A CSV row's cells as a write's body: numbers, yes/no and empty cells read as the form's fields take them. */
export function rowValues(
  form: readonly FormFieldOf[],
  cells: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form) {
    for (const name of wireFieldsOf(field)) {
      const value = cellValue(field, cells[name]);
      if (value !== undefined) values[name] = value;
    }
  }
  return values;
}

/** The file's bytes as text if they are UTF-8 (a byte-order mark dropped), else null. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    return null;
  }
}

const labelOf = (cells: Readonly<Record<string, string>>): string =>
  cells.nameEn ?? cells.appearanceName ?? cells.code ?? Object.values(cells)[0] ?? '';

/**
 * A CSV import of a managed record: the file read and checked row by row with the server's own
 * schema, then checked by the server itself without writing (a dry run: a missing choice or a
 * duplicate code shows before anything is written), then the valid rows imported in batches. Every
 * send names the import by a key made from the file, so a batch sent again (a retry after a lost
 * answer, the same file chosen again) writes none of its rows twice.
 */
export class ImportRecords {
  constructor(
    private readonly writes: RecordWritesGateway,
    private readonly parse: CsvParser,
    /** A hex digest of the bytes (SHA-256): the import's key. */
    private readonly digest: (bytes: Uint8Array) => Promise<string>,
    readonly limits: ImportLimits,
  ) {}

  importable(record: ManagedRecord): boolean {
    return this.writes.importable(record.name);
  }

  /** Reads and checks a file; nothing is sent. */
  async read(
    record: ManagedRecord,
    bytes: Uint8Array,
  ): Promise<{ ok: true; prepared: PreparedImport } | { ok: false; problem: ImportFileProblem }> {
    const refuse = (problem: ImportFileProblem) => ({ ok: false as const, problem });
    if (bytes.byteLength > this.limits.maxBytes) return refuse({ kind: 'tooLarge' });
    const text = decodeUtf8(bytes);
    if (text === null) return refuse({ kind: 'notUtf8' });
    const parsed = await this.parse(text);
    if (parsed.badRow !== undefined) return refuse({ kind: 'unreadable', row: parsed.badRow });
    const header = headerProblem(record.form, parsed.header);
    if (header !== null) return refuse(header);
    // The header is the file's line 1; a blank line is skipped but still counted.
    const rows = parsed.rows
      .map((cells, index) => ({ cells, row: index + 2 }))
      .filter(({ cells }) => Object.values(cells).some((cell) => cell.trim() !== ''));
    if (rows.length === 0) return refuse({ kind: 'empty' });
    if (rows.length > this.limits.maxRows) return refuse({ kind: 'tooManyRows' });
    const key = await this.digest(
      new Uint8Array([...new TextEncoder().encode(`${record.name}\n`), ...bytes]),
    );
    return {
      ok: true,
      prepared: {
        key,
        rows: rows.map(({ cells, row }) => {
          const values = rowValues(record.form, cells);
          return {
            row,
            values,
            label: labelOf(cells),
            problems: this.writes.check(record.name, values, false),
          };
        }),
      },
    };
  }

  /**
   * Sends rows in batches (checked only, or imported), telling each batch's results as it comes;
   * stops at the first batch that fails, whose rows can be sent again.
   */
  async send(
    record: ManagedRecord,
    key: string,
    rows: readonly ImportRowOf[],
    dryRun: boolean,
    onBatch: (results: readonly ImportRowResultOf[]) => void,
  ): Promise<Result<void, AppError>> {
    for (let start = 0; start < rows.length; start += this.limits.batchRows) {
      const batch = rows
        .slice(start, start + this.limits.batchRows)
        .map(({ row, values }) => ({ row, values }));
      const result = await this.writes.importRows(record.name, key, batch, dryRun);
      if (!result.ok) return result;
      onBatch(result.value);
    }
    return { ok: true, value: undefined };
  }
}
