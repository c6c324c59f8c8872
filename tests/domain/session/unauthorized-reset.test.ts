import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { UNAUTHORIZED_RESET } from '../../../src/domain/session/unauthorized-reset';
import { StoredKey } from '../../../src/domain/session/session-constants';

describe('the 401 rule', () => {
  it('removes userData and serviceToken from local storage, and nothing else', () => {
    expect([...UNAUTHORIZED_RESET.localStorageKeys].sort()).toEqual(['serviceToken', 'userData']);
  });

  it('removes the userData, serviceToken, accessToken and chatToken cookies, and nothing else', () => {
    expect([...UNAUTHORIZED_RESET.cookies].sort()).toEqual([
      'accessToken',
      'chatToken',
      'serviceToken',
      'userData',
    ]);
  });

  it('sends the user to /login', () => {
    expect(UNAUTHORIZED_RESET.redirectTo).toBe('/login');
  });

  it('clears every key it removes from local storage from the cookies too', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNAUTHORIZED_RESET.localStorageKeys), (key) =>
        (UNAUTHORIZED_RESET.cookies as readonly string[]).includes(key),
      ),
    );
  });

  it('clears only stored browser keys of the session, each once', () => {
    const known: readonly string[] = Object.values(StoredKey);
    for (const list of [UNAUTHORIZED_RESET.localStorageKeys, UNAUTHORIZED_RESET.cookies]) {
      expect(new Set(list).size).toBe(list.length);
      for (const key of list) expect(known).toContain(key);
    }
  });
});
