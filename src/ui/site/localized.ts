import { Language } from '../../domain/preferences/language';

type Row = Readonly<Record<string, unknown>>;

const SUFFIX: Readonly<Record<Language, string>> = {
  [Language.English]: 'En',
  [Language.Kurdish]: 'Ku',
  [Language.Arabic]: 'Ar',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A trilingual field of a row as the server sends it (`nameEn`, `nameKu`, `nameAr`) in the shown
 * language, falling back to English where the row has none in that language.
 */
export function localText(row: Row, field: string, language: Language): string {
  return text(row[`${field}${SUFFIX[language]}`]) || text(row[`${field}En`]);
}

/** A plain text field of a row; empty when missing or not text. */
export function rowText(row: Row, field: string): string {
  return text(row[field]);
}

/** A row's id as text (ids come as numbers or strings). */
export function rowId(row: Row): string {
  const id = row['id'];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
}
