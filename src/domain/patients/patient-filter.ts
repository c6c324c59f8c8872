import { containsIgnoringCase, equalsIgnoringCase } from './ignoring-case';
import type { LocalDate } from './local-date';
import type { Patient } from './patient';
import { buildTextIndex, type TextIndex } from './text-index';

/**
 * The patient filter's criteria. Every criterion is optional: `undefined` or an empty string means
 * "not chosen" and keeps every row. Text is taken as typed (no trimming), so what the user sees in
 * the box is exactly what is matched.
 */
export interface PatientFilter {
  /** Exact, ignoring case. */
  readonly sex?: string | undefined;
  /** Exact, ignoring case, like sex: it is the same kind of word picked from a list. */
  readonly maritalStatus?: string | undefined;
  /** Exact and case-sensitive: blood groups are codes (`A+`, `AB-`, `O+`). */
  readonly bloodGroup?: string | undefined;
  /** Substring of the name, ignoring case. */
  readonly name?: string | undefined;
  /** Substring of the phone number. */
  readonly phone?: string | undefined;
  /** Keeps patients created on this local day or later. */
  readonly createdOnOrAfter?: LocalDate | undefined;
}

/** The fields the filter reads; richer rows pass through untouched. */
export type PatientFilterFields = Pick<
  Patient,
  'name' | 'phoneNumber' | 'sex' | 'maritalStatus' | 'bloodGroup' | 'createdAt'
>;

/**
 * Keeps the rows that meet every chosen criterion (AND), in their original order.
 *
 * The created-on criterion compares calendar days in local time: `createdAt` is a local ISO
 * date-time whose first ten characters are its day, so `createdAt >= day` as strings holds exactly
 * when its day is the chosen day or later (a longer string with the day as prefix sorts after the
 * day itself). A patient created at any hour of the chosen day is kept.
 *
 * Cheap exact criteria run first and the name last, and no criterion copies a row's text. For a
 * large list filtered on every keystroke, use `filterIndexedPatients` with names indexed once.
 */
export function filterPatients<T extends PatientFilterFields>(
  rows: readonly T[],
  filter: PatientFilter,
): T[] {
  return keepMatching(rows, undefined, filter);
}

/** The names of a patient list, lowercased once for `filterIndexedPatients`. */
export function indexPatientNames<T extends PatientFilterFields>(rows: readonly T[]): TextIndex<T> {
  return buildTextIndex(rows, nameOf);
}

/** The same filter as `filterPatients`, over a list whose names were lowercased once. */
export function filterIndexedPatients<T extends PatientFilterFields>(
  index: TextIndex<T>,
  filter: PatientFilter,
): T[] {
  return keepMatching(index.rows, index.keys, filter);
}

const nameOf = (row: PatientFilterFields): string => row.name;

const chosen = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

/**
 * Exact equality ignoring case, decided once per distinct value: sex and marital status hold a
 * handful of values over any number of rows, so each row costs one map lookup.
 */
function equalsIgnoringCaseOncePerValue(typed: string | undefined): ((value: string) => boolean) | undefined {
  const criterion = chosen(typed);
  if (criterion === undefined) return undefined;
  const lowerNeedle = criterion.toLowerCase();
  const decided = new Map<string, boolean>();
  return (value) => {
    let match = decided.get(value);
    if (match === undefined) {
      match = equalsIgnoringCase(value, lowerNeedle);
      decided.set(value, match);
    }
    return match;
  };
}

function keepMatching<T extends PatientFilterFields>(
  rows: readonly T[],
  lowerNames: readonly string[] | undefined,
  filter: PatientFilter,
): T[] {
  const bloodGroup = chosen(filter.bloodGroup);
  const sexMatches = equalsIgnoringCaseOncePerValue(filter.sex);
  const maritalStatusMatches = equalsIgnoringCaseOncePerValue(filter.maritalStatus);
  const createdOnOrAfter = chosen(filter.createdOnOrAfter);
  const phone = chosen(filter.phone);
  const name = chosen(filter.name)?.toLowerCase();

  const out: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (bloodGroup !== undefined && row.bloodGroup !== bloodGroup) continue;
    if (sexMatches !== undefined && !sexMatches(row.sex)) continue;
    if (maritalStatusMatches !== undefined && !maritalStatusMatches(row.maritalStatus)) continue;
    if (createdOnOrAfter !== undefined && row.createdAt < createdOnOrAfter) continue;
    if (phone !== undefined && !row.phoneNumber.includes(phone)) continue;
    if (name !== undefined) {
      const matches =
        lowerNames !== undefined ? lowerNames[i]!.includes(name) : containsIgnoringCase(row.name, name);
      if (!matches) continue;
    }
    out.push(row);
  }
  return out;
}
