import * as v from 'valibot';
import type { Schema } from './schema';

/*
 * Schemas of single wire values shared by the feature contracts. Each one refuses exactly what its
 * mapper could not turn into a clean domain value, so the mappers are total and never throw.
 */

/** An id as the backend sends it: a non-empty string or a finite number. */
export const wireId: Schema<string | number> = v.union([
  v.pipe(v.string(), v.nonEmpty()),
  v.pipe(v.number(), v.finite()),
]);

/** The domain keeps every id as text, whatever the backend's id type. */
export const idText = (id: string | number): string => String(id);

/** A count: a safe integer of at least 0. */
export const count: Schema<number> = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Text the backend may leave out: missing or null passes as `null`, anything else must be a string. */
export const optionalText: Schema<string | null> = v.pipe(
  v.nullish(v.string()),
  v.transform((text) => text ?? null),
);

/** The domain's convention for text the server left out: the empty string. */
export const textOrEmpty = (text: string | null | undefined): string => text ?? '';

/** One of a fixed set of values (compared with `===`). */
export const oneOf = <T extends string | number>(values: readonly T[]): Schema<T> =>
  v.custom<T>((value) => values.includes(value as T));

/** A wire schema followed by its mapper: the wire shape is refused or read into its clean value. */
export const mapped = <W, V>(schema: Schema<W>, map: (wire: W) => V): Schema<V> =>
  v.pipe(schema, v.transform(map));

/** Text a person typed into a request: at least one character. */
export const filledText: Schema<string> = v.pipe(v.string(), v.nonEmpty());

/**
 * A count in a query string: the client sends a number, the server reads text; both must be a
 * safe integer of at least 0.
 */
export const queryCount: Schema<number> = v.union([
  count,
  v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
]);
