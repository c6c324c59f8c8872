import { letterOfCodePoint } from './lab-index-letter';
import type { LabTestProfile } from './lab-test-profile';

/**
 * The lab tests filed under one index letter: those whose name, spaces removed, starts with a
 * character that uppercases to `letter` (the same key as `buildLabAlphabetIndex`), in their
 * original order. Each distinct first character is uppercased once per call, then remembered.
 */
export function labTestsUnderLetter<T extends LabTestProfile>(profiles: readonly T[], letter: string): T[] {
  const matches = new Map<number, boolean>();
  const out: T[] = [];
  for (const profile of profiles) {
    // Inline `firstLetterCodePoint`: the scan stays one native call per name.
    const codePoint = profile.appearanceName.trimStart().codePointAt(0) ?? -1;
    if (codePoint === -1) continue;
    let match = matches.get(codePoint);
    if (match === undefined) {
      match = letterOfCodePoint(codePoint) === letter;
      matches.set(codePoint, match);
    }
    if (match) out.push(profile);
  }
  return out;
}
