import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../src/contract/shared/schema';
import { loginResponseSchema } from '../../src/contract/auth/staff-session';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../src/domain/lists/permission-area';
import { TokenKind } from '../../server/auth/token-kind';
import { TokenService } from '../../server/auth/token-service';
import { call, loginAs, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, TEST_JWT_SECRET, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const ADMIN = ['admin', 'demo-admin'] as const;
const RECEPTION = ['reception', 'demo-reception'] as const;

describe('staff login', () => {
  it('answers a correct login with 200 and a body the client contract accepts', async () => {
    const answer = await loginAs(base, ...ADMIN);
    expect(answer.status).toBe(200);
    const checked = validate(loginResponseSchema, answer.json);
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    expect(checked.value.claims.user).toMatchObject({ name: 'admin', fullName: 'Demo Administrator' });
    expect([...(checked.value.claims.user.areas ?? [])].sort()).toEqual([...ALL_PERMISSION_AREAS].sort());
    expect(checked.value.accessToken).toBe(checked.value.claims.serviceToken);
    expect(checked.value.chatToken).not.toBe(checked.value.claims.serviceToken);
  });

  it('gives the reception role exactly the appointments and chat areas', async () => {
    const answer = await loginAs(base, ...RECEPTION);
    const user = (answer.json as { claims: { user: { areas: string[] } } }).claims.user;
    expect(user.areas).toEqual([PermissionArea.Appointments, PermissionArea.Chat]);
  });

  it('treats login names case-insensitively', async () => {
    expect((await loginAs(base, 'ADMIN', 'demo-admin')).status).toBe(200);
  });

  it('issues service and chat tokens of their own kinds that expire after the one-day session timeout', async () => {
    const { serviceToken, chatToken } = await tokensOf(base, ...ADMIN);
    const service = await server.tokens.verify(serviceToken);
    const chat = await server.tokens.verify(chatToken);
    expect(service?.kind).toBe(TokenKind.Staff);
    expect(chat?.kind).toBe(TokenKind.Chat);
    expect(chat?.session).toBe(service?.session);
    const lifetime = (service?.expiresAt ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: 'demo-admin' }],
    ['a missing password', { username: 'admin' }],
    ['a missing username', { password: 'demo-admin' }],
    ['a numeric password', { username: 'admin', password: 12345 }],
    ['a null username', { username: null, password: 'demo-admin' }],
    ['an empty username', { username: '  ', password: 'demo-admin' }],
    ['an oversized username', { username: 'a'.repeat(101), password: 'demo-admin' }],
    ['an oversized password', { username: 'admin', password: 'p'.repeat(1025) }],
    ['an array body', [{ username: 'admin', password: 'demo-admin' }]],
    ['a string body', '"admin"'],
  ])('answers %s with 400 and a JSON message', async (_label, body) => {
    // Each case from its own address, so the rate limit never steps in.
    const answer = await call(`${base}/api/ControlPanelAuth/Login`, { body, localAddress: '127.0.9.1' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: 'Please enter a valid username/password.' });
  });

  it('answers a body that is not JSON with 400 and a JSON message, without a stack trace', async () => {
    const answer = await call(`${base}/api/ControlPanelAuth/Login`, {
      body: '{"username": ',
      localAddress: '127.0.9.2',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect(answer.text).not.toMatch(/\bat\s+\S+\s+\(/);
  });

  it('answers a body above the login limit with 413 JSON', async () => {
    const answer = await call(`${base}/api/ControlPanelAuth/Login`, {
      body: { username: 'admin', password: 'x'.repeat(20_000) },
      localAddress: '127.0.9.3',
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });
});

describe('staff guard', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token signed with another secret', 'other-secret'],
    ['an expired token', 'expired'],
    ['a chat token', 'chat'],
    ['a Basic header', 'Basic YWRtaW46ZGVtby1hZG1pbg=='],
  ])('answers a staff call with %s with 401 JSON', async (_label, kind) => {
    let header: string | undefined = kind;
    if (kind === 'other-secret') {
      const other = new TokenService(new TextEncoder().encode('x'.repeat(40)));
      header = `Bearer ${(await other.issue(TokenKind.Staff, 'b7e3c9a4-2f1d-4e6b-8a5c-000000000001')).token}`;
    } else if (kind === 'expired') {
      const past = new TokenService(
        new TextEncoder().encode(TEST_JWT_SECRET),
        () => Date.now() - 25 * 3600_000,
      );
      header = `Bearer ${(await past.issue(TokenKind.Staff, 'b7e3c9a4-2f1d-4e6b-8a5c-000000000001')).token}`;
    } else if (kind === 'chat') {
      header = `Bearer ${(await tokensOf(base, ...ADMIN)).chatToken}`;
    }
    const answer = await call(
      `${base}/api/Doctor/getDoctors`,
      header === undefined ? {} : { headers: { authorization: header } },
    );
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers reception on a doctors call with 403 naming the area, and admin with 200', async () => {
    const reception = await tokensOf(base, ...RECEPTION);
    const admin = await tokensOf(base, ...ADMIN);
    const denied = await call(`${base}/api/Doctor/getDoctors`, { token: reception.serviceToken });
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ message: expect.any(String), area: PermissionArea.Doctors });
    const allowed = await call(`${base}/api/Doctor/getDoctors`, { token: admin.serviceToken });
    expect(allowed.status).toBe(200);
    expect(Array.isArray(allowed.json)).toBe(true);
  });

  it('lists the dashboard roles with their areas for admin', async () => {
    const admin = await tokensOf(base, ...ADMIN);
    const answer = await call(`${base}/api/DahsboardRoles/GetDashboardRoles`, { token: admin.serviceToken });
    expect(answer.status).toBe(200);
    expect((answer.json as { name: string }[]).map((r) => r.name)).toEqual(['admin', 'reception']);
  });
});

describe('logout', () => {
  it('revokes the service token: the next call with it gets 401', async () => {
    const { serviceToken } = await tokensOf(base, ...ADMIN);
    expect((await call(`${base}/api/Doctor/getDoctors`, { token: serviceToken })).status).toBe(200);
    const out = await call(`${base}/api/ControlPanelAuth/Logout`, { token: serviceToken });
    expect(out.status).toBe(200);
    expect((await call(`${base}/api/Doctor/getDoctors`, { token: serviceToken })).status).toBe(401);
    expect((await call(`${base}/api/ControlPanelAuth/Logout`, { token: serviceToken })).status).toBe(401);
  });

  it('leaves the other sessions of the same user signed in', async () => {
    const first = await tokensOf(base, ...ADMIN);
    const second = await tokensOf(base, ...ADMIN);
    await call(`${base}/api/ControlPanelAuth/Logout`, { token: first.serviceToken });
    expect((await call(`${base}/api/Doctor/getDoctors`, { token: second.serviceToken })).status).toBe(200);
  });

  it('answers logout without a token with 401', async () => {
    expect((await call(`${base}/api/ControlPanelAuth/Logout`)).status).toBe(401);
  });
});

describe('the audit trail of sessions', () => {
  const events = (name: string) =>
    server.db
      .selectFrom('audit_records')
      .select(['action', 'actor_kind', 'staff_user_id', 'user_name', 'outcome', 'ip', 'entity', 'entity_id'])
      .where('user_name', '=', name)
      .where('entity', '=', 'Session')
      .orderBy('id')
      .execute();

  it('records a login, a wrong password, an unknown name and a logout, with who, outcome and address', async () => {
    const before = await events('admin');
    await loginAs(base, 'admin', 'not-the-password');
    const { serviceToken } = await tokensOf(base, ...ADMIN);
    await call(`${base}/api/ControlPanelAuth/Logout`, { token: serviceToken });
    await loginAs(base, 'nobody-by-this-name', 'whatever');
    const after = (await events('admin')).slice(before.length);
    expect(after.map((e) => [e.action, e.actor_kind, e.outcome, e.ip])).toEqual([
      ['LoginFailed', 'staff', 'failure', '127.0.0.1'],
      ['Login', 'staff', 'success', '127.0.0.1'],
      ['Logout', 'staff', 'success', '127.0.0.1'],
    ]);
    // The login and the logout name the same session.
    expect(after[1]!.entity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after[2]!.entity_id).toBe(after[1]!.entity_id);
    expect(await events('nobody-by-this-name')).toEqual([
      expect.objectContaining({ action: 'LoginFailed', actor_kind: 'anonymous', staff_user_id: null }),
    ]);
  });

  it('records a lockout as denied', async () => {
    const name = 'locked-out-name';
    for (let i = 0; i < 12; i++) await loginAs(base, name, `wrong-${i}`);
    const outcomes = (await events(name)).map((e) => `${e.action}:${e.outcome}`);
    expect(outcomes).toContain('LoginLocked:denied');
    expect(outcomes.filter((o) => o === 'LoginFailed:failure').length).toBeGreaterThan(0);
  });
});

describe('answers that carry tokens or personal data', () => {
  it('are marked no-store; a public read is not', async () => {
    const login = await loginAs(base, ...ADMIN);
    expect(login.headers['cache-control']).toBe('no-store');
    const { serviceToken } = await tokensOf(base, ...ADMIN);
    const staffRead = await call(`${base}/api/Doctor/getDoctors`, { token: serviceToken });
    expect(staffRead.headers['cache-control']).toBe('no-store');
    const refused = await call(`${base}/api/Doctor/getDoctors`);
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const publicRead = await call(`${base}/api/News`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.headers['cache-control']).toBeUndefined();
  });
});
