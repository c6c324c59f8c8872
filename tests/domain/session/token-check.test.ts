import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { hasToken } from '../../../src/domain/session/token-check';

describe('the token check', () => {
  it('is true whenever a token exists', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (token) => hasToken(token)));
  });

  it('is false when no token exists', () => {
    fc.assert(fc.property(fc.constantFrom(undefined, null, ''), (token) => !hasToken(token)));
  });

  it.each<[string | null | undefined, boolean]>([
    ['eyJhbGciOiJIUzI1NiJ9.e30.sig', true],
    ['expired-or-forged', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('checks %j as %s', (token, expected) => {
    expect(hasToken(token)).toBe(expected);
  });
});
