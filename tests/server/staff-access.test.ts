import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUserWire, StaffUsersWire } from '../../src/contract/access/staff-access';
import { ALL_PERMISSION_AREAS } from '../../src/domain/lists/permission-area';
import type { RoleDetails } from '../../server/features/roles/list-dashboard-roles';
import { call, loginAs, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const api = (path: string) => `${server.url}/api${path}`;
const get = (path: string, token: string) => call(api(path), { token });
const send = (method: string, path: string, token: string, body?: unknown) =>
  call(api(path), { method, token, ...(body === undefined ? {} : { body }) });

async function roleIdOf(name: string): Promise<string> {
  const row = await server.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

let nameCount = 0;
const freshName = (prefix = 'staff') => `${prefix}-${++nameCount}-${Date.now().toString(36)}`;
const PASSWORD = 'a long enough password';

async function createUser(roleName: string, name = freshName()): Promise<StaffUserWire> {
  const answer = await send('POST', '/StaffUsers/Create', admin, {
    name,
    fullName: `Full ${name}`,
    roleId: await roleIdOf(roleName),
    password: PASSWORD,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as StaffUserWire;
}

async function auditOf(entityId: string) {
  return server.db
    .selectFrom('audit_records')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

describe('who may manage staff and roles', () => {
  it.each([
    ['GET', '/StaffUsers/List'],
    ['POST', '/StaffUsers/Create'],
    ['PUT', '/StaffUsers/x'],
    ['PUT', '/StaffUsers/x/Disabled'],
    ['PUT', '/StaffUsers/x/Password'],
    ['POST', '/DahsboardRoles/Create'],
    ['PUT', '/DahsboardRoles/x'],
    ['DELETE', '/DahsboardRoles/x'],
  ])('refuses reception %s %s with 403', async (method, path) => {
    const answer = await send(
      method,
      path,
      reception,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(answer.status).toBe(403);
  });

  it('lists every staff user with their role and the roles to give, never a password hash', async () => {
    const answer = await get('/StaffUsers/List', admin);
    expect(answer.status).toBe(200);
    const body = answer.json as StaffUsersWire;
    expect(body.users.map((u) => u.name)).toEqual(expect.arrayContaining(['admin', 'reception']));
    expect(body.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['admin', 'reception']));
    expect(answer.text).not.toContain('argon2');
  });
});

describe('creating a staff user', () => {
  it('refuses a short password, a name with spaces and an unknown role with 400 on those fields', async () => {
    const answer = await send('POST', '/StaffUsers/Create', admin, {
      name: 'two words',
      fullName: '',
      roleId: await roleIdOf('reception'),
      password: 'short',
    });
    expect(answer.status).toBe(400);
    const { errors } = answer.json as { errors: { field: string; problem: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', problem: 'hasSpaces' },
        { field: 'fullName', problem: 'required' },
        { field: 'password', problem: 'tooShort' },
      ]),
    );
    const role = await send('POST', '/StaffUsers/Create', admin, {
      name: freshName(),
      fullName: 'X',
      roleId: 'no-such-role',
      password: PASSWORD,
    });
    expect(role.status).toBe(400);
    expect(role.json).toMatchObject({ field: 'body.roleId', code: 'UnknownRole' });
  });

  it('creates an account that signs in with the role, audited without the password', async () => {
    const user = await createUser('reception');
    expect(user).toMatchObject({ roleName: 'reception', disabled: false, version: 1 });
    const login = await loginAs(server.url, user.name, PASSWORD);
    expect(login.status).toBe(200);
    expect((login.json as { claims: { user: { areas: string[] } } }).claims.user.areas).toEqual([
      'appointments',
      'chat',
    ]);
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'Create',
      area: 'users',
      entity: 'StaffUser',
      user_name: 'admin',
    });
    expect(JSON.stringify(audit[0])).not.toContain(PASSWORD);
  });

  it('keeps the mobile number reset codes go to in E.164, none when left out, and refuses one that is not Iraqi', async () => {
    const roleId = await roleIdOf('reception');
    const withPhone = await send('POST', '/StaffUsers/Create', admin, {
      name: freshName(),
      fullName: 'With phone',
      roleId,
      password: PASSWORD,
      phoneNumber: '٠٧٥٠ ١٢٣ ٤٥٦٧',
    });
    expect(withPhone.status, withPhone.text).toBe(200);
    expect(withPhone.json).toMatchObject({ phoneNumber: '+9647501234567' });
    expect((await createUser('reception')).phoneNumber).toBeNull();
    const bad = await send('POST', '/StaffUsers/Create', admin, {
      name: freshName(),
      fullName: 'Bad phone',
      roleId,
      password: PASSWORD,
      phoneNumber: '12345',
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { errors: unknown[] }).errors).toEqual([{ field: 'phoneNumber', problem: 'phone' }]);
  });

  it('refuses a login name taken in another case with 409', async () => {
    const answer = await send('POST', '/StaffUsers/Create', admin, {
      name: 'ADMIN',
      fullName: 'Another',
      roleId: await roleIdOf('reception'),
      password: PASSWORD,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'NameTaken', field: 'body.name' });
  });
});

describe('changing a staff user', () => {
  it("applies a new role on the user's next request, with the same token", async () => {
    const user = await createUser('reception');
    const token = (await tokensOf(server.url, user.name, PASSWORD)).serviceToken;
    expect((await get('/StaffUsers/List', token)).status).toBe(403);
    const answer = await send('PUT', `/StaffUsers/${user.id}`, admin, {
      fullName: 'Renamed',
      roleId: await roleIdOf('admin'),
      version: user.version,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ fullName: 'Renamed', roleName: 'admin', version: 2 });
    expect((await get('/StaffUsers/List', token)).status).toBe(200);
    const stale = await send('PUT', `/StaffUsers/${user.id}`, admin, {
      fullName: 'Older',
      roleId: await roleIdOf('reception'),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'Stale', current: { fullName: 'Renamed', version: 2 } });
  });

  it('sets, keeps (left out) and removes (empty) the phone number; the audit keeps only its last three digits', async () => {
    const user = await createUser('reception');
    const roleId = await roleIdOf('reception');
    const change = async (version: number, phone?: string) => {
      const answer = await send('PUT', `/StaffUsers/${user.id}`, admin, {
        fullName: user.fullName,
        roleId,
        version,
        ...(phone === undefined ? {} : { phoneNumber: phone }),
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.json as StaffUserWire;
    };
    const set = await change(user.version, '+964 771 234 5678');
    expect(set.phoneNumber).toBe('+9647712345678');
    const kept = await change(set.version);
    expect(kept.phoneNumber).toBe('+9647712345678');
    const removed = await change(kept.version, '');
    expect(removed.phoneNumber).toBeNull();
    const audit = await auditOf(user.id);
    const changes = audit.filter((a) => a.action === 'Update');
    expect(changes).toHaveLength(3);
    const ending = (json: string | null) =>
      (JSON.parse(json ?? '{}') as { phoneEnding?: unknown }).phoneEnding;
    expect(changes.map((a) => [ending(a.before_json), ending(a.after_json)])).toEqual([
      [null, '678'],
      ['678', '678'],
      ['678', null],
    ]);
    expect(JSON.stringify(audit)).not.toContain('7712345678');
  });

  it('disabling ends the sessions at once and refuses the login like a wrong password; enabling lets in again', async () => {
    const user = await createUser('reception');
    const token = (await tokensOf(server.url, user.name, PASSWORD)).serviceToken;
    expect((await get('/Appointment', token)).status).toBe(200);
    const disabled = await send('PUT', `/StaffUsers/${user.id}/Disabled`, admin, {
      disabled: true,
      version: 1,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.json).toMatchObject({ disabled: true, version: 2 });
    expect((await get('/Appointment', token)).status).toBe(401);
    const refused = await loginAs(server.url, user.name, PASSWORD);
    const wrong = await loginAs(server.url, user.name, 'not the password at all');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(wrong.json);
    const enabled = await send('PUT', `/StaffUsers/${user.id}/Disabled`, admin, {
      disabled: false,
      version: 2,
    });
    expect(enabled.status).toBe(200);
    expect((await loginAs(server.url, user.name, PASSWORD)).status).toBe(200);
    expect((await auditOf(user.id)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['Create', 'Disable', 'Enable']),
    );
  });

  it('refuses disabling oneself', async () => {
    const me = (await get('/StaffUsers/List', admin)).json as StaffUsersWire;
    const self = me.users.find((u) => u.name === 'admin') as StaffUserWire;
    const answer = await send('PUT', `/StaffUsers/${self.id}/Disabled`, admin, {
      disabled: true,
      version: self.version,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'Self' });
  });

  it('a password reset ends the sessions, the old password stops working and the new one signs in', async () => {
    const user = await createUser('reception');
    const token = (await tokensOf(server.url, user.name, PASSWORD)).serviceToken;
    const short = await send('PUT', `/StaffUsers/${user.id}/Password`, admin, {
      password: 'too short',
      version: 1,
    });
    expect(short.status).toBe(400);
    expect((short.json as { errors: unknown[] }).errors).toEqual([
      { field: 'password', problem: 'tooShort' },
    ]);
    const reset = await send('PUT', `/StaffUsers/${user.id}/Password`, admin, {
      password: 'the new long password',
      version: 1,
    });
    expect(reset.status).toBe(200);
    expect((await get('/Appointment', token)).status).toBe(401);
    expect((await loginAs(server.url, user.name, PASSWORD)).status).toBe(400);
    expect((await loginAs(server.url, user.name, 'the new long password')).status).toBe(200);
    const audit = (await auditOf(user.id)).find((r) => r.action === 'PasswordReset');
    expect(audit).toMatchObject({ area: 'users', before_json: null, after_json: null });
  });
});

describe('roles', () => {
  it('creates a role, changes its areas for its users from their next request, and audits both', async () => {
    const created = await send('POST', '/DahsboardRoles/Create', admin, {
      name: freshName('role'),
      description: 'Front desk of the lab',
      areas: ['lab', 'chat', 'lab'],
    });
    expect(created.status).toBe(200);
    const role = created.json as RoleDetails;
    expect(role).toMatchObject({ areas: ['chat', 'lab'], userCount: 0, version: 1 });
    const user = await createUser(role.name);
    const token = (await tokensOf(server.url, user.name, PASSWORD)).serviceToken;
    expect((await get('/Doctor/getDoctors', token)).status).toBe(403);
    const updated = await send('PUT', `/DahsboardRoles/${role.id}`, admin, {
      name: role.name,
      description: role.description,
      areas: ['lab', 'doctors'],
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ areas: ['doctors', 'lab'], userCount: 1, version: 2 });
    expect((await get('/Doctor/getDoctors', token)).status).toBe(200);
    const roles = (await get('/DahsboardRoles/GetDashboardRoles', admin)).json as RoleDetails[];
    expect(roles.find((r) => r.id === role.id)).toMatchObject({ userCount: 1, areas: ['doctors', 'lab'] });
    expect((await auditOf(role.id)).map((r) => [r.action, r.area])).toEqual([
      ['Create', 'roles'],
      ['Update', 'roles'],
    ]);
  });

  it('refuses an unknown area with 400, and deleting a role in use with 409 saying how many hold it', async () => {
    const bad = await send('POST', '/DahsboardRoles/Create', admin, {
      name: freshName('role'),
      areas: ['root'],
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { errors: unknown[] }).errors).toEqual([{ field: 'areas', problem: 'unknownArea' }]);
    const inUse = await send('DELETE', `/DahsboardRoles/${await roleIdOf('reception')}`, admin);
    expect(inUse.status).toBe(409);
    expect(inUse.json).toMatchObject({ code: 'InUse' });
    expect((inUse.json as { users: number }).users).toBeGreaterThan(0);
    const spare = (
      await send('POST', '/DahsboardRoles/Create', admin, { name: freshName('role'), areas: [] })
    ).json as RoleDetails;
    expect((await send('DELETE', `/DahsboardRoles/${spare.id}`, admin)).status).toBe(200);
    expect(await server.db.selectFrom('roles').select('id').where('id', '=', spare.id).execute()).toEqual([]);
  });

  it('refuses taking users or roles from the only role that manages access', async () => {
    const adminRole = await roleIdOf('admin');
    const managers = await server.db
      .selectFrom('staff_users')
      .select('id')
      .where('role_id', '=', adminRole)
      .where('disabled_at', 'is', null)
      .execute();
    expect(managers.length).toBeGreaterThan(0);
    const roles = (await get('/DahsboardRoles/GetDashboardRoles', admin)).json as RoleDetails[];
    const current = roles.find((r) => r.id === adminRole) as RoleDetails;
    const answer = await send('PUT', `/DahsboardRoles/${adminRole}`, admin, {
      name: current.name,
      description: current.description,
      areas: ALL_PERMISSION_AREAS.filter((a) => a !== 'roles'),
      version: current.version,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'LastAccessManager' });
  });
});

describe('forty disables at once', () => {
  it('leave exactly one user who manages access: 39 succeed and one is refused', async () => {
    const managers = (
      await send('POST', '/DahsboardRoles/Create', admin, {
        name: freshName('managers'),
        areas: ['users', 'roles'],
      })
    ).json as RoleDetails;
    // The one disabling them all may manage users but not roles: no manager themselves.
    const clerks = (
      await send('POST', '/DahsboardRoles/Create', admin, { name: freshName('clerks'), areas: ['users'] })
    ).json as RoleDetails;
    const team = await Promise.all(Array.from({ length: 40 }, () => createUser(managers.name)));
    const clerk = await createUser(clerks.name);
    const token = (await tokensOf(server.url, clerk.name, PASSWORD)).serviceToken;
    // Everyone else who manages access steps aside, so the forty are the only ones.
    const adminRole = await roleIdOf('admin');
    await server.db
      .updateTable('staff_users')
      .set({ disabled_at: new Date() })
      .where('role_id', '=', adminRole)
      .execute();
    try {
      const answers = await Promise.all(
        team.map((target) =>
          send('PUT', `/StaffUsers/${target.id}/Disabled`, token, {
            disabled: true,
            version: target.version,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(39);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      expect(answers.find((a) => a.status === 409)?.json).toMatchObject({ code: 'LastAccessManager' });
      const enabled = await server.db
        .selectFrom('staff_users')
        .select('id')
        .where('role_id', '=', managers.id)
        .where('disabled_at', 'is', null)
        .execute();
      expect(enabled).toHaveLength(1);
    } finally {
      // The demo's own managers come back for the other tests.
      await server.db
        .updateTable('staff_users')
        .set({ disabled_at: null })
        .where('role_id', '=', adminRole)
        .execute();
    }
  }, 120_000);
});
