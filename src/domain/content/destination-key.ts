/**
 * How slider destination names are compared ("matched through a name lookup with spaces removed"):
 * every whitespace character (the same set as a regular expression's `\s`) is removed, and the
 * letters A to Z are compared without case. Ignoring case costs nothing, since no two placement
 * names differ by case alone, and spares a miss on "Vip" against "VIP". Other characters compare
 * exactly.
 *
 * The matcher below never builds the folded string: it hashes and compares code units in place,
 * so a lookup allocates nothing however the destination is spelt.
 */

// The code units of `\s` above ASCII: no-break space, ogham space, en quad to hair space, line and
// paragraph separators, narrow no-break space, medium mathematical space, ideographic space, BOM.
const WIDE_WHITESPACE: ReadonlySet<number> = new Set([
  0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

const isWhitespace = (code: number): boolean =>
  code === 32 || (code >= 9 && code <= 13) || (code >= 0xa0 && WIDE_WHITESPACE.has(code));

/** One code unit with A to Z folded to a to z. */
const fold = (code: number): number => (code >= 65 && code <= 90 ? code + 32 : code);

/** `name` with its whitespace removed, and A to Z lowered when `foldCase`. */
function strip(name: string, foldCase: boolean): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (!isWhitespace(code)) out += String.fromCharCode(foldCase ? fold(code) : code);
  }
  return out;
}

/** The folded form of a name: whitespace removed, A to Z lowered. */
export function destinationKey(name: string): string {
  return strip(name, true);
}

/** FNV-1a over the folded code units of `name`, skipping whitespace. */
function foldedHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (isWhitespace(code)) continue;
    hash = Math.imul(hash ^ fold(code), 0x01000193);
  }
  return hash >>> 0;
}

/** True when `name` folds to exactly `key` (a string already in folded form). */
function foldsTo(name: string, key: string): boolean {
  let j = 0;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (isWhitespace(code)) continue;
    if (j >= key.length || fold(code) !== key.charCodeAt(j)) return false;
    j++;
  }
  return j === key.length;
}

/** A lookup from names to values, comparing names by their folded form. */
export interface FoldedLookup<V> {
  get(name: string): V | undefined;
}

/**
 * Builds a lookup over `entries`; a later entry with the same folded name replaces an earlier one.
 * A name spelt exactly as an entry, as the entry without its spaces, or in folded form is found
 * by one map probe; any other spelling is hashed and compared in place.
 */
export function foldedLookup<V>(entries: readonly (readonly [string, V])[]): FoldedLookup<V> {
  const buckets = new Map<number, { key: string; value: V }[]>();
  for (const [name, value] of entries) {
    const key = destinationKey(name);
    const hash = foldedHash(key);
    const bucket = buckets.get(hash) ?? [];
    const existing = bucket.find((entry) => entry.key === key);
    if (existing) existing.value = value;
    else bucket.push({ key, value });
    buckets.set(hash, bucket);
  }
  const folded = (name: string): V | undefined => {
    const bucket = buckets.get(foldedHash(name));
    if (bucket === undefined) return undefined;
    for (const entry of bucket) if (foldsTo(name, entry.key)) return entry.value;
    return undefined;
  };
  const exact = new Map<string, V>();
  for (const [name] of entries) {
    const value = folded(name) as V; // an entry's own name always folds to an entry
    exact.set(name, value);
    exact.set(strip(name, false), value);
    exact.set(destinationKey(name), value);
  }
  return {
    // A miss on the exact probe falls through to the folded match, so the two never disagree.
    get: (name) => exact.get(name) ?? folded(name),
  };
}
