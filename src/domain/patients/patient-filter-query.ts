import { parseLocalDate } from './local-date';
import type { PatientFilter } from './patient-filter';

/**
 * The names the patient filter's criteria have in a screen's address (`?sex=Female&from=2026-03-01`),
 * so a link or a reload shows the same patients.
 */
export const PatientFilterParam = {
  sex: 'sex',
  maritalStatus: 'marital',
  bloodGroup: 'blood',
  name: 'name',
  phone: 'phone',
  createdOnOrAfter: 'from',
} as const satisfies Record<keyof PatientFilter, string>;

type Criterion = keyof typeof PatientFilterParam;
const TEXT_CRITERIA = ['sex', 'maritalStatus', 'bloodGroup', 'name', 'phone'] as const satisfies Criterion[];

/**
 * The filter an address holds. A parameter left out or empty chooses nothing; a day that is not a
 * real `YYYY-MM-DD` day is ignored rather than guessed at (a hand-edited link keeps working).
 */
export function patientFilterFromParams(params: Readonly<Record<string, string | undefined>>): PatientFilter {
  const filter: { -readonly [K in Criterion]?: PatientFilter[K] } = {};
  for (const criterion of TEXT_CRITERIA) {
    const value = params[PatientFilterParam[criterion]];
    if (value !== undefined && value !== '') filter[criterion] = value;
  }
  const day = params[PatientFilterParam.createdOnOrAfter];
  if (day !== undefined) {
    const parsed = parseLocalDate(day);
    if (parsed.ok) filter.createdOnOrAfter = parsed.value;
  }
  return filter;
}

/** The parameters that write `filter` into an address: only the chosen criteria, in a fixed order. */
export function patientFilterParams(filter: PatientFilter): [string, string][] {
  const out: [string, string][] = [];
  for (const criterion of [...TEXT_CRITERIA, 'createdOnOrAfter'] as const) {
    const value = filter[criterion];
    if (value !== undefined && value !== '') out.push([PatientFilterParam[criterion], value]);
  }
  return out;
}

/** True when no criterion is chosen: every patient is shown. */
export function isEmptyPatientFilter(filter: PatientFilter): boolean {
  return patientFilterParams(filter).length === 0;
}
