import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PatientId } from '../../../src/domain/patients/patient-id';
import { toPatientProfiles, type PatientProfile } from '../../../src/domain/patients/patient-profiles';

const profileArb: fc.Arbitrary<PatientProfile> = fc.record({
  patientId: fc.string({ minLength: 1, maxLength: 6 }).map((id) => id as PatientId),
  unseenTests: fc.nat({ max: 20 }),
});
const profile = (id: string, unseenTests = 0): PatientProfile => ({
  patientId: id as PatientId,
  unseenTests,
});

describe('patient profiles', () => {
  it('sets noOtherProfile for a list of one profile or none', () => {
    fc.assert(
      fc.property(fc.array(profileArb, { maxLength: 1 }), (profiles) => {
        expect(toPatientProfiles(profiles).noOtherProfile).toBe(true);
      }),
    );
  });

  it('clears noOtherProfile for a list of two profiles or more', () => {
    fc.assert(
      fc.property(fc.array(profileArb, { minLength: 2, maxLength: 10 }), (profiles) => {
        expect(toPatientProfiles(profiles).noOtherProfile).toBe(false);
      }),
    );
  });

  it('keeps the profiles as loaded, in order', () => {
    fc.assert(
      fc.property(fc.array(profileArb, { maxLength: 10 }), (profiles) => {
        expect(toPatientProfiles(profiles).profiles).toEqual(profiles);
      }),
    );
  });

  it.each<[string, PatientProfile[], boolean]>([
    ['no profile', [], true],
    ['only the patient', [profile('17', 2)], true],
    ['the patient and a child', [profile('17'), profile('18', 1)], false],
    ['three profiles', [profile('17'), profile('18'), profile('19')], false],
  ])('%s: noOtherProfile is %s', (_case, profiles, expected) => {
    expect(toPatientProfiles(profiles).noOtherProfile).toBe(expected);
  });
});
