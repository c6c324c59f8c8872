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

/** The file name a protected file is saved under: its address's last two parts (`cv-3.pdf`). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

/** Saves a file fetched with the token (a CV) under a name made from its address and type. */
export function downloadFile(address: string, file: Blob): void {
  const base = address
    .split('/')
    .filter((part) => part !== '')
    .slice(-2)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${base || 'file'}${EXTENSIONS[file.type] ?? ''}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
