import * as v from 'valibot';
import { TreeKind, type TreeNode, type TreeRoot } from '../../domain/content/content-tree';
import { num, str, type Schema } from '../shared/schema';
import { filledText } from '../shared/values';
import type { WireCall } from '../shared/wire-call';

/*
 * The three tree views of the dashboard (an extension: docs/api-extensions.md, "Content trees"): a
 * center's instructions (`/dashboard/center-instructions/tree-view/{centerName}/{id}`), a center's
 * gallery (`/dashboard/centergallery/tree-view/{centerName}/{id}/{imageId}`) and a root
 * instruction's entries (`/dashboard/instructions/tree-view/{title}/{id}`). The spec shows the
 * routes and, for center instructions, the view `{centerId, isCenter: true, imageUrl, children}`,
 * not the calls: each tree has one read and three writes of its own below
 * `/ContentTrees/<Tree>/{ownerId}`.
 */

/** Spec paths owned here: none. */
export const WIRE_PATHS: readonly string[] = [];

/** The trees (the domain's kinds, spelt as the paths spell them). */
export const ContentTreeKind = TreeKind;
export type ContentTreeKind = TreeKind;

export const CONTENT_TREE_KINDS: readonly ContentTreeKind[] = Object.values(ContentTreeKind);

/** The four calls of one tree. */
export interface ContentTreeCalls {
  /** GET: the tree (gallery: `?imageId=` names the photo it was opened from). */
  readonly read: WireCall;
  /** POST `{ parentId, title }`: a new node, last under its parent. */
  readonly add: WireCall;
  /** PUT `{ parentId, title, version }`: renames and/or moves a node. */
  readonly change: WireCall;
  /** DELETE `?version=n`: the node and every node below it. */
  readonly remove: WireCall;
}

export const contentTreeCalls = (kind: ContentTreeKind): ContentTreeCalls => ({
  read: { method: 'GET', path: `/ContentTrees/${kind}/{ownerId}`, auth: 'staff' },
  add: { method: 'POST', path: `/ContentTrees/${kind}/{ownerId}`, auth: 'staff' },
  change: { method: 'PUT', path: `/ContentTrees/${kind}/{ownerId}/{nodeId}`, auth: 'staff' },
  remove: { method: 'DELETE', path: `/ContentTrees/${kind}/{ownerId}/{nodeId}`, auth: 'staff' },
});

export const EXTENSION_CALLS: readonly WireCall[] = CONTENT_TREE_KINDS.flatMap((kind) =>
  Object.values(contentTreeCalls(kind)),
);

/**
 * Every tree write, once committed, is told to staff on `/HaremHub` as the records' event
 * (`recordChanged`) with this record name, so an open tree view of any owner reads again.
 */
export const CONTENT_TREE_RECORD = 'contentTree';

export interface ContentTreeChangedEventWire {
  record: typeof CONTENT_TREE_RECORD;
  tree: ContentTreeKind;
  ownerId: number;
  id: number;
  action: 'create' | 'update' | 'move' | 'delete';
}

/** The longest node title. */
export const TREE_TITLE_MAX = 200;

/** A node of the read, with the nodes below it. */
export interface ContentTreeNodeWire {
  id: number;
  title: string;
  version: number;
  children: ContentTreeNodeWire[];
}

const nodeSchema: Schema<ContentTreeNodeWire> = v.looseObject({
  id: num,
  title: str,
  version: num,
  children: v.array(v.lazy(() => nodeSchema)),
});

/**
 * The read: the tree's owner and its top-level nodes. For a center's trees `centerId` is the center
 * and `isCenter` is true (the view the spec gives); `imageUrl` is the picture the root shows (the
 * center's instruction image, the gallery photo opened), null when there is none.
 */
export interface ContentTreeWire {
  ownerId: number;
  centerId?: number | null;
  isCenter: boolean;
  imageUrl: string | null;
  title: string;
  children: ContentTreeNodeWire[];
}

export const contentTreeSchema: Schema<ContentTreeWire> = v.looseObject({
  ownerId: num,
  centerId: v.optional(v.nullable(num)),
  isCenter: v.boolean(),
  imageUrl: v.nullable(str),
  title: str,
  children: v.array(nodeSchema),
});

/** A node as a write answers it. */
export interface ContentTreeNodeChangeWire {
  id: number;
  parentId: number | null;
  title: string;
  version: number;
}

export const contentTreeNodeSchema: Schema<ContentTreeNodeChangeWire> = v.looseObject({
  id: num,
  parentId: v.nullable(num),
  title: str,
  version: num,
});

/** What a delete answers: how many nodes went (the node and those below it). */
export const contentTreeRemovalSchema: Schema<{ removed: number }> = v.looseObject({ removed: num });

const title = v.pipe(filledText, v.trim(), v.nonEmpty(), v.maxLength(TREE_TITLE_MAX));
const parentId = v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1)));

/** The body of an add. */
export const addTreeNodeSchema = v.object({ parentId, title });
export type AddTreeNodeWire = v.InferOutput<typeof addTreeNodeSchema>;

/** The body of a change: the node's title and parent as they should be, with the version read. */
export const changeTreeNodeSchema = v.object({
  parentId,
  title,
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type ChangeTreeNodeWire = v.InferOutput<typeof changeTreeNodeSchema>;

/** `?version=n` of a delete. */
export const removeTreeNodeQuerySchema = v.looseObject({
  version: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/)),
});

/** `?imageId=n` of the gallery's read (optional for the other trees). */
export const treeReadQuerySchema = v.looseObject({
  imageId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))),
});

/** The nested nodes of the read as the domain's flat list, parents before their children. */
export function toTreeNodes(
  children: readonly ContentTreeNodeWire[],
  parentId: number | null = null,
): TreeNode[] {
  return children.flatMap((c) => [
    { id: c.id, parentId, title: c.title, version: c.version },
    ...toTreeNodes(c.children, c.id),
  ]);
}

export const toTreeRoot = (wire: ContentTreeWire): TreeRoot => ({
  ownerId: wire.ownerId,
  isCenter: wire.isCenter,
  imageUrl: wire.imageUrl,
  title: wire.title,
});

export const toTreeNode = (wire: ContentTreeNodeChangeWire): TreeNode => ({
  id: wire.id,
  parentId: wire.parentId,
  title: wire.title,
  version: wire.version,
});
