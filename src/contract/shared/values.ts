import * as v from 'valibot';
import { calendarDay } from './iso-date-time';
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

/**
 * Text of a request: never a NUL character, which no text column of the database can store (a
 * NUL reaching a query would fail it instead of being refused as bad input).
 */
export const requestText: Schema<string> = v.pipe(
  v.string(),
  v.check((text) => !text.includes('\u0000'), 'must not contain a NUL character'),
);

/** Text a person typed into a request: at least one character, and no NUL. */
export const filledText: Schema<string> = v.pipe(requestText, v.nonEmpty('must not be empty'));

/** The first and last day a request may name: every day between stays a day the database can store a day after. */
export const RequestDayRange = { first: '1900-01-01', last: '2999-12-31' } as const;

/**
 * A day a request names (a filter's bound): a calendar day `YYYY-MM-DD` within `RequestDayRange`.
 * Year 0 or 9999 are real calendar days to the check above, but not to the database.
 */
export const requestDay: Schema<string> = v.pipe(
  calendarDay,
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD'),
  v.check(
    (text) => text >= RequestDayRange.first && text <= RequestDayRange.last,
    `must be a day from ${RequestDayRange.first} to ${RequestDayRange.last}`,
  ),
);

/**
 * A count in a query string: the client sends a number, the server reads text; both must be a
 * safe integer of at least 0.
 */
export const queryCount: Schema<number> = v.union([
  count,
  v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
]);
