import fc from 'fast-check';
import type { LabTestProfile } from '../../../src/domain/lab/lab-test-profile';

/** Spaces of several kinds, Latin in both cases, Arabic script, a digit, a sharp s and an astral letter. */
export const SPACES = [' ', '\t', '\u00a0'] as const;
const UNIT = fc.constantFrom(...SPACES, 'a', 'A', 'b', 'c', 'C', 'é', 'É', 'ت', 'ب', '1', 'ß', '𝔸');

export const nameArb = fc.string({ unit: UNIT, maxLength: 5 });
export const profileArb: fc.Arbitrary<LabTestProfile> = fc.record({ appearanceName: nameArb });
export const profilesArb = fc.array(profileArb, { maxLength: 30 });

/** The spec's steps done the obvious way: remove spaces, first character, uppercase. */
export const naiveLetter = (name: string): string | undefined =>
  Array.from(name.replace(/\s/g, ''))[0]?.toUpperCase();
