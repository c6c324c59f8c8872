import { err, ok, type Result } from '../shared/result';

/**
 * A node of a content tree (a center's instructions, a center's gallery, a root instruction's
 * entries): its parent (null under the tree's root), its title and the version the server holds.
 */
export interface TreeNode {
  readonly id: number;
  readonly parentId: number | null;
  readonly title: string;
  readonly version: number;
}

/** The dashboard's trees, each named by what it hangs from (its owner). */
export const TreeKind = {
  /** A center's instruction headers (owner: the center); the patient site's center page shows them. */
  CenterInstructions: 'CenterInstructions',
  /** A center's gallery sections (owner: the center), opened from one of its photos. */
  Gallery: 'Gallery',
  /** A root instruction's entries (owner: the root instruction). */
  Instructions: 'Instructions',
} as const;
export type TreeKind = (typeof TreeKind)[keyof typeof TreeKind];

/** What a tree hangs from: for a center's trees the center (`isCenter`, `imageUrl`). */
export interface TreeRoot {
  readonly ownerId: number;
  readonly isCenter: boolean;
  readonly imageUrl: string | null;
  readonly title: string;
}

/** A tree as a flat list of nodes in their order; children keep the order of the list. */
export type TreeNodes = readonly TreeNode[];

/** Why a change of the tree is refused. */
export const TreeRefusal = {
  UnknownNode: 'UnknownNode',
  UnknownParent: 'UnknownParent',
  /** A node moved under itself or under one of its descendants would leave the tree. */
  Cycle: 'Cycle',
} as const;
export type TreeRefusal = (typeof TreeRefusal)[keyof typeof TreeRefusal];

/** The children of `parentId` (null: the top level), in order. */
export const childrenOf = (nodes: TreeNodes, parentId: number | null): TreeNodes =>
  nodes.filter((n) => n.parentId === parentId);

/**
 * The ids of the node and of every node below it. A node whose parent is missing counts as a
 * top-level one, so a broken list still ends.
 */
export function subtreeIds(nodes: TreeNodes, id: number): ReadonlySet<number> {
  const found = new Set<number>();
  if (!nodes.some((n) => n.id === id)) return found;
  const queue = [id];
  found.add(id);
  while (queue.length > 0) {
    const at = queue.pop() as number;
    for (const n of nodes) {
      if (n.parentId === at && !found.has(n.id)) {
        found.add(n.id);
        queue.push(n.id);
      }
    }
  }
  return found;
}

/** How many nodes go with a node when it is deleted (itself not counted). */
export const descendantCount = (nodes: TreeNodes, id: number): number =>
  Math.max(0, subtreeIds(nodes, id).size - 1);

/** Where a node may move: the top level (null) and every node outside its own subtree, in order. */
export function moveTargets(nodes: TreeNodes, id: number): readonly (TreeNode | null)[] {
  const own = subtreeIds(nodes, id);
  return [null, ...nodes.filter((n) => !own.has(n.id))];
}

/**
 * The node moved under `parentId` (null: the top level), last among its new siblings. Refused
 * when the node or the parent is unknown, or the parent is the node or one of its descendants.
 */
export function moveNode(
  nodes: TreeNodes,
  id: number,
  parentId: number | null,
): Result<TreeNodes, TreeRefusal> {
  const node = nodes.find((n) => n.id === id);
  if (node === undefined) return err(TreeRefusal.UnknownNode);
  if (parentId !== null && !nodes.some((n) => n.id === parentId)) return err(TreeRefusal.UnknownParent);
  if (parentId !== null && subtreeIds(nodes, id).has(parentId)) return err(TreeRefusal.Cycle);
  return ok([...nodes.filter((n) => n.id !== id), { ...node, parentId }]);
}

/** The tree without the node and everything below it. */
export function removeSubtree(nodes: TreeNodes, id: number): Result<TreeNodes, TreeRefusal> {
  const gone = subtreeIds(nodes, id);
  if (gone.size === 0) return err(TreeRefusal.UnknownNode);
  return ok(nodes.filter((n) => !gone.has(n.id)));
}

/** The tree with the node's title changed; nothing else moves. */
export function renameNode(nodes: TreeNodes, id: number, title: string): Result<TreeNodes, TreeRefusal> {
  if (!nodes.some((n) => n.id === id)) return err(TreeRefusal.UnknownNode);
  return ok(nodes.map((n) => (n.id === id ? { ...n, title } : n)));
}

/** The tree with a new node, last among its siblings. */
export function addNode(nodes: TreeNodes, node: TreeNode): Result<TreeNodes, TreeRefusal> {
  if (nodes.some((n) => n.id === node.id)) return err(TreeRefusal.UnknownNode);
  if (node.parentId !== null && !nodes.some((n) => n.id === node.parentId)) {
    return err(TreeRefusal.UnknownParent);
  }
  return ok([...nodes, node]);
}

/** The tree with one node replaced by the server's copy of it (same id). */
export const replaceNode = (nodes: TreeNodes, node: TreeNode): TreeNodes =>
  nodes.map((n) => (n.id === node.id ? node : n));

/** The ids from the top level down to the node (the node last); empty for an unknown node. */
export function pathTo(nodes: TreeNodes, id: number): readonly number[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: number[] = [];
  let at = byId.get(id);
  while (at !== undefined && !path.includes(at.id)) {
    path.unshift(at.id);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return path;
}
