import { isMenuItemType, MenuItemType, type MenuNode } from './menu-node';

/**
 * The menu a user may use: every item whose url `mayOpen` refuses is dropped, and so is every group
 * or collapse left with no entry, so the menu, the breadcrumbs and the command palette never offer
 * a screen that would answer "Access denied". Items without a url and entries of unknown type are
 * kept as they are: the first open nothing, the second must still show as "Menu Items Error".
 */
export function pruneMenu(nodes: readonly MenuNode[], mayOpen: (url: string) => boolean): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of nodes) {
    if (!isMenuItemType(node.type)) {
      kept.push(node);
    } else if (node.type === MenuItemType.Item) {
      if (node.url === undefined || node.url === '' || mayOpen(node.url)) kept.push(node);
    } else {
      const children = pruneMenu(node.children ?? [], mayOpen);
      if (children.length > 0) kept.push({ ...node, children });
    }
  }
  return kept;
}

/** The url of the first item of the menu, in menu order, that is enabled and opens a screen. */
export function firstMenuUrl(nodes: readonly MenuNode[], parentDisabled = false): string | undefined {
  for (const node of nodes) {
    if (!isMenuItemType(node.type)) continue;
    const disabled = parentDisabled || node.disabled === true;
    if (node.type === MenuItemType.Item) {
      if (!disabled && node.url !== undefined && node.url !== '') return node.url;
    } else {
      const url = firstMenuUrl(node.children ?? [], disabled);
      if (url !== undefined) return url;
    }
  }
  return undefined;
}
