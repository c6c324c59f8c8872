import type { RecordRow } from '../../../application/records/managed-record';

/** The language suffix of the page's language, for a multilingual name. */
const suffixOf = (language: string): string => (language === 'ku' ? 'Ku' : language === 'ar' ? 'Ar' : 'En');

/** A lookup row's name in the shown language, else in English, else its id. */
export function choiceLabel(row: RecordRow, labelField: string, language: string): string {
  const named = row[`${labelField}${suffixOf(language)}`] ?? row[`${labelField}En`] ?? row[labelField];
  return typeof named === 'string' && named !== '' ? named : String(row.id);
}
