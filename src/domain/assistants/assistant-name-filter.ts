import { containsIgnoringCase } from '../patients/ignoring-case';
import { buildTextIndex, type TextIndex } from '../patients/text-index';
import type { DoctorAssistant } from './doctor-assistant';

/**
 * Keeps the assistants whose full name contains the typed text, ignoring case, in their original
 * order. An empty text keeps everyone.
 */
export function filterAssistantsByName<T extends DoctorAssistant>(rows: readonly T[], text: string): T[] {
  if (text === '') return rows.slice();
  const needle = text.toLowerCase();
  const out: T[] = [];
  for (const row of rows) {
    if (containsIgnoringCase(row.fullName, needle)) out.push(row);
  }
  return out;
}

const fullNameOf = (row: DoctorAssistant): string => row.fullName;

/**
 * The assistants' full names lowercased once, for a large list searched on every keystroke with
 * `searchTextIndex`: the same rule as `filterAssistantsByName`.
 */
export function indexAssistantNames<T extends DoctorAssistant>(rows: readonly T[]): TextIndex<T> {
  return buildTextIndex(rows, fullNameOf);
}
