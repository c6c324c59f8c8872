import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
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
const department = { nameEn: 'Dental', nameKu: 'ددان', nameAr: 'الأسنان', isActive: true, sortOrder: 7 };
type Department = typeof department & { id: number; version: number; createdAt: string };

const audits = (entity: string, id: string | number) =>
  server.db
    .selectFrom('audit_records')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

async function create(body: unknown = department) {
  return call(api('/ChatDepartments/CreateChatDepartment'), { body, token: admin });
}

describe('chat departments from the dashboard', () => {
  it('creates a department, lists it on the spec reads, and audits it', async () => {
    const answer = await create();
    expect(answer.status).toBe(200);
    const made = answer.json as Department;
    expect(made).toMatchObject({ ...department, version: 1 });
    const listed = await call(api('/ChatDepartments/GetChatDepartmentsDashboard'), { token: admin });
    expect((listed.json as Department[]).find((d) => d.id === made.id)).toMatchObject({ nameEn: 'Dental' });
    expect(await audits('ChatDepartment', made.id)).toMatchObject([
      { action: 'Create', area: 'chat', user_name: 'admin', outcome: 'success' },
    ]);
  });

  it('refuses a bad form with 400 naming every refused field, and stores nothing', async () => {
    const before = await server.db.selectFrom('chat_departments').select('id').execute();
    const answer = await create({ ...department, nameKu: '   ', sortOrder: -1, isActive: 'yes' });
    expect(answer.status).toBe(400);
    const fields = (answer.json as { errors: { field: string; problem: string }[] }).errors;
    expect([...fields].sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'isActive', problem: 'notYesNo' },
      { field: 'nameKu', problem: 'required' },
      { field: 'sortOrder', problem: 'outOfRange' },
    ]);
    expect(await server.db.selectFrom('chat_departments').select('id').execute()).toHaveLength(before.length);
  });

  it('changes a department from the version read, and refuses an older version with the current one', async () => {
    const made = (await create()).json as Department;
    const change = { ...department, nameEn: 'Dentistry', version: 1 };
    const first = await call(api(`/ChatDepartments/${made.id}`), {
      method: 'PUT',
      body: change,
      token: admin,
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ nameEn: 'Dentistry', version: 2 });
    const late = await call(api(`/ChatDepartments/${made.id}`), {
      method: 'PUT',
      body: { ...change, nameEn: 'Teeth' },
      token: admin,
    });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'Stale', current: { nameEn: 'Dentistry', version: 2 } });
    expect((await audits('ChatDepartment', made.id)).map((r) => r.action)).toEqual(['Create', 'Update']);
  });

  it('removes a department without conversations, but not one patients write in, nor from an old version', async () => {
    const made = (await create()).json as Department;
    const old = await call(api(`/ChatDepartments/${made.id}?version=2`), { method: 'DELETE', token: admin });
    expect(old.status).toBe(409);
    const removed = await call(api(`/ChatDepartments/${made.id}?version=1`), {
      method: 'DELETE',
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ id: made.id });
    expect((await audits('ChatDepartment', made.id)).map((r) => r.action)).toEqual(['Create', 'Delete']);

    const used = await server.db
      .selectFrom('chat_conversations as c')
      .innerJoin('chat_departments as d', 'd.id', 'c.chat_department_id')
      .select(['d.id', 'd.version'])
      .executeTakeFirstOrThrow();
    const refused = await call(api(`/ChatDepartments/${used.id}?version=${used.version}`), {
      method: 'DELETE',
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'HasConversations' });
  });

  it('answers 404 for an unknown department and 400 for a removal without a version', async () => {
    expect(
      (
        await call(api('/ChatDepartments/999999'), {
          method: 'PUT',
          body: { ...department, version: 1 },
          token: admin,
        })
      ).status,
    ).toBe(404);
    expect((await call(api('/ChatDepartments/1'), { method: 'DELETE', token: admin })).status).toBe(400);
    expect(
      (await call(api('/ChatDepartments/abc?version=1'), { method: 'DELETE', token: admin })).status,
    ).toBe(400);
  });
});

describe('chat recipients from the dashboard', () => {
  async function staffIds() {
    const answer = await call(api('/ChatRecipients/GetStaffForChatRecipients'), { token: admin });
    expect(answer.status).toBe(200);
    return (answer.json as { id: string; name: string }[]).map((s) => s.id);
  }

  it('adds a staff member to a department once, lists them, and removes them, each audited once', async () => {
    const made = (await create()).json as Department;
    const [staffUserId] = await staffIds();
    const body = { chatDepartmentId: made.id, staffUserId };
    const first = await call(api('/ChatRecipients/AddChatRecipient'), { body, token: admin });
    const again = await call(api('/ChatRecipients/AddChatRecipient'), { body, token: admin });
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const listed = (await call(api('/ChatRecipients'), { token: admin })).json as {
      chatDepartmentId: number;
      staffUserId: string;
    }[];
    expect(listed.filter((r) => r.chatDepartmentId === made.id).map((r) => r.staffUserId)).toEqual([
      staffUserId,
    ]);
    const removed = await call(api(`/ChatRecipients/${made.id}/${staffUserId}`), {
      method: 'DELETE',
      token: admin,
    });
    expect(removed.status).toBe(200);
    const gone = await call(api(`/ChatRecipients/${made.id}/${staffUserId}`), {
      method: 'DELETE',
      token: admin,
    });
    expect(gone.status).toBe(404);
    expect((await audits('ChatRecipient', `${made.id}/${staffUserId}`)).map((r) => r.action)).toEqual([
      'Create',
      'Delete',
    ]);
  });

  it('answers 404 for an unknown staff member or department, 400 for a bad body', async () => {
    const made = (await create()).json as Department;
    const add = (body: unknown) => call(api('/ChatRecipients/AddChatRecipient'), { body, token: admin });
    expect((await add({ chatDepartmentId: made.id, staffUserId: 'nobody' })).status).toBe(404);
    expect((await add({ chatDepartmentId: 999999, staffUserId: (await staffIds())[0] })).status).toBe(404);
    expect((await add({ chatDepartmentId: 'one', staffUserId: '' })).status).toBe(400);
  });

  it('needs a staff token of a role with the chat area', async () => {
    expect((await call(api('/ChatRecipients/GetStaffForChatRecipients'), {})).status).toBe(401);
    expect((await call(api('/ChatRecipients/GetStaffForChatRecipients'), { token: reception })).status).toBe(
      200,
    );
  });
});
