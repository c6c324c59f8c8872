import type { AppointmentId } from './appointment-id';
import { AppointmentState } from './appointment-state';
import { summarizeAppointmentStates, type AppointmentStateSummary } from './appointment-state-summary';
import type { MissedRuleRow } from './missed-rule';

/** A name in the three languages of the product. */
export interface TrilingualName {
  readonly en: string;
  readonly ku: string;
  readonly ar: string;
}

/** One appointment of the reception's board. Times are epoch ms. */
export interface BoardAppointment extends MissedRuleRow {
  readonly id: AppointmentId;
  readonly endingTime: number;
  /** What a change must name: the server refuses a change of a row changed since. */
  readonly version: number;
  readonly patientName: string;
  readonly patientPhone: string;
  readonly familyRelation: string | null;
  readonly doctorId: string;
  readonly doctorName: TrilingualName;
  readonly centerId: string;
  readonly centerName: TrilingualName;
  readonly bookedBy: string;
  readonly bookedAt: number;
}

/** What the board is narrowed to; null and '' mean "any". */
export interface BoardFilter {
  readonly doctorId: string | null;
  readonly centerId: string | null;
  readonly state: AppointmentState | null;
  /** Part of the patient's name, or of their phone number (digits in any script, any spacing). */
  readonly text: string;
}

export const NO_BOARD_FILTER: BoardFilter = { doctorId: null, centerId: null, state: null, text: '' };

/** The counters the board shows: reserved and missed (the missed rule's), then the state summary. */
export interface BoardCounts extends AppointmentStateSummary {
  readonly reserved: number;
  readonly missed: number;
}

/** Latin digits of a text, reading Arabic-Indic and Persian digits too; other characters dropped. */
export function digitsOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x30 && code <= 0x39) out += ch;
    else if (code >= 0x660 && code <= 0x669) out += String(code - 0x660);
    else if (code >= 0x6f0 && code <= 0x6f9) out += String(code - 0x6f0);
  }
  return out;
}

/**
 * The rows a filter keeps, in order. The text matches a part of the patient's name (ignoring case)
 * or, when it holds at least three digits, a part of the phone number: a national number typed
 * with a leading 0 also matches the stored +964 form.
 */
export function filterBoard<T extends BoardAppointment>(rows: readonly T[], filter: BoardFilter): T[] {
  const text = filter.text.trim().toLowerCase();
  let digits = digitsOf(text);
  if (digits.startsWith('0')) digits = digits.slice(1);
  const byPhone = digits.length >= 3;
  return rows.filter(
    (row) =>
      (filter.doctorId === null || row.doctorId === filter.doctorId) &&
      (filter.centerId === null || row.centerId === filter.centerId) &&
      (filter.state === null || row.state === filter.state) &&
      (text === '' ||
        row.patientName.toLowerCase().includes(text) ||
        (byPhone && digitsOf(row.patientPhone).includes(digits))),
  );
}

/** Counts a board (after the missed rule) into its counters. */
export function boardCounts(rows: readonly { readonly state: AppointmentState }[]): BoardCounts {
  let reserved = 0;
  let missed = 0;
  for (const row of rows) {
    if (row.state === AppointmentState.Reserved) reserved++;
    else if (row.state === AppointmentState.Missed) missed++;
  }
  return { reserved, missed, ...summarizeAppointmentStates(rows) };
}
