/**
 * Runtime checks of response shapes. A check returns the value typed, or the dotted path of the
 * first field that does not fit, so a malformed body becomes `MalformedResponse(call, field)` at
 * the adapter boundary instead of an `undefined` deep in a view. The reference server uses the
 * same checks in its contract tests.
 */
export type Check<T> = (
  value: unknown,
  path: string,
) => { ok: true; value: T } | { ok: false; field: string };

const fail = (field: string) => ({ ok: false as const, field });
const pass = <T>(value: T) => ({ ok: true as const, value });

export const str: Check<string> = (v, p) => (typeof v === 'string' ? pass(v) : fail(p));
export const num: Check<number> = (v, p) => (typeof v === 'number' && Number.isFinite(v) ? pass(v) : fail(p));
export const bool: Check<boolean> = (v, p) => (typeof v === 'boolean' ? pass(v) : fail(p));
export const unknownValue: Check<unknown> = (v) => pass(v);

export const nullable =
  <T>(inner: Check<T>): Check<T | null> =>
  (v, p) =>
    v === null || v === undefined ? pass(null) : inner(v, p);

export const optional =
  <T>(inner: Check<T>): Check<T | undefined> =>
  (v, p) =>
    v === undefined || v === null ? pass(undefined) : inner(v, p);

export const arrayOf =
  <T>(inner: Check<T>): Check<T[]> =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(p);
    const out: T[] = [];
    for (let i = 0; i < v.length; i++) {
      const r = inner(v[i], `${p}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return pass(out);
  };

type Fields = Record<string, Check<unknown>>;
type FromFields<F extends Fields> = { [K in keyof F]: F[K] extends Check<infer T> ? T : never };

/** An object with at least these fields; other fields pass through untouched. */
export const object =
  <F extends Fields>(fields: F): Check<FromFields<F> & Record<string, unknown>> =>
  (v, p) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p);
    const record = v as Record<string, unknown>;
    for (const [key, check] of Object.entries(fields)) {
      const r = check(record[key], p ? `${p}.${key}` : key);
      if (!r.ok) return r;
    }
    return pass(record as FromFields<F> & Record<string, unknown>);
  };

/** Runs a check from the top of a body; `field` is `(body)` when the body itself is wrong. */
export function checkBody<T>(
  check: Check<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; field: string } {
  const r = check(body, '');
  return r.ok ? r : { ok: false, field: r.field || '(body)' };
}
