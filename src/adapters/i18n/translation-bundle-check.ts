import type { TranslationBundle } from '../../application/ports/translator';
import type { Validated } from '../../contract/shared/schema';

/** Deeper than any namespace the bundles use; a deeper body is not a bundle. */
const MAX_DEPTH = 8;

/** Names that would reach an object's prototype when i18next merges the bundle into its store. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkAt(value: unknown, path: string, depth: number): Validated<TranslationBundle> {
  if (!isPlainObject(value) || depth > MAX_DEPTH) return { ok: false, field: path || '(body)' };
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key) || key === '') return { ok: false, field: childPath };
    if (typeof child === 'string') continue;
    const nested = checkAt(child, childPath, depth + 1);
    if (!nested.ok) return nested;
  }
  return { ok: true, value: value as TranslationBundle };
}

/**
 * A translation bundle: an object whose values are text or bundles again, to a bounded depth.
 * Anything else (an array, a number, `null`, a prototype key) fails with the dotted path of the
 * first offending field.
 */
export const checkTranslationBundle = (body: unknown): Validated<TranslationBundle> => checkAt(body, '', 1);
