import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descendantCount,
  moveNode,
  moveTargets,
  removeSubtree,
  renameNode,
  TreeRefusal,
  type TreeNode,
} from '../../../src/domain/content/content-tree';

/** A tree of up to 12 nodes: node i hangs under the top level or under an earlier node. */
const tree: fc.Arbitrary<TreeNode[]> = fc
  .array(fc.tuple(fc.nat(100), fc.string({ maxLength: 8 })), { maxLength: 12 })
  .map((picks) =>
    picks.map(([pick, title], i) => ({
      id: i + 1,
      parentId: pick % (i + 1) === 0 ? null : pick % (i + 1),
      title,
      version: 1,
    })),
  );

/** Walks up from a node, at most as many steps as there are nodes: the ancestors met, or null on a loop. */
function ancestors(nodes: readonly TreeNode[], id: number): number[] | null {
  const parent = new Map(nodes.map((n) => [n.id, n.parentId]));
  const met: number[] = [];
  let at = parent.get(id) ?? null;
  for (let step = 0; step <= nodes.length; step += 1) {
    if (at === null) return met;
    met.push(at);
    at = parent.get(at) ?? null;
  }
  return null;
}

const withPair = tree
  .filter((nodes) => nodes.length > 0)
  .chain((nodes) =>
    fc.tuple(
      fc.constant(nodes),
      fc.integer({ min: 1, max: nodes.length }),
      fc.integer({ min: 0, max: nodes.length }),
    ),
  );

describe('content tree', () => {
  it('never leaves a node that cannot reach the top level after a move', () => {
    fc.assert(
      fc.property(withPair, ([nodes, id, target]) => {
        const moved = moveNode(nodes, id, target === 0 ? null : target);
        if (!moved.ok) return;
        for (const n of moved.value) expect(ancestors(moved.value, n.id)).not.toBeNull();
      }),
    );
  });

  it('refuses to move a node under itself or under any of its descendants', () => {
    fc.assert(
      fc.property(withPair, ([nodes, id, target]) => {
        fc.pre(target !== 0);
        const underItself = target === id || (ancestors(nodes, target) ?? []).includes(id);
        const moved = moveNode(nodes, id, target);
        if (underItself) expect(moved).toEqual({ ok: false, error: TreeRefusal.Cycle });
        else expect(moved.ok).toBe(true);
      }),
    );
  });

  it('moves a node under the parent asked for and changes no other parent', () => {
    fc.assert(
      fc.property(withPair, ([nodes, id, target]) => {
        const parentId = target === 0 ? null : target;
        const moved = moveNode(nodes, id, parentId);
        if (!moved.ok) return;
        const parents = new Map(moved.value.map((n) => [n.id, n.parentId]));
        expect(parents.size).toBe(nodes.length);
        for (const n of nodes) expect(parents.get(n.id)).toBe(n.id === id ? parentId : n.parentId);
      }),
    );
  });

  it('offers as move targets exactly the top level and the nodes outside the moved subtree', () => {
    fc.assert(
      fc.property(withPair, ([nodes, id]) => {
        const offered = moveTargets(nodes, id).map((n) => (n === null ? 0 : n.id));
        const outside = nodes
          .filter((n) => n.id !== id && !(ancestors(nodes, n.id) ?? []).includes(id))
          .map((n) => n.id);
        expect(offered).toEqual([0, ...outside]);
      }),
    );
  });

  it('deletes exactly the node and the nodes below it', () => {
    fc.assert(
      fc.property(withPair, ([nodes, id]) => {
        const removed = removeSubtree(nodes, id);
        const kept = nodes.filter((n) => n.id !== id && !(ancestors(nodes, n.id) ?? []).includes(id));
        expect(removed).toEqual({ ok: true, value: kept });
        expect(descendantCount(nodes, id)).toBe(nodes.length - kept.length - 1);
      }),
    );
  });

  it('renames only the title of the node and keeps every parent and the order', () => {
    fc.assert(
      fc.property(withPair, fc.string(), ([nodes, id], title) => {
        const renamed = renameNode(nodes, id, title);
        expect(renamed.ok).toBe(true);
        if (!renamed.ok) return;
        expect(renamed.value.map((n) => [n.id, n.parentId])).toEqual(nodes.map((n) => [n.id, n.parentId]));
        expect(renamed.value.map((n) => n.title)).toEqual(nodes.map((n) => (n.id === id ? title : n.title)));
      }),
    );
  });

  it('refuses changes to a node it does not hold', () => {
    fc.assert(
      fc.property(tree, (nodes) => {
        const unknown = nodes.length + 1;
        expect(moveNode(nodes, unknown, null).ok).toBe(false);
        expect(removeSubtree(nodes, unknown).ok).toBe(false);
        expect(renameNode(nodes, unknown, 'x').ok).toBe(false);
      }),
    );
  });
});
