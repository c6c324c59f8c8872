import type { PatientId } from './patient-id';

/** One of the profiles a signed-in patient may switch between. */
export interface PatientProfile {
  readonly patientId: PatientId;
  /** How many lab tests of this profile the patient has not opened yet. */
  readonly unseenTests: number;
}

/** The profile list as the patient site shows it. */
export interface PatientProfiles<T extends PatientProfile = PatientProfile> {
  readonly profiles: readonly T[];
  /** True when there is nobody to switch to: the list holds one profile or none. */
  readonly noOtherProfile: boolean;
}

/** Wraps a loaded profile list with its `noOtherProfile` flag. */
export function toPatientProfiles<T extends PatientProfile>(profiles: readonly T[]): PatientProfiles<T> {
  return { profiles, noOtherProfile: profiles.length <= 1 };
}
