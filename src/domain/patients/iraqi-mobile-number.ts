/**
 * Iraqi mobile numbers: country code 964, then a ten-digit national number starting with 7
 * (Korek 750/751, Asiacell 770-772, Zain 780-790, ...). People type them in many ways: with or
 * without +964 / 00964 / the trunk 0, with spaces or dashes, in Arabic-Indic digits, and pasted
 * from right-to-left text with invisible direction marks.
 */
const NATIONAL_NUMBER = /^7[3-9]\d{8}$/;

/** Spaces, dashes, dots, brackets and Unicode direction marks. */
const SEPARATORS = /[\s\-.()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Arabic-Indic (U+0660) and Extended Arabic-Indic (U+06F0, Persian and Kurdish keyboards) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The number in E.164 (`+9647501234567`), or null when it is not an Iraqi mobile number. */
export function normaliseIraqiMobile(input: string): string | null {
  const compact = input
    .replace(EASTERN_DIGITS, (d) => {
      const code = d.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replace(SEPARATORS, '');
  const match = /^(?:(?:\+|00)?9640?|0)?(\d{10})$/.exec(compact);
  const national = match?.[1];
  return national !== undefined && NATIONAL_NUMBER.test(national) ? `+964${national}` : null;
}
