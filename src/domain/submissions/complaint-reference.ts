/**
 * A complaint's reference number, as the person who filed it reads it out on the phone: `C-`, the
 * year, and the complaint's number padded to six digits (`C-2026-000042`). Made from the stored
 * id, so it is unique without a counter of its own.
 */
export function complaintReference(id: number, year: number): string {
  return `C-${year}-${String(id).padStart(6, '0')}`;
}
