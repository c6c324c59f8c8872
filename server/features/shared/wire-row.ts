/** A database row as the wire sends it: camelCase keys, date-times as ISO-8601 text. */
export type WireRow = Record<string, unknown>;

const camel = (key: string): string => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** ISO-8601 text of a `timestamptz` column, or the value unchanged. */
export const wireValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * Renames a row's snake_case columns to the wire's camelCase (`name_en` -> `nameEn`) and writes
 * its dates as ISO text. Used for the lists whose fields the spec does not show.
 */
export function toWireRow(row: Readonly<Record<string, unknown>>): WireRow {
  const out: WireRow = {};
  for (const [key, value] of Object.entries(row)) out[camel(key)] = wireValue(value);
  return out;
}

/** ISO text of a date column that is never null. */
export const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
