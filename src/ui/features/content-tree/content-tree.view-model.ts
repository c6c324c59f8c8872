import { makeAutoObservable, runInAction } from 'mobx';
import type { EditContentTree } from '../../../application/content/edit-content-tree';
import type { RealtimeHubs } from '../../../application/ports/realtime-hubs';
import {
  addNode,
  childrenOf,
  descendantCount,
  moveNode,
  moveTargets,
  pathTo,
  removeSubtree,
  replaceNode,
  TreeKind,
  type TreeNode,
  type TreeNodes,
  type TreeRoot,
} from '../../../domain/content/content-tree';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';

/** The longest title the server takes (the contract's `TREE_TITLE_MAX`). */
export const TITLE_MAX = 200;

/** The tree each tree-view route shows. */
export const TREE_OF_ROUTE: Readonly<Record<string, TreeKind>> = {
  centerInstructionsTree: TreeKind.CenterInstructions,
  centerGalleryTree: TreeKind.Gallery,
  instructionsTree: TreeKind.Instructions,
};

/** Where the "back" link of each tree view leads: the list its rows are opened from. */
export const LIST_OF_ROUTE: Readonly<Record<string, string>> = {
  centerInstructionsTree: '/dashboard/CentersInstruction',
  centerGalleryTree: '/dashboard/centergallery',
  instructionsTree: '/dashboard/Instructions',
};

/** The open dialog: adding under a parent (null: the top level), renaming, moving or deleting a node. */
export type TreeEdit =
  | { readonly kind: 'add'; readonly parentId: number | null }
  | { readonly kind: 'rename'; readonly node: TreeNode }
  | { readonly kind: 'move'; readonly node: TreeNode }
  | { readonly kind: 'delete'; readonly node: TreeNode; readonly below: number };

/** What the screen announces after a write (a key of `treeViews.done` and the node's title). */
export interface TreeNews {
  readonly key: 'added' | 'renamed' | 'moved' | 'deleted';
  readonly title: string;
  readonly count: number;
}

const wholeId = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * A tree view (`/dashboard/center-instructions/tree-view/{centerName}/{id}`, the gallery's and the
 * instructions'): the tree of the owner in the path, expanded and collapsed, a node selected, and
 * the four writes. A write's dialog stays open with what was typed when the server refuses it.
 */
export class ContentTreeViewModel {
  status: ListStatus = { kind: 'loading' };
  root: TreeRoot | undefined = undefined;
  nodes: TreeNodes = [];
  expanded = new Set<number>();
  selectedId: number | null = null;
  edit: TreeEdit | undefined = undefined;
  draft = '';
  moveTarget: number | null = null;
  saving = false;
  writeError: AppError | undefined = undefined;
  news: TreeNews | undefined = undefined;

  readonly ownerId: number | null;
  readonly imageId: number | null;

  constructor(
    private readonly editor: EditContentTree,
    readonly kind: TreeKind,
    id: string | undefined,
    imageId: string | undefined,
    /** The hubs' record event and the record name tree writes carry in it (live changes by others). */
    private readonly live?: {
      readonly hubs: Pick<RealtimeHubs, 'onRecordChanged'>;
      readonly record: string;
    },
  ) {
    this.ownerId = wholeId(id);
    this.imageId = imageId === undefined ? null : wholeId(imageId);
    makeAutoObservable<this, 'editor' | 'live'>(
      this,
      { editor: false, live: false, ownerId: false, imageId: false, kind: false },
      { autoBind: true },
    );
  }

  /**
   * Reads the tree again when anyone writes a tree (the hub's record event), while it is shown;
   * an open dialog keeps what was typed. Returns the unsubscribe; safe to call twice.
   */
  watch(): () => void {
    const live = this.live;
    if (live === undefined) return () => undefined;
    return live.hubs.onRecordChanged(({ record }) => {
      if (record === live.record && this.status.kind === 'loaded' && !this.saving) void this.reloadQuietly();
    });
  }

  /** Nothing to show for an id that is not a whole number (or a gallery photo id that is not): not found without a call. */
  get badPath(): boolean {
    return this.ownerId === null || (this.kind === TreeKind.Gallery && this.imageId === null);
  }

  async load(): Promise<void> {
    if (this.ownerId === null || this.badPath) {
      this.status = { kind: 'error', failure: { code: 'NotFound', body: null } };
      return;
    }
    this.status = { kind: 'loading' };
    const result = await this.editor.read(this.kind, this.ownerId, this.imageId);
    runInAction(() => {
      if (result.ok) {
        this.root = result.value.root;
        this.nodes = result.value.nodes;
        if (this.selectedId !== null && !this.nodes.some((n) => n.id === this.selectedId))
          this.selectedId = null;
        this.status = { kind: 'loaded' };
      } else {
        this.status =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
      }
    });
  }

  get notFound(): boolean {
    return this.status.kind === 'error' && this.status.failure.code === 'NotFound';
  }

  children(parentId: number | null): TreeNodes {
    return childrenOf(this.nodes, parentId);
  }

  node(id: number | null): TreeNode | undefined {
    return id === null ? undefined : this.nodes.find((n) => n.id === id);
  }

  get selected(): TreeNode | undefined {
    return this.node(this.selectedId);
  }

  /** The nodes a reader sees, in reading order: the top level and the children of expanded nodes. */
  get visible(): TreeNodes {
    const out: TreeNode[] = [];
    const walk = (parentId: number | null) => {
      for (const n of childrenOf(this.nodes, parentId)) {
        out.push(n);
        if (this.expanded.has(n.id)) walk(n.id);
      }
    };
    walk(null);
    return out;
  }

  depth(id: number): number {
    return Math.max(0, pathTo(this.nodes, id).length - 1);
  }

  hasChildren(id: number): boolean {
    return this.nodes.some((n) => n.parentId === id);
  }

  isExpanded(id: number): boolean {
    return this.expanded.has(id);
  }

  toggle(id: number): void {
    if (this.expanded.has(id)) this.collapse(id);
    else this.expand(id);
  }

  expand(id: number): void {
    if (this.hasChildren(id)) this.expanded = new Set([...this.expanded, id]);
  }

  collapse(id: number): void {
    const next = new Set(this.expanded);
    next.delete(id);
    this.expanded = next;
  }

  select(id: number | null): void {
    this.selectedId = id;
  }

  /** The visible node before or after the selected one (`step` -1 or 1), for the arrow keys. */
  neighbour(id: number, step: -1 | 1): number | undefined {
    const visible = this.visible;
    const at = visible.findIndex((n) => n.id === id);
    return visible[at + step]?.id;
  }

  startAdd(parentId: number | null): void {
    this.open({ kind: 'add', parentId }, '');
  }

  startRename(id: number): void {
    const node = this.node(id);
    if (node !== undefined) this.open({ kind: 'rename', node }, node.title);
  }

  startMove(id: number): void {
    const node = this.node(id);
    if (node === undefined) return;
    this.open({ kind: 'move', node }, node.title);
    this.moveTarget = node.parentId;
  }

  startDelete(id: number): void {
    const node = this.node(id);
    if (node !== undefined) this.open({ kind: 'delete', node, below: descendantCount(this.nodes, id) }, '');
  }

  private open(edit: TreeEdit, draft: string): void {
    this.edit = edit;
    this.draft = draft;
    this.writeError = undefined;
  }

  cancel(): void {
    if (this.saving) return;
    this.edit = undefined;
    this.writeError = undefined;
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  setMoveTarget(id: number | null): void {
    this.moveTarget = id;
  }

  /** Where the node being moved may go: the top level (null) and every node outside its subtree. */
  get targets(): readonly (TreeNode | null)[] {
    return this.edit?.kind === 'move' ? moveTargets(this.nodes, this.edit.node.id) : [];
  }

  get draftProblem(): 'required' | 'tooLong' | undefined {
    const text = this.draft.trim();
    if (text === '') return 'required';
    return text.length > TITLE_MAX ? 'tooLong' : undefined;
  }

  get canConfirm(): boolean {
    const edit = this.edit;
    if (edit === undefined || this.saving) return false;
    if (edit.kind === 'add' || edit.kind === 'rename') return this.draftProblem === undefined;
    if (edit.kind === 'move') return this.moveTarget !== edit.node.parentId;
    return true;
  }

  /** Sends the open dialog's write; the dialog closes when the server takes it. */
  async confirm(): Promise<void> {
    const edit = this.edit;
    if (edit === undefined || !this.canConfirm || this.ownerId === null) return;
    this.saving = true;
    this.writeError = undefined;
    const ownerId = this.ownerId;
    const title = this.draft.trim();
    if (edit.kind === 'add') {
      const result = await this.editor.add(this.kind, ownerId, edit.parentId, title);
      this.settle(result, (node) => {
        const added = addNode(this.nodes, node);
        if (added.ok) this.nodes = added.value;
        if (edit.parentId !== null) this.expanded = new Set([...this.expanded, edit.parentId]);
        this.selectedId = node.id;
        return { key: 'added', title: node.title, count: 1 };
      });
    } else if (edit.kind === 'rename') {
      const result = await this.editor.change(this.kind, ownerId, { ...edit.node, title });
      this.settle(result, (node) => {
        this.nodes = replaceNode(this.nodes, node);
        return { key: 'renamed', title: node.title, count: 1 };
      });
    } else if (edit.kind === 'move') {
      await this.move(edit.node, this.moveTarget);
    } else {
      const result = await this.editor.remove(this.kind, ownerId, edit.node);
      this.settle(result, (count) => {
        const removed = removeSubtree(this.nodes, edit.node.id);
        if (removed.ok) this.nodes = removed.value;
        this.selectedId = edit.node.parentId;
        return { key: 'deleted', title: edit.node.title, count };
      });
    }
  }

  /**
   * Moves a node under `parentId` (the dialog's target, or a keyboard shortcut's). A parent below
   * the node is refused here already; the server checks again.
   */
  private async move(node: TreeNode, parentId: number | null): Promise<void> {
    if (this.ownerId === null) return;
    const checked = moveNode(this.nodes, node.id, parentId);
    if (!checked.ok) {
      runInAction(() => {
        this.saving = false;
        this.writeError = { code: 'Conflict', body: { code: checked.error } };
      });
      return;
    }
    this.saving = true;
    const result = await this.editor.change(this.kind, this.ownerId, { ...node, parentId });
    this.settle(result, (moved) => {
      const next = moveNode(this.nodes, moved.id, moved.parentId);
      if (next.ok) this.nodes = replaceNode(next.value, moved);
      if (moved.parentId !== null) this.expanded = new Set([...this.expanded, moved.parentId]);
      this.selectedId = moved.id;
      return { key: 'moved', title: moved.title, count: 1 };
    });
  }

  /** Alt+Arrow: the node goes under the sibling before it (`indent`) or beside its parent (`outdent`). */
  async shift(id: number, way: 'indent' | 'outdent'): Promise<void> {
    const node = this.node(id);
    if (node === undefined || this.saving) return;
    if (way === 'outdent') {
      if (node.parentId === null) return;
      this.edit = undefined;
      await this.move(node, this.node(node.parentId)?.parentId ?? null);
      return;
    }
    const siblings = childrenOf(this.nodes, node.parentId);
    const before = siblings[siblings.findIndex((n) => n.id === id) - 1];
    if (before !== undefined) await this.move(node, before.id);
  }

  private settle<T>(
    result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError },
    apply: (value: T) => TreeNews,
  ): void {
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.news = apply(result.value);
        this.edit = undefined;
        return;
      }
      this.writeError = result.error;
      if (result.error.code === 'Forbidden') this.status = { kind: 'forbidden' };
    });
    // Someone else changed the tree: read it again, the dialog keeps what was typed.
    if (!result.ok && (result.error.code === 'Conflict' || result.error.code === 'NotFound'))
      void this.reloadQuietly();
  }

  private async reloadQuietly(): Promise<void> {
    if (this.ownerId === null) return;
    const result = await this.editor.read(this.kind, this.ownerId, this.imageId);
    runInAction(() => {
      if (!result.ok) return;
      this.nodes = result.value.nodes;
      const edit = this.edit;
      if (edit !== undefined && edit.kind !== 'add') {
        const now = this.node(edit.node.id);
        if (now === undefined) this.edit = undefined;
        else
          this.edit =
            edit.kind === 'delete'
              ? { ...edit, node: now, below: descendantCount(this.nodes, now.id) }
              : { ...edit, node: now };
      }
    });
  }
}
