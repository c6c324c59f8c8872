import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../../server/http/compressed-twins';

describe('what an Accept-Encoding header accepts', () => {
  it.each([
    [undefined, 'br', false],
    ['', 'br', false],
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip, deflate', 'br', false],
    ['BR', 'br', true],
    ['br;q=0', 'br', false],
    ['br; q=0.5', 'br', true],
    ['br;q=0.000', 'br', false],
    ['*', 'br', true],
    ['*;q=0', 'br', false],
    ['*, br;q=0', 'br', false],
    ['br;q=0, *', 'br', false],
    ['identity', 'gzip', false],
    ['gzip;q=abc', 'gzip', false],
  ])('%j accepts %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header, encoding)).toBe(expected);
  });

  const coding = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity');
  const entry = fc.record({
    name: coding,
    q: fc.option(fc.constantFrom('0', '0.1', '0.5', '1'), { nil: undefined }),
  });
  const header = (entries: readonly { name: string; q: string | undefined }[]) =>
    entries.map(({ name, q }) => (q === undefined ? name : `${name};q=${q}`)).join(', ');

  it('accepts a coding exactly when its first mention has a non-zero quality', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), coding, (entries, wanted) => {
        const first = entries.find(({ name }) => name === wanted);
        const expected = first !== undefined && (first.q === undefined || Number(first.q) > 0);
        expect(acceptsEncoding(header(entries), wanted)).toBe(expected);
      }),
    );
  });
});
