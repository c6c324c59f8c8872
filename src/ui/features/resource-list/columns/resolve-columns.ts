import { CellKind, type ColumnSpec } from './column-spec';
import type { FormattedColumn } from './cell-format';
import { VALUE_FIELD, isRecord, localizedNames, readField } from './read-field';

/** A column header: a translation key for a declared column, the humanised field name for an inferred one. */
export type Header = { readonly key: string } | { readonly text: string };

/** A column of the table on screen. */
export interface Column extends FormattedColumn {
  /** What sorting and the URL name the column by: its field. */
  readonly id: string;
  readonly header: Header;
}

/** How many rows are looked at to find a list's fields. */
const SAMPLE = 50;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `phoneNumber` as "Phone number", `created_at` as "Created at": a readable header for an undeclared field. */
export function humanise(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Whether a row has something in a declared column's field (a localized one under any of its names). */
function fills(row: unknown, spec: ColumnSpec): boolean {
  if (!isRecord(row)) return false;
  const names = spec.localized === true ? localizedNames(spec.field, 'en') : [spec.field];
  return names.some((name) => !isEmpty(readField(row, name)));
}

/** The kind an undeclared field's first value suggests; anything unknown is text. */
function inferKind(field: string, value: unknown): CellKind {
  if (typeof value === 'boolean') return CellKind.Boolean;
  if (typeof value === 'number') return /id$/i.test(field) ? CellKind.Code : CellKind.Number;
  if (Array.isArray(value) || isRecord(value)) return CellKind.Count;
  if (typeof value !== 'string') return CellKind.Text;
  if (value.startsWith('data:image/')) return CellKind.Image;
  if (/^https?:\/\//i.test(value)) return CellKind.Link;
  if (ISO_DAY.test(value)) return CellKind.Date;
  if (ISO_INSTANT.test(value)) return CellKind.DateTime;
  return CellKind.Text;
}

/** Every field of the first rows, in the order first seen; a row that is not a record is one `value`. */
export function fieldsOf(rows: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, SAMPLE)) {
    if (isRecord(row)) for (const key of Object.keys(row)) seen.add(key);
    else seen.add(VALUE_FIELD);
  }
  return [...seen];
}

const declaredColumn = (spec: ColumnSpec): Column => ({
  id: spec.field,
  field: spec.field,
  kind: spec.kind,
  localized: spec.localized,
  values: spec.values,
  ref: spec.ref,
  detail: spec.detail,
  plays: spec.plays,
  header: { key: spec.header },
});

/**
 * The columns of a list: the declared ones some row fills, in declared order (a column empty in
 * every row says nothing); when there is no declaration or the rows fill none of its fields
 * (another backend's names), every field of the first rows with a humanised header and a kind
 * guessed from its first value.
 */
export function resolveColumns(
  declared: readonly ColumnSpec[] | undefined,
  rows: readonly unknown[],
): Column[] {
  if (declared !== undefined) {
    const filled =
      rows.length === 0 ? declared : declared.filter((spec) => rows.some((row) => fills(row, spec)));
    if (filled.length > 0) return filled.map(declaredColumn);
  }
  const sample = rows.slice(0, SAMPLE);
  return fieldsOf(sample).map((field) => {
    const first = sample
      .map((row) => readField(row, field))
      .find((value) => value !== null && value !== undefined);
    return { id: field, field, kind: inferKind(field, first), header: { text: humanise(field) } };
  });
}
