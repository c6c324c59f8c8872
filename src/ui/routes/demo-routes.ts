import { MenuItemType, type MenuNode } from '../../domain/shell/menu-node';

/**
 * A page of the template's demo group: its address (the template's own, outside `/dashboard/`),
 * its title key `demo.routes.<id>`, and the address its menu entry opens, if it has one.
 */
export interface DemoRoute {
  readonly id: string;
  /** The path below `/`, with `:name` parameters. */
  readonly path: string;
  readonly menuUrl: string | null;
}

const demo = (id: string, path: string, menuUrl: string | null): DemoRoute =>
  Object.freeze({ id, path, menuUrl });

/** The demo group's pages: one chunk each, never loaded by the product's own screens. */
export const DEMO_ROUTES: readonly DemoRoute[] = Object.freeze([
  demo('products', 'e-commerce/products', '/e-commerce/products'),
  demo('product', 'e-commerce/product-details/:id', null),
  demo('checkout', 'e-commerce/checkout', '/e-commerce/checkout'),
  demo('socialProfile', 'user/social-profile/:tab', '/user/social-profile/posts'),
  demo('kanban', 'app/kanban', '/app/kanban'),
  // The template's chat: `/app/chat` is the staff's real chat, so the template's lives beside it.
  demo('chat', 'apps/chat', '/apps/chat'),
]);

export const demoTitleKey = (route: DemoRoute): string => `demo.routes.${route.id}`;

/** The side menu's demo group, labelled as demos, after the product's own groups. */
export const DEMO_MENU: MenuNode = Object.freeze({
  id: 'demo',
  title: 'demo.menuGroup',
  type: MenuItemType.Group,
  children: DEMO_ROUTES.flatMap((route) =>
    route.menuUrl === null
      ? []
      : [{ id: `demo-${route.id}`, title: demoTitleKey(route), type: MenuItemType.Item, url: route.menuUrl }],
  ),
});
