/**
 * A patient account's phone number as staff type it, in the form accounts are stored in:
 * `+964` and the national number without its leading 0 (`+9647501234567`). Spaces, dashes, dots
 * and brackets are ignored; Arabic-Indic and Eastern Arabic-Indic digits read as their Latin ones;
 * `00964`, `964`, `+964` and a national `0` prefix are all accepted. Anything else (letters, too
 * few or too many digits) is undefined.
 */
export function accountPhone(typed: string): string | undefined {
  const latin = typed.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
  const compact = latin.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const digits = compact.replace(/^\+/, '');
  let national: string;
  if (digits.startsWith('00964')) national = digits.slice(5);
  else if (digits.startsWith('964')) national = digits.slice(3);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else if (compact.startsWith('+')) return undefined;
  else national = digits;
  national = national.replace(/^0/, '');
  return /^\d{9,10}$/.test(national) ? `+964${national}` : undefined;
}
