import type { CsvParser } from '../../application/records/import-records';

/**
 * CSV text read with papaparse, loaded with the first import (not with the lists): the header as
 * the columns, each row's cells by column. Blank lines are kept (and skipped by the import) so
 * the row numbers shown are the file's own lines.
 */
export const readCsv: CsvParser = async (text) => {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: false });
  // Only a broken quote makes a row unreadable; a row with too few or too many cells is checked
  // field by field like any other.
  const broken = result.errors.find((error) => error.type === 'Quotes');
  return {
    header: result.meta.fields ?? [],
    rows: result.data,
    ...(broken === undefined ? {} : { badRow: (broken.row ?? 0) + 2 }),
  };
};

/** The SHA-256 of the bytes in hex: an import's key, the same for the same file. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
