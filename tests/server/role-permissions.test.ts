import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RolePermissionsWire } from '../../src/contract/access/role-permissions';
import { ALL_PERMISSION_AREAS } from '../../src/domain/lists/permission-area';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

const ADMIN_ROLE = 'a0d1f6c2-5c3e-4d7a-9b1e-000000000001';
const RECEPTION_ROLE = 'a0d1f6c2-5c3e-4d7a-9b1e-000000000002';

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
const get = (path: string, token?: string) => call(api(path), token === undefined ? {} : { token });
const put = (path: string, token: string | undefined, body: unknown) =>
  call(api(path), { method: 'PUT', body, ...(token === undefined ? {} : { token }) });

const permissionsOf = async (roleId: string, token = admin): Promise<RolePermissionsWire> => {
  const answer = await get(`/DahsboardRoles/${roleId}/Permissions`, token);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as RolePermissionsWire;
};

const save = async (
  roleId: string,
  change: { areas: string[]; chatDepartmentIds?: number[] },
  token = admin,
) => {
  const current = await permissionsOf(roleId, token);
  return put(`/DahsboardRoles/${roleId}/Permissions`, token, {
    areas: change.areas,
    chatDepartmentIds: change.chatDepartmentIds ?? current.chatDepartmentIds,
    version: current.version,
  });
};

describe('who may read and change a role permissions', () => {
  it.each([
    ['GET', undefined],
    ['PUT', {}],
  ])('answers %s without a token with 401', async (method, body) => {
    const path = `/DahsboardRoles/${RECEPTION_ROLE}/Permissions`;
    const answer = method === 'GET' ? await get(path) : await put(path, undefined, body);
    expect(answer.status).toBe(401);
  });

  it.each([
    ['GET', undefined],
    ['PUT', { areas: [], chatDepartmentIds: [], version: 1 }],
  ])('answers reception %s with 403 (it lacks the permissions area)', async (method, body) => {
    const path = `/DahsboardRoles/${RECEPTION_ROLE}/Permissions`;
    const answer = method === 'GET' ? await get(path, reception) : await put(path, reception, body);
    expect(answer.status).toBe(403);
  });

  it('reads a role: its areas, its chat departments, how many hold it and its version', async () => {
    const role = await permissionsOf(RECEPTION_ROLE);
    expect(role).toMatchObject({ id: RECEPTION_ROLE, name: 'reception', areas: ['appointments', 'chat'] });
    expect(role.chatDepartmentIds.length).toBeGreaterThan(0);
    expect(role.userCount).toBeGreaterThan(0);
    expect((await get('/DahsboardRoles/no-such-role/Permissions', admin)).status).toBe(404);
  });
});

describe('changing a role permissions', () => {
  it("takes an area away at the role's users' next request and gives it back at the next after that", async () => {
    expect((await get('/ChatDepartments', reception)).status).toBe(200);

    const denied = await save(RECEPTION_ROLE, { areas: ['appointments'] });
    expect(denied.status, denied.text).toBe(200);
    expect(denied.json).toMatchObject({ areas: ['appointments'] });
    // The same token, no new login: the next call is refused.
    expect((await get('/ChatDepartments', reception)).status).toBe(403);
    expect((await get('/Appointment', reception)).status).toBe(200);

    const allowed = await save(RECEPTION_ROLE, { areas: ['appointments', 'chat'] });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await get('/ChatDepartments', reception)).status).toBe(200);
  });

  it('audits each change with the actor, what was added and what was removed', async () => {
    const before = await permissionsOf(RECEPTION_ROLE);
    const dropped = before.chatDepartmentIds[0] as number;
    const answer = await save(RECEPTION_ROLE, {
      areas: ['appointments', 'chat', 'feedback'],
      chatDepartmentIds: before.chatDepartmentIds.filter((id) => id !== dropped),
    });
    expect(answer.status, answer.text).toBe(200);
    const rows = await server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'RolePermissions')
      .where('entity_id', '=', RECEPTION_ROLE)
      .orderBy('id', 'desc')
      .execute();
    const last = rows[0];
    expect(last).toMatchObject({
      action: 'Update',
      area: 'permissions',
      user_name: 'admin',
      actor_kind: 'staff',
    });
    const after = JSON.parse(last?.after_json ?? 'null') as {
      added: { areas: string[]; chatDepartmentIds: number[] };
      removed: { areas: string[]; chatDepartmentIds: number[] };
    };
    expect(after.added).toEqual({ areas: ['feedback'], chatDepartmentIds: [] });
    expect(after.removed).toEqual({ areas: [], chatDepartmentIds: [dropped] });
    // Put it back as it was, for the tests after this one.
    expect(
      (await save(RECEPTION_ROLE, { areas: before.areas, chatDepartmentIds: before.chatDepartmentIds }))
        .status,
    ).toBe(200);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const current = await permissionsOf(RECEPTION_ROLE);
    const answer = await put(`/DahsboardRoles/${RECEPTION_ROLE}/Permissions`, admin, {
      areas: [],
      chatDepartmentIds: [],
      version: current.version - 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'Stale' });
    expect(await permissionsOf(RECEPTION_ROLE)).toEqual(current);
  });

  it('refuses an unknown area and an unknown chat department with 400', async () => {
    const area = await save(RECEPTION_ROLE, { areas: ['root'] });
    expect(area.status).toBe(400);
    expect((area.json as { errors: unknown[] }).errors).toEqual([{ field: 'areas', problem: 'unknownArea' }]);
    const chat = await save(RECEPTION_ROLE, { areas: ['chat'], chatDepartmentIds: [999_999] });
    expect(chat.status).toBe(400);
    expect(chat.json).toMatchObject({ code: 'UnknownChatDepartment' });
  });
});

describe('nobody is locked out of the permission screen', () => {
  it('refuses taking the permissions area from the last role that has it', async () => {
    const answer = await save(ADMIN_ROLE, { areas: ALL_PERMISSION_AREAS.filter((a) => a !== 'permissions') });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'LastPermissionManager' });
    expect((await permissionsOf(ADMIN_ROLE)).areas).toContain('permissions');
    expect((await get('/Sections', admin)).status).toBe(200);
  });

  it('refuses taking users or roles from the last role that manages access', async () => {
    const answer = await save(ADMIN_ROLE, { areas: ALL_PERMISSION_AREAS.filter((a) => a !== 'users') });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'LastAccessManager' });
  });

  it('allows it once another enabled user keeps the area, who can then give it back', async () => {
    expect((await save(RECEPTION_ROLE, { areas: ['appointments', 'chat', 'permissions'] })).status).toBe(200);
    const taken = await save(ADMIN_ROLE, { areas: ALL_PERMISSION_AREAS.filter((a) => a !== 'permissions') });
    expect(taken.status, taken.text).toBe(200);
    expect((await get('/Sections', admin)).status).toBe(403);
    // Reception, now the one who may, gives it back.
    const back = await save(ADMIN_ROLE, { areas: [...ALL_PERMISSION_AREAS] }, reception);
    expect(back.status, back.text).toBe(200);
    expect((await get('/Sections', admin)).status).toBe(200);
    expect((await save(RECEPTION_ROLE, { areas: ['appointments', 'chat'] })).status).toBe(200);
  });
});
