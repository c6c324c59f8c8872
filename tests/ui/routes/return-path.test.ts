import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME, returnPathOf } from '../../../src/ui/routes/return-path';

describe('the path opened after login', () => {
  it.each([
    [{ from: '/dashboard/Doctors?q=a' }, '/dashboard/Doctors?q=a'],
    [undefined, DEFAULT_HOME],
    [{ from: '//evil.example/x' }, DEFAULT_HOME],
    [{ from: 'https://evil.example/' }, DEFAULT_HOME],
    [{ from: '/login' }, DEFAULT_HOME],
    [{ from: 7 }, DEFAULT_HOME],
  ])('from the state %j opens %s', (state, expected) => {
    expect(returnPathOf(state)).toBe(expected);
  });

  it('never leaves the app: every answer is a path of this origin', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (state, from) => {
        for (const answer of [returnPathOf(state), returnPathOf({ from })]) {
          expect(answer.startsWith('/')).toBe(true);
          expect(answer.startsWith('//')).toBe(false);
        }
      }),
    );
  });
});
