import { TreeKind, type TreeNode } from '../../domain/content/content-tree';
import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type { ContentTree, ContentTreeGateway } from '../ports/content-tree-gateway';
import type { StateStore } from '../shared/state-store';

/** The permission area each tree is read and written in. */
export const TREE_AREA: Readonly<Record<TreeKind, PermissionArea>> = {
  [TreeKind.CenterInstructions]: PermissionArea.CenterInstructions,
  [TreeKind.Gallery]: PermissionArea.Media,
  [TreeKind.Instructions]: PermissionArea.CenterInstructions,
};

/** Reads and writes one tree; a 403 marks its area forbidden. */
export class EditContentTree {
  constructor(
    private readonly gateway: ContentTreeGateway,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  private noted<T>(kind: TreeKind, result: Result<T, AppError>): Result<T, AppError> {
    if (!result.ok) recordForbidden(this.forbidden, TREE_AREA[kind], result.error);
    return result;
  }

  async read(
    kind: TreeKind,
    ownerId: number,
    imageId: number | null,
  ): Promise<Result<ContentTree, AppError>> {
    return this.noted(kind, await this.gateway.read(kind, ownerId, imageId));
  }

  async add(kind: TreeKind, ownerId: number, parentId: number | null, title: string) {
    return this.noted(kind, await this.gateway.add(kind, ownerId, parentId, title));
  }

  async change(kind: TreeKind, ownerId: number, node: TreeNode) {
    return this.noted(kind, await this.gateway.change(kind, ownerId, node));
  }

  async remove(kind: TreeKind, ownerId: number, node: TreeNode) {
    return this.noted(kind, await this.gateway.remove(kind, ownerId, node));
  }
}
