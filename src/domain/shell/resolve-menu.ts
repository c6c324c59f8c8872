import { isMenuItemType, type MenuNode } from './menu-node';

/** The exact text the shell shows in place of a menu entry of unknown type. */
export const MENU_ITEMS_ERROR = 'Menu Items Error';

/** A menu entry ready to draw. A disabled parent disables everything under it. */
export type MenuEntry =
  | {
      readonly kind: 'group' | 'collapse';
      readonly id: string;
      readonly title: string;
      readonly disabled: boolean;
      readonly children: readonly MenuEntry[];
    }
  | {
      readonly kind: 'item';
      readonly id: string;
      readonly title: string;
      readonly url: string | undefined;
      readonly disabled: boolean;
    }
  | { readonly kind: 'error'; readonly id: string; readonly text: typeof MENU_ITEMS_ERROR };

/**
 * Turns configured menu nodes into drawable entries. A node whose type is not group, collapse or
 * item becomes an error entry reading exactly "Menu Items Error", and its children are not shown
 * (there is no way to know how they were meant to nest).
 */
export function resolveMenu(nodes: readonly MenuNode[], parentDisabled = false): MenuEntry[] {
  return nodes.map((node): MenuEntry => {
    if (!isMenuItemType(node.type)) return { kind: 'error', id: node.id, text: MENU_ITEMS_ERROR };
    const disabled = parentDisabled || node.disabled === true;
    if (node.type === 'item')
      return { kind: 'item', id: node.id, title: node.title, url: node.url, disabled };
    return {
      kind: node.type,
      id: node.id,
      title: node.title,
      disabled,
      children: resolveMenu(node.children ?? [], disabled),
    };
  });
}
