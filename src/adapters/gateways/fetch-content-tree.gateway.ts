import type { ContentTree, ContentTreeGateway } from '../../application/ports/content-tree-gateway';
import {
  contentTreeCalls,
  contentTreeNodeSchema,
  contentTreeRemovalSchema,
  contentTreeSchema,
  toTreeNode,
  toTreeNodes,
  toTreeRoot,
} from '../../contract/content/content-tree';
import { mapped } from '../../contract/shared/values';
import type { TreeKind, TreeNode } from '../../domain/content/content-tree';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const treeOf = mapped(contentTreeSchema, (wire): ContentTree => ({
  root: toTreeRoot(wire),
  nodes: toTreeNodes(wire.children),
}));
const nodeOf = mapped(contentTreeNodeSchema, toTreeNode);
const removedOf = mapped(contentTreeRemovalSchema, (wire) => wire.removed);

/** `ContentTreeGateway` over the product's `/ContentTrees` calls. */
export class FetchContentTreeGateway implements ContentTreeGateway {
  constructor(private readonly http: HttpClient) {}

  read(kind: TreeKind, ownerId: number, imageId: number | null): Promise<Result<ContentTree, AppError>> {
    return sendWireCall(this.http, contentTreeCalls(kind).read, {
      name: 'contentTree',
      check: treeOf,
      params: { ownerId },
      ...(imageId === null ? {} : { query: { imageId: String(imageId) } }),
    });
  }

  add(
    kind: TreeKind,
    ownerId: number,
    parentId: number | null,
    title: string,
  ): Promise<Result<TreeNode, AppError>> {
    return sendWireCall(this.http, contentTreeCalls(kind).add, {
      name: 'addTreeNode',
      check: nodeOf,
      params: { ownerId },
      body: { parentId, title },
    });
  }

  change(kind: TreeKind, ownerId: number, node: TreeNode): Promise<Result<TreeNode, AppError>> {
    return sendWireCall(this.http, contentTreeCalls(kind).change, {
      name: 'changeTreeNode',
      check: nodeOf,
      params: { ownerId, nodeId: node.id },
      body: { parentId: node.parentId, title: node.title, version: node.version },
    });
  }

  remove(kind: TreeKind, ownerId: number, node: TreeNode): Promise<Result<number, AppError>> {
    return sendWireCall(this.http, contentTreeCalls(kind).remove, {
      name: 'removeTreeNode',
      check: removedOf,
      params: { ownerId, nodeId: node.id },
      query: { version: String(node.version) },
    });
  }
}
