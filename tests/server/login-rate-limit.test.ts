import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginRateLimit } from '../../server/auth/login-rate-limiter';
import { call, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const login = (username: string, password: string, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/ControlPanelAuth/Login`, { body: { username, password }, localAddress });

describe('login rate limit', () => {
  it('answers 429 with Retry-After once a user has failed 5 times within a minute, from any address', async () => {
    for (let i = 0; i < LoginRateLimit.perUser; i++) {
      expect((await login('admin', 'wrong', `127.0.1.${i + 1}`)).status).toBe(400);
    }
    const blocked = await login('admin', 'demo-admin', '127.0.1.99');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: 'Too many requests, please wait 1 min, and then try again.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not block another user because one user is blocked', async () => {
    expect((await login('reception', 'demo-reception', '127.0.1.98')).status).toBe(200);
  });

  it('lets the blocked user in again once the minute has passed', async () => {
    clock += LoginRateLimit.windowMs;
    expect((await login('admin', 'demo-admin', '127.0.1.97')).status).toBe(200);
  });

  it('answers 429 once an address has failed 20 times within a minute, whatever the names', async () => {
    for (let i = 0; i < LoginRateLimit.perAddress; i++) {
      expect((await login(`user-${i}`, 'wrong', '127.0.2.1')).status).toBe(400);
    }
    const blocked = await login('admin', 'demo-admin', '127.0.2.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login('admin', 'demo-admin', '127.0.2.2')).status).toBe(200);
  });
});
