import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { equalsIgnoringCase, isBlank, toLowerAscii } from '../../../src/domain/preferences/ascii-scan';

const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) });

describe('reading stored tags without allocating', () => {
  it('matches a range against a lowercase word exactly when the lowercased slice equals it', () => {
    fc.assert(
      fc.property(ascii, ascii, fc.nat(), fc.nat(), (text, word, a, b) => {
        const lowerWord = word.toLowerCase();
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(start, Math.max(a, b) % (text.length + 1));
        expect(equalsIgnoringCase(text, start, end, lowerWord)).toBe(
          text.slice(start, end).toLowerCase() === lowerWord,
        );
      }),
    );
  });

  it('lowercases exactly the ASCII capitals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (code) => {
        const isCapital = code >= 0x41 && code <= 0x5a;
        expect(toLowerAscii(code)).toBe(
          isCapital ? String.fromCharCode(code).toLowerCase().charCodeAt(0) : code,
        );
      }),
    );
  });

  it.each<[string, boolean]>([
    [' ', true],
    ['\t', true],
    ['\n', true],
    ['\u00a0', true],
    ['\ufeff', true],
    ['a', false],
    ['-', false],
    ['{', false],
  ])('treats %j as blank: %s', (ch, blank) => {
    expect(isBlank(ch.charCodeAt(0))).toBe(blank);
  });
});
