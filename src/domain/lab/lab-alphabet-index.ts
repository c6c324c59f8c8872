import { letterOfCodePoint } from './lab-index-letter';
import type { LabTestProfile } from './lab-test-profile';

/**
 * The lab alphabet index of the patient site, exactly as the spec states it: the first letter of
 * each `appearanceName` with its spaces removed, uppercased, de-duplicated and sorted, and then the
 * FIRST ENTRY DROPPED. Names that are empty or all spaces contribute no letter.
 *
 * Why the first entry goes: the original client's sorted list began with a placeholder (blank)
 * entry, and dropping it removed that placeholder. This product never produces a blank entry, so
 * the drop now removes the smallest real letter; the rule is kept as specified all the same, so
 * the index matches the contract letter for letter.
 *
 * Sorting is by UTF-16 code unit (the default `Array.prototype.sort` order), not by locale: it is
 * the same on every browser and machine whatever the user's language (digits, then Latin, then
 * Arabic-script letters), and it is the order a plain `sort()` of the letters gives, so the
 * dropped entry does not move with the viewer's language. A locale collation would reorder the
 * list by language and change which letter is dropped.
 *
 * Distinct code points are collected first and uppercased once each, so the scan over the names
 * allocates nothing for a name without leading spaces.
 */
export function buildLabAlphabetIndex(profiles: readonly LabTestProfile[]): string[] {
  const codePoints = new Set<number>();
  for (const profile of profiles) {
    // Inline `firstLetterCodePoint`: the scan stays one native call per name.
    const codePoint = profile.appearanceName.trimStart().codePointAt(0) ?? -1;
    if (codePoint !== -1) codePoints.add(codePoint);
  }
  const letters = new Set<string>();
  for (const codePoint of codePoints) letters.add(letterOfCodePoint(codePoint));
  // Default sort: UTF-16 code unit order, on purpose (see above).
  return Array.from(letters).sort().slice(1);
}
