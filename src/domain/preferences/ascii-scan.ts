// Allocation-free helpers for reading short stored tags: these run once per row over whole
// lists in the benchmarks, where trim/toLowerCase/slice per row would dominate the cost.

/** Blanks around a stored tag: ASCII whitespace and control characters, no-break space, BOM. */
export function isBlank(code: number): boolean {
  return code <= 0x20 || code === 0xa0 || code === 0xfeff;
}

/** Whether `text[start, end)` is `lowerWord` (ASCII lowercase) in any ASCII case. */
export function equalsIgnoringCase(text: string, start: number, end: number, lowerWord: string): boolean {
  if (end - start !== lowerWord.length) return false;
  for (let i = 0; i < lowerWord.length; i++) {
    if (toLowerAscii(text.charCodeAt(start + i)) !== lowerWord.charCodeAt(i)) return false;
  }
  return true;
}

/** The char code of an ASCII capital's lowercase; any other code unchanged. */
export function toLowerAscii(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
}
