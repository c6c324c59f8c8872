// Case-insensitive comparison without a lowercased copy of every row. The three functions share
// one module so the per-character folding is a local call in the filters' hot loops.

/**
 * The lowercase of one UTF-16 code unit, for the ranges where `toLowerCase` maps every unit to
 * exactly one unit on its own (no context, no expansion): ASCII, Latin-1, the Arabic-script blocks
 * (Arabic, Kurdish and Persian letters have no case) and general punctuation (joiners, direction
 * marks). Returns -1 for every other unit, where the caller must fall back to `toLowerCase` (for
 * example `İ` lowercases to two units and `Σ` depends on its neighbours).
 *
 * Folding unit by unit lets the per-call text filters compare without building a lowercased copy
 * of every row.
 */
export function foldCodeUnit(code: number): number {
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
  if (code < 0x100) return code >= 0xc0 && code <= 0xde && code !== 0xd7 ? code + 0x20 : code;
  if (code < 0x0600) return -1;
  if (
    code <= 0x06ff ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0x2000 && code <= 0x206f) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  ) {
    return code;
  }
  return -1;
}

/**
 * Whether `text` contains `lowerNeedle` ignoring case: exactly
 * `text.toLowerCase().includes(lowerNeedle)`, for a needle the caller lowercased once per call.
 *
 * The scan folds the text unit by unit and allocates nothing. Text with a unit outside the
 * known ranges of `foldCodeUnit` is answered by `toLowerCase` itself, so the result never
 * differs: a match found in a fully folded prefix is a match of the whole lowercased text, and
 * "no match" is only answered after every unit was folded.
 */
export function containsIgnoringCase(text: string, lowerNeedle: string): boolean {
  const needleLength = lowerNeedle.length;
  if (needleLength === 0) return true;
  const lastStart = text.length - needleLength;
  const first = lowerNeedle.charCodeAt(0);
  scan: for (let i = 0; i < text.length; i++) {
    const code = foldCodeUnit(text.charCodeAt(i));
    if (code === -1) return text.toLowerCase().includes(lowerNeedle);
    if (code !== first || i > lastStart) continue;
    for (let j = 1; j < needleLength; j++) {
      const next = foldCodeUnit(text.charCodeAt(i + j));
      if (next === -1) return text.toLowerCase().includes(lowerNeedle);
      if (next !== lowerNeedle.charCodeAt(j)) continue scan;
    }
    return true;
  }
  return false;
}

/**
 * Whether `text` equals `lowerNeedle` ignoring case: exactly `text.toLowerCase() === lowerNeedle`,
 * for a needle the caller lowercased once per call.
 *
 * Allocates nothing unless the text holds a unit outside the known ranges of `foldCodeUnit`,
 * which is answered by `toLowerCase` itself. A difference inside a folded prefix is final: the
 * lowercased text starts with exactly that folded prefix, whatever follows it.
 */
export function equalsIgnoringCase(text: string, lowerNeedle: string): boolean {
  if (text === lowerNeedle) return true;
  const needleLength = lowerNeedle.length;
  for (let i = 0; i < text.length; i++) {
    const code = foldCodeUnit(text.charCodeAt(i));
    if (code === -1) return text.toLowerCase() === lowerNeedle;
    if (i >= needleLength || code !== lowerNeedle.charCodeAt(i)) return false;
  }
  return text.length === needleLength;
}
