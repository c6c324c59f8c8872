import type { Patient } from '../../../domain/patients/patient';

/** The words the demo data and the spec's backend use; values found in the rows are added to them. */
const KNOWN: Readonly<Record<PatientChoice, readonly string[]>> = {
  sex: ['Female', 'Male'],
  maritalStatus: ['Single', 'Married', 'Divorced', 'Widowed'],
  bloodGroup: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
};

/** The patient fields picked from a list rather than typed. */
export type PatientChoice = 'sex' | 'maritalStatus' | 'bloodGroup';

/**
 * The values a choice offers: the known words, then any other value the rows hold (a backend may
 * send words of its own), each once. Sex and marital status match ignoring case, so a value that
 * differs from one already offered only in case is not offered again.
 */
export function choiceOptions(field: PatientChoice, rows: readonly Pick<Patient, PatientChoice>[]): string[] {
  const options = [...KNOWN[field]];
  const seen = new Set(options.map((value) => (field === 'bloodGroup' ? value : value.toLowerCase())));
  for (const row of rows) {
    const value = row[field];
    const key = field === 'bloodGroup' ? value : value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    options.push(value);
  }
  return options;
}
