import {
  addTreeNodeSchema,
  changeTreeNodeSchema,
  CONTENT_TREE_KINDS,
  contentTreeCalls,
  removeTreeNodeQuerySchema,
  treeReadQuerySchema,
} from '../../../src/contract/content/content-tree';
import type { RouteDefinition } from '../../http/route';
import { toRoutePath } from '../resources/resource-routes';
import { addTreeNode, changeTreeNode, readTree, removeTreeNode, TREE_STORES } from './content-trees';

const form = { bodyLimit: 16 * 1024 } as const;

/** The tree views' read and writes, four calls per tree, each in its tree's area (docs/api-extensions.md). */
export const CONTENT_TREE_ROUTES: readonly RouteDefinition[] = CONTENT_TREE_KINDS.flatMap((kind) => {
  const calls = contentTreeCalls(kind);
  const staff = { auth: 'staff', area: TREE_STORES[kind].area } as const;
  return [
    {
      ...staff,
      method: 'GET',
      path: toRoutePath(calls.read.path),
      handler: readTree(kind),
      query: treeReadQuerySchema,
    },
    {
      ...staff,
      ...form,
      method: 'POST',
      path: toRoutePath(calls.add.path),
      handler: addTreeNode(kind),
      body: addTreeNodeSchema,
    },
    {
      ...staff,
      ...form,
      method: 'PUT',
      path: toRoutePath(calls.change.path),
      handler: changeTreeNode(kind),
      body: changeTreeNodeSchema,
    },
    {
      ...staff,
      method: 'DELETE',
      path: toRoutePath(calls.remove.path),
      handler: removeTreeNode(kind),
      query: removeTreeNodeQuerySchema,
    },
  ] satisfies RouteDefinition[];
});
