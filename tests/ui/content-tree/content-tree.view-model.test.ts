import { describe, expect, it } from 'vitest';
import { EditContentTree } from '../../../src/application/content/edit-content-tree';
import type { ContentTree, ContentTreeGateway } from '../../../src/application/ports/content-tree-gateway';
import { createStateStore } from '../../../src/application/shared/state-store';
import { TreeKind, type TreeNode } from '../../../src/domain/content/content-tree';
import type { AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { ContentTreeViewModel } from '../../../src/ui/features/content-tree/content-tree.view-model';

const node = (id: number, parentId: number | null, title: string, version = 1): TreeNode => ({
  id,
  parentId,
  title,
  version,
});

/** A gateway over a tree held in memory, with the next answer of a write replaceable by a failure. */
class MemoryTrees implements ContentTreeGateway {
  nodes: TreeNode[] = [
    node(1, null, 'Visit'),
    node(2, 1, 'Card'),
    node(3, 2, 'Copy'),
    node(4, null, 'After'),
  ];
  failNext: AppError | undefined;
  reads = 0;
  sent: unknown[] = [];

  private fail<T>(): Result<T, AppError> | undefined {
    const failure = this.failNext;
    this.failNext = undefined;
    return failure === undefined ? undefined : err(failure);
  }

  async read(): Promise<Result<ContentTree, AppError>> {
    this.reads += 1;
    return (
      this.fail() ??
      ok({ root: { ownerId: 5, isCenter: true, imageUrl: null, title: 'Erbil' }, nodes: this.nodes })
    );
  }
  async add(_kind: TreeKind, _owner: number, parentId: number | null, title: string) {
    this.sent.push({ add: { parentId, title } });
    const failed = this.fail<TreeNode>();
    if (failed) return failed;
    const made = node(100 + this.nodes.length, parentId, title);
    this.nodes = [...this.nodes, made];
    return ok(made);
  }
  async change(_kind: TreeKind, _owner: number, changed: TreeNode) {
    this.sent.push({ change: changed });
    const failed = this.fail<TreeNode>();
    if (failed) return failed;
    const next = { ...changed, version: changed.version + 1 };
    this.nodes = this.nodes.map((n) => (n.id === changed.id ? next : n));
    return ok(next);
  }
  async remove(_kind: TreeKind, _owner: number, gone: TreeNode) {
    this.sent.push({ remove: gone.id });
    return this.fail<number>() ?? ok(3);
  }
}

function setup(id = '5', imageId?: string, kind: TreeKind = TreeKind.CenterInstructions) {
  const gateway = new MemoryTrees();
  const vm = new ContentTreeViewModel(
    new EditContentTree(gateway, createStateStore(ForbiddenAreas.none())),
    kind,
    id,
    imageId,
  );
  return { gateway, vm };
}

describe('the tree view model', () => {
  it('shows "not found" for an id that is not a whole number, without a call', async () => {
    const { gateway, vm } = setup('abc');
    await vm.load();
    expect(vm.notFound).toBe(true);
    expect(gateway.reads).toBe(0);
  });

  it('needs the photo id of a gallery tree', async () => {
    const { gateway, vm } = setup('5', undefined, TreeKind.Gallery);
    await vm.load();
    expect(vm.notFound).toBe(true);
    expect(gateway.reads).toBe(0);
  });

  it('shows access denied on a 403 and the error with retry on a failure, then the tree on retry', async () => {
    const denied = setup();
    denied.gateway.failNext = { code: 'Forbidden' };
    await denied.vm.load();
    expect(denied.vm.status).toEqual({ kind: 'forbidden' });

    const { gateway, vm } = setup();
    gateway.failNext = { code: 'NetworkFailure' };
    await vm.load();
    expect(vm.status).toEqual({ kind: 'error', failure: { code: 'NetworkFailure' } });
    await vm.load();
    expect(vm.status).toEqual({ kind: 'loaded' });
    expect(vm.root?.title).toBe('Erbil');
  });

  it("shows the top level first and a node's children once it is expanded", async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.visible.map((n) => n.title)).toEqual(['Visit', 'After']);
    vm.toggle(1);
    expect(vm.visible.map((n) => n.title)).toEqual(['Visit', 'Card', 'After']);
    vm.toggle(1);
    expect(vm.visible.map((n) => n.title)).toEqual(['Visit', 'After']);
  });

  it('adds a node under the chosen parent, opens the parent and selects the new node', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startAdd(4);
    vm.setDraft('  Pharmacy  ');
    await vm.confirm();
    expect(gateway.sent).toEqual([{ add: { parentId: 4, title: 'Pharmacy' } }]);
    expect(vm.edit).toBeUndefined();
    expect(vm.selected?.title).toBe('Pharmacy');
    expect(vm.visible.map((n) => n.title)).toEqual(['Visit', 'After', 'Pharmacy']);
    expect(vm.news).toEqual({ key: 'added', title: 'Pharmacy', count: 1 });
  });

  it('refuses an empty title without a call', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startAdd(null);
    vm.setDraft('   ');
    expect(vm.canConfirm).toBe(false);
    await vm.confirm();
    expect(gateway.sent).toEqual([]);
  });

  it('keeps the dialog and what was typed when the server refuses a rename, and reads the tree again', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startRename(2);
    vm.setDraft('Bring your card');
    gateway.failNext = { code: 'Conflict', body: { code: 'Stale' } };
    await vm.confirm();
    expect(vm.edit?.kind).toBe('rename');
    expect(vm.draft).toBe('Bring your card');
    expect(vm.writeError).toEqual({ code: 'Conflict', body: { code: 'Stale' } });
    await Promise.resolve();
    expect(gateway.reads).toBe(2);
    await vm.confirm();
    expect(vm.edit).toBeUndefined();
    expect(vm.node(2)).toEqual(node(2, 1, 'Bring your card', 2));
  });

  it('offers as places to move to only the top level and the nodes outside the moved one', async () => {
    const { vm } = setup();
    await vm.load();
    vm.startMove(1);
    expect(vm.targets.map((n) => n?.title ?? 'top')).toEqual(['top', 'After']);
    expect(vm.canConfirm).toBe(false);
    vm.setMoveTarget(4);
    expect(vm.canConfirm).toBe(true);
  });

  it('moves a node with the version read and shows it under its new parent', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startMove(2);
    vm.setMoveTarget(4);
    await vm.confirm();
    expect(gateway.sent).toEqual([{ change: node(2, 4, 'Card', 1) }]);
    expect(vm.node(2)?.parentId).toBe(4);
    expect(vm.visible.map((n) => n.title)).toEqual(['Visit', 'After', 'Card']);
  });

  it('refuses a keyboard move that would put a node under its own descendant, without a call', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    // Node 3 is under 2 which is under 1; indenting 4 under 1 is fine, indenting 1 has no sibling before it.
    await vm.shift(1, 'indent');
    expect(gateway.sent).toEqual([]);
    await vm.shift(3, 'outdent');
    expect(vm.node(3)?.parentId).toBe(1);
  });

  it('asks before deleting, naming how many nodes go with it, and removes the whole subtree', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startDelete(1);
    expect(vm.edit).toMatchObject({ kind: 'delete', below: 2 });
    expect(gateway.sent).toEqual([]);
    await vm.confirm();
    expect(gateway.sent).toEqual([{ remove: 1 }]);
    expect(vm.nodes.map((n) => n.title)).toEqual(['After']);
  });

  it("reads the tree again when the hub says a tree was written, and not for another record's writes", async () => {
    const gateway = new MemoryTrees();
    let emit: (event: { record: string | null }) => void = () => undefined;
    const hubs = {
      onRecordChanged: (listener: (event: { record: string | null }) => void) => {
        emit = listener;
        return () => undefined;
      },
    };
    const vm = new ContentTreeViewModel(
      new EditContentTree(gateway, createStateStore(ForbiddenAreas.none())),
      TreeKind.CenterInstructions,
      '5',
      undefined,
      { hubs, record: 'contentTree' },
    );
    await vm.load();
    vm.watch();
    emit({ record: 'news' });
    expect(gateway.reads).toBe(1);
    gateway.nodes = [...gateway.nodes, node(9, 4, 'Added elsewhere')];
    emit({ record: 'contentTree' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.reads).toBe(2);
    expect(vm.node(9)?.title).toBe('Added elsewhere');
  });

  it('cancels a dialog without a call', async () => {
    const { gateway, vm } = setup();
    await vm.load();
    vm.startDelete(4);
    vm.cancel();
    expect(vm.edit).toBeUndefined();
    expect(gateway.sent).toEqual([]);
  });
});
