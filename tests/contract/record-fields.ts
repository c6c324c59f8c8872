import type { Schema } from '../../src/contract/shared/schema';

/** The object schema of a read's record: the answer itself, or the item of a list. */
interface ObjectLike {
  readonly type: string;
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly item?: ObjectLike;
  readonly pipe?: readonly ObjectLike[];
}

/**
 * The field names a read's record schema names, or `undefined` when the record is not an object
 * schema (a record of texts by any name). A list's record is its item's.
 */
export function recordFields(schema: Schema<unknown>): string[] | undefined {
  const found = objectOf(schema as unknown as ObjectLike);
  return found?.entries === undefined ? undefined : Object.keys(found.entries);
}

/** The schema itself, a list's item, or the schema a pipe (a check, then the record) holds. */
function objectOf(s: ObjectLike): ObjectLike | undefined {
  if (s.entries !== undefined) return s;
  if (s.type === 'array' && s.item !== undefined) return objectOf(s.item);
  for (const inner of s.pipe ?? []) {
    if (inner === s) continue;
    const found = inner.entries !== undefined || inner.type === 'array' ? objectOf(inner) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
