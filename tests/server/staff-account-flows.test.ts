import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRequestRowWire } from '../../src/contract/auth/staff-account';
import { PasswordResetPolicy } from '../../src/domain/access/account-flow-rules';
import { call, loginAs, tokensOf, type RequestOptions } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const api = (path: string) => `${server.url}/api${path}`;
let addressCount = 10;
/** A client address of its own per test, so the per-address limits of one test leave the others alone. */
const freshAddress = () => `127.0.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 2}`;
const post = (path: string, body: unknown, options: RequestOptions = {}) =>
  call(api(path), { method: 'POST', body, ...options });
const get = (path: string, token: string) => call(api(path), { token });

let nameCount = 0;
const freshName = () => `asker-${++nameCount}-${Date.now().toString(36)}`;
let phoneCount = 0;
const freshPhone = () => `0750${String(1_000_000 + ++phoneCount * 7 + (Date.now() % 1000)).slice(-7)}`;

const FIRST = 'the first password given';
const MINE = 'a password of my own choosing';

async function roleIdOf(name: string): Promise<string> {
  const row = await server.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function requestsList(): Promise<AccountRequestRowWire[]> {
  const answer = await get('/StaffAccountRequests/List', admin);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as AccountRequestRowWire[];
}

/** An account asked for at /register and approved with `FIRST`: its login name and phone. */
async function approvedAccount(): Promise<{ name: string; phone: string }> {
  const name = freshName();
  const phone = freshPhone();
  const asked = await post(
    '/StaffAccount/Request',
    { name, fullName: `Full ${name}`, phoneNumber: phone, note: 'Lab, morning shift' },
    { localAddress: freshAddress() },
  );
  expect(asked.status, asked.text).toBe(200);
  const request = (await requestsList()).find((r) => r.name === name) as AccountRequestRowWire;
  const approved = await call(api(`/StaffAccountRequests/${request.id}/Approve`), {
    method: 'POST',
    token: admin,
    body: { roleId: await roleIdOf('reception'), password: FIRST, version: request.version },
  });
  expect(approved.status, approved.text).toBe(200);
  return { name, phone };
}

/** The plain code the demo keeps for the newest code of this phone (as the OTP-Test screen reads it). */
async function codeFor(phone: string): Promise<string> {
  const answer = await get('/OtpCodes/GetTestOtpCodes', admin);
  const rows = answer.json as { phonenumber: string; code: string }[];
  const e164 = `+964${phone.slice(1)}`;
  const row = rows.find((r) => r.phonenumber === e164);
  if (row === undefined) throw new Error(`no code for ${e164}`);
  return row.code;
}

describe('asking for a staff account', () => {
  it('keeps a request that the administrator approves, audited; the account must change its password first', async () => {
    const { name } = await approvedAccount();
    const row = (await requestsList()).find((r) => r.name === name) as AccountRequestRowWire;
    expect(row).toMatchObject({
      status: 'approved',
      decidedBy: 'admin',
      nameTaken: true,
      note: 'Lab, morning shift',
    });
    const audit = await server.db
      .selectFrom('audit_records')
      .select(['action', 'entity', 'user_name'])
      .where('entity_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['AccountRequested', 'Approve']);

    const login = await loginAs(server.url, name, FIRST);
    expect(login.status).toBe(200);
    const body = login.json as { claims: { serviceToken: string; user: { mustChangePassword?: boolean } } };
    expect(body.claims.user.mustChangePassword).toBe(true);
    const token = body.claims.serviceToken;
    // Until the change, every other call is refused by the server, whatever the role grants.
    const blocked = await get('/Appointment', token);
    expect(blocked.status).toBe(403);
    expect(blocked.json).toMatchObject({ code: 'PasswordChangeRequired' });
    const changed = await post(
      '/StaffAccount/ChangePassword',
      { currentPassword: FIRST, newPassword: MINE },
      { token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await get('/Appointment', token)).status).toBe(200);
    expect((await loginAs(server.url, name, FIRST)).status).toBe(400);
    const again = await loginAs(server.url, name, MINE);
    expect((again.json as { claims: { user: object } }).claims.user).not.toHaveProperty('mustChangePassword');
  });

  it('answers the same for a free name, a taken name and a name already asked for', async () => {
    const address = freshAddress();
    const free = await post(
      '/StaffAccount/Request',
      { name: freshName(), fullName: 'A', phoneNumber: freshPhone() },
      { localAddress: address },
    );
    const taken = await post(
      '/StaffAccount/Request',
      { name: 'admin', fullName: 'B', phoneNumber: freshPhone() },
      { localAddress: address },
    );
    expect(free.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(taken.json).toEqual(free.json);
    const row = (await requestsList()).find((r) => r.name === 'admin' && r.status === 'pending');
    expect(row?.nameTaken).toBe(true);
    // Approving a name a staff user has is refused; refusing it is audited.
    const approve = await call(api(`/StaffAccountRequests/${row?.id}/Approve`), {
      method: 'POST',
      token: admin,
      body: { roleId: await roleIdOf('reception'), password: FIRST, version: row?.version },
    });
    expect(approve.status).toBe(409);
    expect(approve.json).toMatchObject({ code: 'NameTaken' });
    const refuse = await call(api(`/StaffAccountRequests/${row?.id}/Refuse`), {
      method: 'POST',
      token: admin,
      body: { version: row?.version },
    });
    expect(refuse.status).toBe(200);
    expect(refuse.json).toMatchObject({ status: 'refused' });
    const twice = await call(api(`/StaffAccountRequests/${row?.id}/Refuse`), {
      method: 'POST',
      token: admin,
      body: { version: (refuse.json as AccountRequestRowWire).version },
    });
    expect(twice.json).toMatchObject({ code: 'Decided' });
  });

  it('refuses bad input with a 400 naming the fields', async () => {
    const answer = await post(
      '/StaffAccount/Request',
      { name: 'has space', fullName: '', phoneNumber: '123' },
      { localAddress: freshAddress() },
    );
    expect(answer.status).toBe(400);
    const body = answer.json as {
      message: string;
      field: string;
      errors: { field: string; problem: string }[];
    };
    expect(body.field).toBe('body.name');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', problem: 'hasSpaces' },
        { field: 'fullName', problem: 'required' },
        { field: 'phoneNumber', problem: 'phone' },
      ]),
    );
    expect(
      (await post('/StaffAccount/Request', 'not json at all', { localAddress: freshAddress() })).status,
    ).toBe(400);
  });

  it('limits requests from one address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await post(
        '/StaffAccount/Request',
        { name: freshName(), fullName: 'Many', phoneNumber: freshPhone() },
        { localAddress: address },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps reception out of the requests', async () => {
    const reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
    expect((await get('/StaffAccountRequests/List', reception)).status).toBe(403);
  });
});

describe('resetting a forgotten password', () => {
  it('sends a code through the SMS channel; the code gives a ticket; the new password works, the old does not, the sessions end', async () => {
    const { name, phone } = await approvedAccount();
    const token = (await tokensOf(server.url, name, FIRST)).serviceToken;
    const address = freshAddress();
    const asked = await post('/StaffAccount/ForgotPassword', { name }, { localAddress: address });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ expiresInSeconds: PasswordResetPolicy.codeLifetimeSeconds });
    const code = await codeFor(phone);
    // The reset code signs no patient in.
    const patient = await post(
      '/PatientAuth/VerifyCode',
      { phoneNumber: phone, code },
      { localAddress: address },
    );
    expect(patient.status).toBe(400);
    const wrong = await post(
      '/StaffAccount/VerifyResetCode',
      { name, code: code === '000000' ? '111111' : '000000' },
      { localAddress: address },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'InvalidCode', field: 'body.code' });
    const verified = await post('/StaffAccount/VerifyResetCode', { name, code }, { localAddress: address });
    expect(verified.status, verified.text).toBe(200);
    const { ticket } = verified.json as { ticket: string };
    const short = await post(
      '/StaffAccount/ResetPassword',
      { ticket, password: 'short' },
      { localAddress: address },
    );
    expect(short.status).toBe(400);
    expect((short.json as { errors: unknown[] }).errors).toEqual([
      { field: 'password', problem: 'tooShort' },
    ]);
    const reset = await post(
      '/StaffAccount/ResetPassword',
      { ticket, password: MINE },
      { localAddress: address },
    );
    expect(reset.status, reset.text).toBe(200);
    expect((await get('/Appointment', token)).status).toBe(401);
    expect((await loginAs(server.url, name, FIRST)).status).toBe(400);
    const after = await loginAs(server.url, name, MINE);
    expect(after.status).toBe(200);
    // Chosen by the user: no change is asked for.
    expect((after.json as { claims: { user: object } }).claims.user).not.toHaveProperty('mustChangePassword');
    // The ticket is spent.
    const again = await post(
      '/StaffAccount/ResetPassword',
      { ticket, password: 'yet another long password' },
      { localAddress: address },
    );
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'InvalidTicket' });
  });

  it('answers an unknown name exactly as a known one, and counts its attempts the same', async () => {
    const { name } = await approvedAccount();
    const address = freshAddress();
    const known = await post('/StaffAccount/ForgotPassword', { name }, { localAddress: address });
    const unknown = await post(
      '/StaffAccount/ForgotPassword',
      { name: `nobody-${name}` },
      { localAddress: address },
    );
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const tries = async (who: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < PasswordResetPolicy.attemptsPerCode + 1; i++) {
        const answer = await post(
          '/StaffAccount/VerifyResetCode',
          { name: who, code: '999999' },
          { localAddress: address },
        );
        statuses.push(answer.status);
      }
      return statuses;
    };
    const knownTries = await tries(name);
    expect(knownTries.slice(-1)).toEqual([429]);
    expect(await tries(`nobody-${name}`)).toEqual(knownTries);
  });

  it('limits requests for one name from one address, for any name', async () => {
    const address = freshAddress();
    for (const who of [freshName(), 'admin']) {
      const statuses: number[] = [];
      for (let i = 0; i <= PasswordResetPolicy.perNamePerAddress; i++) {
        statuses.push(
          (await post('/StaffAccount/ForgotPassword', { name: who }, { localAddress: address })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('an account the administrator made sends no code until the administrator gives it a phone number', async () => {
    const name = freshName();
    const phone = freshPhone();
    const e164 = `+964${phone.slice(1)}`;
    const created = await call(api('/StaffUsers/Create'), {
      method: 'POST',
      token: admin,
      body: { name, fullName: `Full ${name}`, roleId: await roleIdOf('reception'), password: FIRST },
    });
    expect(created.status, created.text).toBe(200);
    const user = created.json as { id: string; version: number; phoneNumber: string | null };
    expect(user.phoneNumber).toBeNull();
    const address = freshAddress();
    const codesTo = async () =>
      ((await get('/OtpCodes/GetTestOtpCodes', admin)).json as { phonenumber: string }[]).filter(
        (r) => r.phonenumber === e164,
      ).length;
    expect((await post('/StaffAccount/ForgotPassword', { name }, { localAddress: address })).status).toBe(
      200,
    );
    expect(await codesTo()).toBe(0);

    const given = await call(api(`/StaffUsers/${user.id}`), {
      method: 'PUT',
      token: admin,
      body: {
        fullName: `Full ${name}`,
        roleId: await roleIdOf('reception'),
        version: user.version,
        phoneNumber: phone,
      },
    });
    expect(given.status, given.text).toBe(200);
    expect(given.json).toMatchObject({ phoneNumber: e164 });
    expect((await post('/StaffAccount/ForgotPassword', { name }, { localAddress: address })).status).toBe(
      200,
    );
    expect(await codesTo()).toBe(1);
    const verified = await post(
      '/StaffAccount/VerifyResetCode',
      { name, code: await codeFor(phone) },
      { localAddress: address },
    );
    expect(verified.status, verified.text).toBe(200);
  });

  it('an expired code is refused', async () => {
    const { name, phone } = await approvedAccount();
    const address = freshAddress();
    await post('/StaffAccount/ForgotPassword', { name }, { localAddress: address });
    const code = await codeFor(phone);
    await server.db
      .updateTable('staff_password_resets')
      .set({ expires_at: new Date(Date.now() - 1000), created_at: new Date(Date.now() - 2000) })
      .where('name_key', '=', name.toLowerCase())
      .execute();
    const answer = await post('/StaffAccount/VerifyResetCode', { name, code }, { localAddress: address });
    expect(answer.status).toBe(400);
  });
});

describe("a user's own password change", () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { name } = await approvedAccount();
    const first = (await tokensOf(server.url, name, FIRST)).serviceToken;
    const done = await post(
      '/StaffAccount/ChangePassword',
      { currentPassword: FIRST, newPassword: MINE },
      { token: first },
    );
    expect(done.status).toBe(200);
    const here = (await tokensOf(server.url, name, MINE)).serviceToken;
    const there = (await tokensOf(server.url, name, MINE)).serviceToken;
    const wrong = await post(
      '/StaffAccount/ChangePassword',
      { currentPassword: 'not my password at all', newPassword: 'another long password' },
      { token: here },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'WrongPassword', field: 'body.currentPassword' });
    const same = await post(
      '/StaffAccount/ChangePassword',
      { currentPassword: MINE, newPassword: MINE },
      { token: here },
    );
    expect(same.json).toMatchObject({ code: 'SamePassword' });
    const next = 'the third password of mine';
    expect(
      (
        await post(
          '/StaffAccount/ChangePassword',
          { currentPassword: MINE, newPassword: next },
          { token: here },
        )
      ).status,
    ).toBe(200);
    expect((await get('/Appointment', here)).status).toBe(200);
    expect((await get('/Appointment', there)).status).toBe(401);
    expect((await loginAs(server.url, name, MINE)).status).toBe(400);
    expect((await loginAs(server.url, name, next)).status).toBe(200);
  });

  it("an administrator's reset asks for a change at the next login", async () => {
    const { name } = await approvedAccount();
    const token = (await tokensOf(server.url, name, FIRST)).serviceToken;
    await post('/StaffAccount/ChangePassword', { currentPassword: FIRST, newPassword: MINE }, { token });
    const user = await server.db
      .selectFrom('staff_users')
      .select(['id', 'version'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const reset = await call(api(`/StaffUsers/${user.id}/Password`), {
      method: 'PUT',
      token: admin,
      body: { password: 'set by the administrator', version: user.version },
    });
    expect(reset.status, reset.text).toBe(200);
    const login = await loginAs(server.url, name, 'set by the administrator');
    expect(
      (login.json as { claims: { user: { mustChangePassword?: boolean } } }).claims.user.mustChangePassword,
    ).toBe(true);
  });
});
