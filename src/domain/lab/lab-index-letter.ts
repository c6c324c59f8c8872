/**
 * The first code point of a name once its spaces are removed, or -1 for a name that is empty or
 * all spaces. Removing every space and taking the first character is the same as skipping the
 * leading spaces, and `trimStart` skips exactly the white space `\s` matches (tabs and no-break
 * spaces pasted into a name are as invisible as a plain space), natively and without a copy when
 * there is nothing to skip. A whole code point is taken, so a name starting outside the Basic
 * Multilingual Plane keeps its character intact.
 */
export const firstLetterCodePoint = (name: string): number => name.trimStart().codePointAt(0) ?? -1;

/** The uppercased letter a code point is filed under. */
export const letterOfCodePoint = (codePoint: number): string => String.fromCodePoint(codePoint).toUpperCase();

/**
 * The alphabet-index letter a lab test name is filed under: its first character after removing
 * spaces, uppercased; `undefined` for an empty or all-space name.
 */
export function labIndexLetter(name: string): string | undefined {
  const codePoint = firstLetterCodePoint(name);
  return codePoint === -1 ? undefined : letterOfCodePoint(codePoint);
}
