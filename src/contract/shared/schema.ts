import * as v from 'valibot';

/**
 * A schema of the contract: it accepts an unknown value and gives a `T`, or names the first field
 * that does not fit. Records are loose: fields the contract does not name pass through untouched,
 * so a backend may send more than the contract asks for.
 */
export type Schema<T> = v.GenericSchema<unknown, T>;

/** What `validate` answers: the value typed, or the dotted path of the first field that is wrong. */
export type Validated<T> = { ok: true; value: T } | { ok: false; field: string };

type PathItem = { readonly type: string; readonly key: unknown; readonly input: unknown };

/**
 * `items[2].name`: object keys joined with dots, array indexes in brackets; `(body)` for the top.
 * A list sent where a record belongs is named at the record's place, not at its first missing key.
 */
export function fieldPath(path: readonly PathItem[] | undefined): string {
  let out = '';
  for (const item of path ?? []) {
    if (item.type === 'object' && Array.isArray(item.input)) break;
    if (item.type === 'array') out += `[${String(item.key)}]`;
    else out += out === '' ? String(item.key) : `.${String(item.key)}`;
  }
  return out === '' ? '(body)' : out;
}

/**
 * Runs a schema from the top of a body and stops at the first wrong field, so a malformed answer
 * becomes `MalformedResponse(call, field)` at the adapter boundary instead of an `undefined` deep
 * in a view. The reference server checks its own answers and requests with the same call.
 */
export function validate<T>(schema: Schema<T>, body: unknown): Validated<T> {
  const result = v.safeParse(schema, body, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, field: fieldPath(result.issues[0].path) };
}

/** A finite number (JSON never carries NaN or Infinity, but a hand-built value may). */
export const num = v.pipe(v.number(), v.finite());

/** Any text. */
export const str = v.string();

export const bool = v.boolean();

/** A body whose content the caller does not read (a write that answers an empty body or a note). */
export const ignoredBody: Schema<void> = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

/**
 * Refuses an array where a record is expected. A loose object schema alone would take an array
 * for a record whose fields are all optional, so such records start with this.
 */
export const notAList = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);
