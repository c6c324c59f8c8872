import { isMenuItemType, MenuItemType, type MenuNode } from './menu-node';

/** The menu item a path selects, and its ancestors from the outermost in. */
export interface MenuTrail {
  readonly item: MenuNode;
  readonly parents: readonly MenuNode[];
}

/**
 * Drops the query and fragment and trailing slashes, and lowercases: routes match without regard
 * to case, as the router does by default, and `/dashboard/Doctors/` is `/dashboard/doctors`.
 */
export function normaliseMenuPath(path: string): string {
  let end = path.length;
  const query = path.indexOf('?');
  if (query >= 0) end = query;
  const hash = path.indexOf('#');
  if (hash >= 0 && hash < end) end = hash;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* '/' */) end--;
  return path.slice(0, end).toLowerCase();
}

/**
 * Finds the item a path selects. An item whose url equals the path wins; otherwise the item whose
 * url is the longest whole-segment prefix of it (so `/dashboard/Doctors/profile/7` selects
 * Doctors); the first in menu order breaks ties. Entries of unknown type and their children never
 * match: they are drawn as "Menu Items Error". Undefined when no item fits.
 */
export function findMenuTrail(menu: readonly MenuNode[], path: string): MenuTrail | undefined {
  const target = normaliseMenuPath(path);
  let best: MenuTrail | undefined;
  let bestLength = -1;
  const parents: MenuNode[] = [];

  const visit = (nodes: readonly MenuNode[]): boolean => {
    for (const node of nodes) {
      if (!isMenuItemType(node.type)) continue;
      if (node.type === MenuItemType.Item) {
        if (node.url === undefined || node.url === '') continue;
        const url = normaliseMenuPath(node.url);
        if (url === target) {
          best = { item: node, parents: parents.slice() };
          return true;
        }
        const isPrefix =
          target.startsWith(url) && (url.endsWith('/') || target.charCodeAt(url.length) === 47);
        if (isPrefix && url.length > bestLength) {
          best = { item: node, parents: parents.slice() };
          bestLength = url.length;
        }
      } else if (node.children) {
        parents.push(node);
        const found = visit(node.children);
        parents.pop();
        if (found) return true;
      }
    }
    return false;
  };

  visit(menu);
  return best;
}
