import type { TreeKind, TreeNode, TreeNodes, TreeRoot } from '../../domain/content/content-tree';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A tree as read: what it hangs from and its nodes, parents before their children. */
export interface ContentTree {
  readonly root: TreeRoot;
  readonly nodes: TreeNodes;
}

/**
 * The dashboard's tree views (`/ContentTrees/<Tree>/{ownerId}`, an extension). Never throws: a
 * refused write comes back as `Conflict` (a stale version, a move under a descendant) or
 * `NotFound`, with the server's body.
 */
export interface ContentTreeGateway {
  read(kind: TreeKind, ownerId: number, imageId: number | null): Promise<Result<ContentTree, AppError>>;
  add(
    kind: TreeKind,
    ownerId: number,
    parentId: number | null,
    title: string,
  ): Promise<Result<TreeNode, AppError>>;
  /** The node's title and parent as they should be; `node.version` is the version read. */
  change(kind: TreeKind, ownerId: number, node: TreeNode): Promise<Result<TreeNode, AppError>>;
  /** Removes the node and everything below it; answers how many nodes went. */
  remove(kind: TreeKind, ownerId: number, node: TreeNode): Promise<Result<number, AppError>>;
}
