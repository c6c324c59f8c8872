import type { Check } from './shape';

/*
 * Checks of single wire values that `shape.ts` does not have, shared by the feature wire files.
 * Each one refuses exactly what its mapper could not turn into a clean domain value, so the
 * mappers are total and never throw.
 */

/** An id as the backend sends it: a non-empty string or a finite number. */
export const wireId: Check<string | number> = (v, p) =>
  (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v))
    ? { ok: true, value: v }
    : { ok: false, field: p };

/** The domain keeps every id as text, whatever the backend's id type. */
export const idText = (id: string | number): string => String(id);

/** A count: a safe integer of at least 0. */
export const count: Check<number> = (v, p) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
    ? { ok: true, value: v }
    : { ok: false, field: p };

/** Text the backend may leave out: missing or null passes as `null`, anything else must be a string. */
export const optionalText: Check<string | null> = (v, p) => {
  if (v === undefined || v === null) return { ok: true, value: null };
  return typeof v === 'string' ? { ok: true, value: v } : { ok: false, field: p };
};

/** The domain's convention for text the server left out: the empty string. */
export const textOrEmpty = (text: string | null | undefined): string => text ?? '';

/** One of a fixed set of values (compared with `===`). */
export const oneOf =
  <T>(values: readonly T[]): Check<T> =>
  (v, p) =>
    values.includes(v as T) ? { ok: true, value: v as T } : { ok: false, field: p };

/** A check followed by a mapper: the wire shape is refused or read into its domain value. */
export const mappedCheck =
  <W, V>(check: Check<W>, map: (wire: W) => V): Check<V> =>
  (v, p) => {
    const r = check(v, p);
    return r.ok ? { ok: true, value: map(r.value) } : r;
  };
