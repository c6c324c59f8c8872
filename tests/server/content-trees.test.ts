import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;
let centerId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
  centerId = (await server.db.selectFrom('centers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const api = (path: string) => `${server.url}/api${path}`;
const tree = (kind: string, owner: number) => api(`/ContentTrees/${kind}/${owner}`);

interface Node {
  id: number;
  parentId: number | null;
  title: string;
  version: number;
}
interface Nested {
  id: number;
  title: string;
  children: Nested[];
}

const audits = (entity: string, id: number) =>
  server.db
    .selectFrom('audit_records')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

const add = async (kind: string, owner: number, parentId: number | null, title: string) => {
  const answer = await call(tree(kind, owner), { body: { parentId, title }, token: admin });
  expect(answer.status).toBe(200);
  return answer.json as Node;
};

const find = (nodes: Nested[], id: number): Nested | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = find(n.children, id);
    if (below !== undefined) return below;
  }
  return undefined;
};

describe('content trees', () => {
  it("reads a center's instructions as the spec's view: the center, isCenter and its headers nested", async () => {
    const answer = await call(tree('CenterInstructions', centerId), { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ownerId: centerId, centerId, isCenter: true });
    expect(Array.isArray((answer.json as { children: unknown }).children)).toBe(true);
  });

  it('adds a node under a node, and the patient site lists it with the center', async () => {
    const top = await add('CenterInstructions', centerId, null, 'Before your visit');
    const child = await add('CenterInstructions', centerId, top.id, 'Bring your card');
    expect(child).toMatchObject({ parentId: top.id, title: 'Bring your card', version: 1 });
    const read = (await call(tree('CenterInstructions', centerId), { token: admin })).json as {
      children: Nested[];
    };
    expect(find(read.children, top.id)?.children.map((c) => c.title)).toEqual(['Bring your card']);
    const site = await call(
      api(`/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/${centerId}`),
      {},
    );
    expect((site.json as { id: number; titleEn: string }[]).find((r) => r.id === child.id)?.titleEn).toBe(
      'Bring your card',
    );
    expect(
      (await audits('CenterInstructionHeader', child.id)).map((r) => [r.action, r.area, r.user_name]),
    ).toEqual([['Create', 'center-instructions', 'admin']]);
  });

  it('renames and moves with the version read, refuses an older version, and audits both', async () => {
    const a = await add('Instructions', 1, null, 'A');
    const b = await add('Instructions', 1, null, 'B');
    const renamed = await call(`${tree('Instructions', 1)}/${a.id}`, {
      method: 'PUT',
      body: { parentId: null, title: 'A renamed', version: 1 },
      token: admin,
    });
    expect(renamed.json).toMatchObject({ title: 'A renamed', version: 2, parentId: null });
    const late = await call(`${tree('Instructions', 1)}/${a.id}`, {
      method: 'PUT',
      body: { parentId: b.id, title: 'A renamed', version: 1 },
      token: admin,
    });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'Stale', current: { version: 2 } });
    const moved = await call(`${tree('Instructions', 1)}/${a.id}`, {
      method: 'PUT',
      body: { parentId: b.id, title: 'A renamed', version: 2 },
      token: admin,
    });
    expect(moved.json).toMatchObject({ parentId: b.id, version: 3 });
    expect((await audits('InstructionEntry', a.id)).map((r) => r.action)).toEqual([
      'Create',
      'Update',
      'Move',
    ]);
  });

  it('refuses to move a node under its own descendant, and changes nothing', async () => {
    const top = await add('Gallery', centerId, null, 'Rooms');
    const below = await add('Gallery', centerId, top.id, 'Ward');
    const refused = await call(`${tree('Gallery', centerId)}/${top.id}`, {
      method: 'PUT',
      body: { parentId: below.id, title: 'Rooms', version: 1 },
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'Cycle' });
    const self = await call(`${tree('Gallery', centerId)}/${top.id}`, {
      method: 'PUT',
      body: { parentId: top.id, title: 'Rooms', version: 1 },
      token: admin,
    });
    expect(self.status).toBe(409);
    const row = await server.db
      .selectFrom('content_tree_nodes')
      .selectAll()
      .where('id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect([row.parent_id, row.version]).toEqual([null, 1]);
  });

  it('deletes a node with every node below it, answering how many went, and audits it once', async () => {
    const top = await add('CenterInstructions', centerId, null, 'To go');
    const mid = await add('CenterInstructions', centerId, top.id, 'Also');
    await add('CenterInstructions', centerId, mid.id, 'And this');
    const kept = await add('CenterInstructions', centerId, null, 'Stays');
    const stale = await call(`${tree('CenterInstructions', centerId)}/${top.id}?version=2`, {
      method: 'DELETE',
      token: admin,
    });
    expect(stale.status).toBe(409);
    const gone = await call(`${tree('CenterInstructions', centerId)}/${top.id}?version=1`, {
      method: 'DELETE',
      token: admin,
    });
    expect(gone.json).toEqual({ removed: 3 });
    const read = (await call(tree('CenterInstructions', centerId), { token: admin })).json as {
      children: Nested[];
    };
    expect(find(read.children, top.id)).toBeUndefined();
    expect(find(read.children, mid.id)).toBeUndefined();
    expect(find(read.children, kept.id)?.title).toBe('Stays');
    expect((await audits('CenterInstructionHeader', top.id)).map((r) => r.action)).toEqual([
      'Create',
      'Delete',
    ]);
  });

  it('answers 404 for an unknown owner, node, parent or gallery photo', async () => {
    expect((await call(tree('CenterInstructions', 999_999), { token: admin })).status).toBe(404);
    expect((await call(tree('Instructions', 999_999), { token: admin })).status).toBe(404);
    expect((await call(`${tree('Gallery', centerId)}?imageId=999999`, { token: admin })).status).toBe(404);
    expect(
      (await call(tree('Gallery', centerId), { body: { parentId: 999_999, title: 'x' }, token: admin }))
        .status,
    ).toBe(404);
    expect(
      (await call(`${tree('Gallery', centerId)}/999999?version=1`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(404);
  });

  it('refuses an empty title with 400', async () => {
    const answer = await call(tree('Gallery', centerId), {
      body: { parentId: null, title: '   ' },
      token: admin,
    });
    expect(answer.status).toBe(400);
  });

  it('answers 401 without a token and 403 for a role without the area, writing nothing', async () => {
    const before = await server.db.selectFrom('content_tree_nodes').select('id').execute();
    expect((await call(tree('Gallery', centerId), {})).status).toBe(401);
    expect((await call(tree('Gallery', centerId), { body: { parentId: null, title: 'x' } })).status).toBe(
      401,
    );
    expect((await call(tree('Gallery', centerId), { token: reception })).status).toBe(403);
    expect((await call(tree('CenterInstructions', centerId), { token: reception })).status).toBe(403);
    expect(
      (await call(tree('Instructions', 1), { body: { parentId: null, title: 'x' }, token: reception }))
        .status,
    ).toBe(403);
    expect(await server.db.selectFrom('content_tree_nodes').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});
