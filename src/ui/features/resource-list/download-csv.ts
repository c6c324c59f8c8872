/**
 * Saves CSV text (made by `toCsv`, so safe to open in a spreadsheet) as a file named `<name>.csv`,
 * with a byte order mark so that spreadsheets read Kurdish and Arabic as UTF-8.
 */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
