/** The kinds of side-menu entries the shell knows how to draw. */
export const MenuItemType = {
  Group: 'group',
  Collapse: 'collapse',
  Item: 'item',
} as const;

export type MenuItemType = (typeof MenuItemType)[keyof typeof MenuItemType];

const knownTypes: ReadonlySet<string> = new Set<string>(Object.values(MenuItemType));

export function isMenuItemType(type: string): type is MenuItemType {
  return knownTypes.has(type);
}

/**
 * A side-menu entry as configured. `type` is a plain string on purpose: configuration may carry a
 * type the shell does not know, which must show as "Menu Items Error", not crash the menu.
 * `title` is the translation key of the label.
 */
export interface MenuNode {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  /** The route an `item` opens; groups and collapses have none. */
  readonly url?: string;
  readonly disabled?: boolean;
  readonly children?: readonly MenuNode[];
}
