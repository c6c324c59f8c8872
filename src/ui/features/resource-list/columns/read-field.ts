import type { Language } from '../../../../domain/preferences/language';

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The column a row that is not a record is shown in (a list of plain values). */
export const VALUE_FIELD = 'value';

/**
 * The value at a dotted path (`summary.seen`, `children.0.destination`); `undefined` wherever the
 * path leads nowhere. A row that is not a record is its own `value`.
 */
export function readField(row: unknown, path: string): unknown {
  if (!isRecord(row)) return path === VALUE_FIELD ? row : undefined;
  if (!path.includes('.')) return row[path];
  let value: unknown = row;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isRecord(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

const SUFFIX: Readonly<Record<Language, string>> = { en: 'En', ku: 'Ku', ar: 'Ar' };
const SUFFIXES = Object.values(SUFFIX);

/** The field names a localized field is read from: the shown language's first, then the others, then the bare name. */
export function localizedNames(field: string, language: Language): readonly string[] {
  const first = SUFFIX[language];
  return [`${field}${first}`, ...SUFFIXES.filter((s) => s !== first).map((s) => `${field}${s}`), field];
}

/** A localized field's value: the first of its names holding text, else the first holding anything. */
export function readLocalized(row: unknown, field: string, language: Language): unknown {
  const values = localizedNames(field, language).map((name) => readField(row, name));
  return (
    values.find((value) => typeof value === 'string' && value.trim() !== '') ??
    values.find((value) => value !== undefined && value !== null)
  );
}
