import { describe, it, expect } from 'vitest';
import { SessionConstant, StoredKey } from '../../../src/domain/session/session-constants';

describe('session constants', () => {
  it.each([
    ['the session cookies expire after 22 days', SessionConstant.cookieDays, 22],
    ['the session config timeout is 1 day', SessionConstant.sessionTimeoutDays, 1],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the stored browser keys userData, serviceToken, accessToken and chatToken', () => {
    expect(StoredKey).toEqual({
      UserData: 'userData',
      ServiceToken: 'serviceToken',
      AccessToken: 'accessToken',
      ChatToken: 'chatToken',
    });
  });
});
