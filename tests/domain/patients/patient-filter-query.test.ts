import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import type { PatientFilter } from '../../../src/domain/patients/patient-filter';
import {
  isEmptyPatientFilter,
  PatientFilterParam,
  patientFilterFromParams,
  patientFilterParams,
} from '../../../src/domain/patients/patient-filter-query';

const text = fc.string({ unit: fc.constantFrom('a', 'B', 'ش', '+', '0', ' ', '&', '='), maxLength: 5 });
const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as LocalDate);
const filterArb: fc.Arbitrary<PatientFilter> = fc.record(
  { sex: text, maritalStatus: text, bloodGroup: text, name: text, phone: text, createdOnOrAfter: day },
  { requiredKeys: [] },
);

/** The filter with its unchosen criteria (left out or empty) removed. */
const chosenOnly = (filter: PatientFilter): PatientFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

describe('the patient filter in an address', () => {
  it('reads back exactly the criteria it wrote', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const params = Object.fromEntries(patientFilterParams(filter));
        expect(patientFilterFromParams(params)).toEqual(chosenOnly(filter));
      }),
    );
  });

  it('writes only chosen criteria, each once', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const params = patientFilterParams(filter);
        expect(params.every(([, value]) => value !== '')).toBe(true);
        expect(new Set(params.map(([name]) => name)).size).toBe(params.length);
        expect(params.length).toBe(Object.keys(chosenOnly(filter)).length);
        expect(isEmptyPatientFilter(filter)).toBe(params.length === 0);
      }),
    );
  });

  it('ignores a day that is not a real YYYY-MM-DD day and keeps the other criteria', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2026-02-30', '2026-2-3', 'yesterday', '2026-13-01', '20260301', ''),
        text.filter((s) => s !== ''),
        (bad, sex) => {
          expect(
            patientFilterFromParams({
              [PatientFilterParam.createdOnOrAfter]: bad,
              [PatientFilterParam.sex]: sex,
            }),
          ).toEqual({ sex });
        },
      ),
    );
  });

  it('ignores parameters it does not know', () => {
    expect(patientFilterFromParams({ page: '3', status: '0', q: 'x' })).toEqual({});
  });
});
