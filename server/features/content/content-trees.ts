import type { Transaction } from 'kysely';
import * as v from 'valibot';
import {
  CONTENT_TREE_RECORD,
  type ContentTreeChangedEventWire,
  addTreeNodeSchema,
  changeTreeNodeSchema,
  ContentTreeKind,
  removeTreeNodeQuerySchema,
  treeReadQuerySchema,
  type ContentTreeNodeChangeWire,
  type ContentTreeNodeWire,
  type ContentTreeWire,
} from '../../../src/contract/content/content-tree';
import { moveNode, subtreeIds, TreeRefusal, type TreeNode } from '../../../src/domain/content/content-tree';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HaremHubEvent } from '../../realtime/hubs';
import { recordAudit } from '../audit/record-audit';
import { notFound, rowId } from '../shared/input';

type Context = RouteContext<StaffPrincipal>;
type Trx = Transaction<Database>;

/** A node as stored, whichever table holds it. */
interface NodeRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly title: string;
  readonly sort_order: number;
  readonly version: number;
}

/** What the tree hangs from. */
interface Owner {
  readonly title: string;
  readonly imageUrl: string | null;
  readonly centerId: number | null;
}

/** Where one kind of tree is kept, and what it is called in the audit trail. */
interface TreeStore {
  readonly area: PermissionArea;
  readonly entity: string;
  /** The owner, locked for the transaction when `lock`; a 404 when there is none. */
  owner(trx: Trx, ownerId: number, imageId: number | null, lock: boolean): Promise<Owner | HttpAnswer>;
  nodes(trx: Trx, ownerId: number): Promise<NodeRow[]>;
  insert(trx: Trx, ownerId: number, node: Omit<NodeRow, 'id' | 'version'>): Promise<NodeRow>;
  update(trx: Trx, node: NodeRow): Promise<void>;
  remove(trx: Trx, ids: readonly number[]): Promise<void>;
}

const NO_CENTER = 'There is no center with this id.';

async function center(trx: Trx, id: number, lock: boolean) {
  const query = trx.selectFrom('centers').select(['id', 'name_en', 'image_url']).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A center's instruction headers: the tree the patient site's center page shows. */
const centerInstructions: TreeStore = {
  area: PermissionArea.CenterInstructions,
  entity: 'CenterInstructionHeader',
  async owner(trx, ownerId, _imageId, lock) {
    const row = await center(trx, ownerId, lock);
    if (row === undefined) return notFound(NO_CENTER);
    const image = await trx
      .selectFrom('center_instruction_headers')
      .select('image_url')
      .where('center_id', '=', ownerId)
      .where('image_url', 'is not', null)
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirst();
    return { title: row.name_en, imageUrl: image?.image_url ?? row.image_url, centerId: row.id };
  },
  nodes: (trx, ownerId) =>
    trx
      .selectFrom('center_instruction_headers')
      .select(['id', 'parent_id', 'title_en as title', 'sort_order', 'version'])
      .where('center_id', '=', ownerId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  insert: (trx, ownerId, node) =>
    trx
      .insertInto('center_instruction_headers')
      // The tree names a node in English; the site shows English where a language has no title.
      .values({
        center_id: ownerId,
        parent_id: node.parent_id,
        title_en: node.title,
        title_ku: '',
        title_ar: '',
        sort_order: node.sort_order,
      })
      .returning(['id', 'parent_id', 'title_en as title', 'sort_order', 'version'])
      .executeTakeFirstOrThrow(),
  async update(trx, node) {
    await trx
      .updateTable('center_instruction_headers')
      .set({
        parent_id: node.parent_id,
        title_en: node.title,
        sort_order: node.sort_order,
        version: node.version,
      })
      .where('id', '=', node.id)
      .execute();
  },
  async remove(trx, ids) {
    await trx.deleteFrom('center_instruction_headers').where('id', 'in', ids).execute();
  },
};

/** A tree kept in `content_tree_nodes`. */
const nodeTable = (
  kind: 'Gallery' | 'Instructions',
  area: PermissionArea,
  entity: string,
  owner: TreeStore['owner'],
): TreeStore => ({
  area,
  entity,
  owner,
  nodes: (trx, ownerId) =>
    trx
      .selectFrom('content_tree_nodes')
      .select(['id', 'parent_id', 'title', 'sort_order', 'version'])
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  insert: (trx, ownerId, node) =>
    trx
      .insertInto('content_tree_nodes')
      .values({
        kind,
        owner_id: ownerId,
        parent_id: node.parent_id,
        title: node.title,
        sort_order: node.sort_order,
      })
      .returning(['id', 'parent_id', 'title', 'sort_order', 'version'])
      .executeTakeFirstOrThrow(),
  async update(trx, node) {
    await trx
      .updateTable('content_tree_nodes')
      .set({
        parent_id: node.parent_id,
        title: node.title,
        sort_order: node.sort_order,
        version: node.version,
      })
      .where('id', '=', node.id)
      .execute();
  },
  async remove(trx, ids) {
    await trx.deleteFrom('content_tree_nodes').where('id', 'in', ids).execute();
  },
});

const gallery = nodeTable(
  'Gallery',
  PermissionArea.Media,
  'GallerySection',
  async (trx, ownerId, imageId, lock) => {
    const row = await center(trx, ownerId, lock);
    if (row === undefined) return notFound(NO_CENTER);
    let imageUrl: string | null = null;
    if (imageId !== null) {
      const photo = await trx
        .selectFrom('center_photos')
        .select('image_url')
        .where('id', '=', imageId)
        .where('center_id', '=', ownerId)
        .executeTakeFirst();
      if (photo === undefined) return notFound('There is no photo with this id in this center.');
      imageUrl = photo.image_url;
    }
    return { title: row.name_en, imageUrl, centerId: row.id };
  },
);

const instructions = nodeTable(
  'Instructions',
  PermissionArea.CenterInstructions,
  'InstructionEntry',
  async (trx, ownerId, _imageId, lock) => {
    const query = trx.selectFrom('root_instructions').select(['id', 'title_en']).where('id', '=', ownerId);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    if (row === undefined) return notFound('There is no instruction with this id.');
    return { title: row.title_en, imageUrl: null, centerId: null };
  },
);

/** Each tree's store. */
export const TREE_STORES: Readonly<Record<ContentTreeKind, TreeStore>> = {
  [ContentTreeKind.CenterInstructions]: centerInstructions,
  [ContentTreeKind.Gallery]: gallery,
  [ContentTreeKind.Instructions]: instructions,
};

const toDomain = (rows: readonly NodeRow[]): TreeNode[] =>
  rows.map((r) => ({ id: r.id, parentId: r.parent_id, title: r.title, version: r.version }));

const toChange = (row: NodeRow): ContentTreeNodeChangeWire => ({
  id: row.id,
  parentId: row.parent_id,
  title: row.title,
  version: row.version,
});

function nest(rows: readonly NodeRow[]): ContentTreeNodeWire[] {
  const below = new Map<number | null, NodeRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    // A parent of another tree (never written by these calls) is read as the top level.
    const parent = r.parent_id !== null && ids.has(r.parent_id) ? r.parent_id : null;
    below.set(parent, [...(below.get(parent) ?? []), r]);
  }
  const build = (parent: number | null): ContentTreeNodeWire[] =>
    (below.get(parent) ?? []).map((r) => ({
      id: r.id,
      title: r.title,
      version: r.version,
      children: build(r.id),
    }));
  return build(null);
}

const actorOf = (principal: StaffPrincipal) => ({
  kind: 'staff' as const,
  id: principal.userId,
  name: principal.name,
});

const stale = (current: NodeRow) =>
  HttpAnswer.error(409, 'The node was changed since it was read.', {
    code: 'Stale',
    current: toChange(current),
  });

/** Tells staff on /HaremHub once the write has committed; a refused write tells nothing. */
function announced<T>(
  context: Context,
  kind: ContentTreeKind,
  ownerId: number,
  action: ContentTreeChangedEventWire['action'],
  id: (result: T) => number,
): (result: T | HttpAnswer) => T | HttpAnswer {
  return (result) => {
    if (!(result instanceof HttpAnswer)) {
      const event: ContentTreeChangedEventWire = {
        record: CONTENT_TREE_RECORD,
        tree: kind,
        ownerId,
        id: id(result),
        action,
      };
      context.services.hubs.harem.broadcast(HaremHubEvent.RecordChanged, event);
    }
    return result;
  };
}

const NO_NODE = 'There is no node with this id in this tree.';
const NO_PARENT = 'There is no parent with this id in this tree.';

/** GET /api/ContentTrees/<Tree>/{ownerId} (`?imageId=` for the gallery): the tree, nested. */
export const readTree =
  (kind: ContentTreeKind) =>
  async ({ services, params, query }: Context): Promise<ContentTreeWire | HttpAnswer> => {
    const store = TREE_STORES[kind];
    const ownerId = rowId(params.ownerId, 'owner id');
    if (ownerId instanceof HttpAnswer) return ownerId;
    const image = v.parse(treeReadQuerySchema, query).imageId;
    return services.db.transaction().execute(async (trx) => {
      const owner = await store.owner(trx, ownerId, image === undefined ? null : Number(image), false);
      if (owner instanceof HttpAnswer) return owner;
      const rows = await store.nodes(trx, ownerId);
      return {
        ownerId,
        ...(owner.centerId === null ? {} : { centerId: owner.centerId }),
        isCenter: owner.centerId !== null,
        imageUrl: owner.imageUrl,
        title: owner.title,
        children: nest(rows),
      };
    });
  };

/** The place after the last child of a parent. */
const nextOrder = (rows: readonly NodeRow[], parentId: number | null) =>
  rows.filter((r) => r.parent_id === parentId).reduce((max, r) => Math.max(max, r.sort_order + 1), 0);

/** POST /api/ContentTrees/<Tree>/{ownerId} `{ parentId, title }`: a new node, last under its parent; audited. */
export const addTreeNode =
  (kind: ContentTreeKind) =>
  async (context: Context): Promise<ContentTreeNodeChangeWire | HttpAnswer> => {
    const { services, principal, params, body, ip } = context;
    const store = TREE_STORES[kind];
    const ownerId = rowId(params.ownerId, 'owner id');
    if (ownerId instanceof HttpAnswer) return ownerId;
    const added = v.parse(addTreeNodeSchema, body);
    return services.db
      .transaction()
      .execute(async (trx) => {
        const owner = await store.owner(trx, ownerId, null, true);
        if (owner instanceof HttpAnswer) return owner;
        const rows = await store.nodes(trx, ownerId);
        if (added.parentId !== null && !rows.some((r) => r.id === added.parentId)) return notFound(NO_PARENT);
        const row = await store.insert(trx, ownerId, {
          parent_id: added.parentId,
          title: added.title,
          sort_order: nextOrder(rows, added.parentId),
        });
        const after = toChange(row);
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: 'Create',
          area: store.area,
          entity: store.entity,
          entityId: row.id,
          ip,
          after: { ...after, ownerId },
        });
        return after;
      })
      .then(announced(context, kind, ownerId, 'create', (r) => r.id));
  };

/**
 * PUT /api/ContentTrees/<Tree>/{ownerId}/{nodeId} `{ parentId, title, version }`: renames and
 * moves a node (last under a new parent). A version other than the node's is 409 `Stale`; a parent
 * that is the node or below it is 409 `Cycle`; nothing is changed then. Audited with before and after.
 */
export const changeTreeNode =
  (kind: ContentTreeKind) =>
  async (context: Context): Promise<ContentTreeNodeChangeWire | HttpAnswer> => {
    const { services, principal, params, body, ip } = context;
    const store = TREE_STORES[kind];
    const ownerId = rowId(params.ownerId, 'owner id');
    if (ownerId instanceof HttpAnswer) return ownerId;
    const nodeId = rowId(params.nodeId, 'node id');
    if (nodeId instanceof HttpAnswer) return nodeId;
    const change = v.parse(changeTreeNodeSchema, body);
    return services.db
      .transaction()
      .execute(async (trx) => {
        const owner = await store.owner(trx, ownerId, null, true);
        if (owner instanceof HttpAnswer) return owner;
        const rows = await store.nodes(trx, ownerId);
        const row = rows.find((r) => r.id === nodeId);
        if (row === undefined) return notFound(NO_NODE);
        if (row.version !== change.version) return stale(row);
        const moved = moveNode(toDomain(rows), nodeId, change.parentId);
        if (!moved.ok) {
          return moved.error === TreeRefusal.Cycle
            ? HttpAnswer.error(409, 'A node cannot move under itself or under a node below it.', {
                code: 'Cycle',
              })
            : notFound(NO_PARENT);
        }
        const next: NodeRow = {
          id: nodeId,
          parent_id: change.parentId,
          title: change.title,
          sort_order: change.parentId === row.parent_id ? row.sort_order : nextOrder(rows, change.parentId),
          version: row.version + 1,
        };
        await store.update(trx, next);
        const after = toChange(next);
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: change.parentId === row.parent_id ? 'Update' : 'Move',
          area: store.area,
          entity: store.entity,
          entityId: nodeId,
          ip,
          before: { ...toChange(row), ownerId },
          after: { ...after, ownerId },
        });
        return after;
      })
      .then(announced(context, kind, ownerId, 'update', (r) => r.id));
  };

/**
 * DELETE /api/ContentTrees/<Tree>/{ownerId}/{nodeId}?version=n: the node and every node below it,
 * answered with how many went. A stale version is 409 and removes nothing. Audited once, naming
 * every node removed.
 */
export const removeTreeNode =
  (kind: ContentTreeKind) =>
  async (context: Context): Promise<{ removed: number } | HttpAnswer> => {
    const { services, principal, params, query, ip } = context;
    const store = TREE_STORES[kind];
    const ownerId = rowId(params.ownerId, 'owner id');
    if (ownerId instanceof HttpAnswer) return ownerId;
    const nodeId = rowId(params.nodeId, 'node id');
    if (nodeId instanceof HttpAnswer) return nodeId;
    const version = Number(v.parse(removeTreeNodeQuerySchema, query).version);
    return services.db
      .transaction()
      .execute(async (trx) => {
        const owner = await store.owner(trx, ownerId, null, true);
        if (owner instanceof HttpAnswer) return owner;
        const rows = await store.nodes(trx, ownerId);
        const row = rows.find((r) => r.id === nodeId);
        if (row === undefined) return notFound(NO_NODE);
        if (row.version !== version) return stale(row);
        const ids = [...subtreeIds(toDomain(rows), nodeId)];
        await store.remove(trx, ids);
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: 'Delete',
          area: store.area,
          entity: store.entity,
          entityId: nodeId,
          ip,
          before: { ...toChange(row), ownerId, removedIds: ids },
        });
        return { removed: ids.length };
      })
      .then(announced(context, kind, ownerId, 'delete', () => nodeId));
  };
