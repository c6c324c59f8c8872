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
  /** The menu's collapsible entry the page's entry sits in (`demo.menu.<collapse>`), if any. */
  readonly collapse?: string;
}

const demo = (id: string, path: string, menuUrl: string | null, collapse?: string): DemoRoute =>
  Object.freeze(collapse === undefined ? { id, path, menuUrl } : { id, path, menuUrl, collapse });

/** The demo group's pages: one chunk each, never loaded by the product's own screens. */
export const DEMO_ROUTES: readonly DemoRoute[] = Object.freeze([
  demo('products', 'e-commerce/products', '/e-commerce/products'),
  demo('product', 'e-commerce/product-details/:id', null),
  demo('checkout', 'e-commerce/checkout', '/e-commerce/checkout'),
  demo('socialProfile', 'user/social-profile/:tab', '/user/social-profile/posts'),
  demo('detailsCards', 'user/card/card1', '/user/card/card1', 'userCards'),
  demo('profileCards', 'user/card/card2', '/user/card/card2', 'userCards'),
  demo('simpleCards', 'user/card/card3', '/user/card/card3', 'userCards'),
  demo('mail', 'app/mail', '/app/mail'),
  demo('contact', 'app/contact', '/app/contact'),
  demo('calendar', 'app/calendar', '/app/calendar'),
  demo('customers', 'customer/customer-list', '/customer/customer-list', 'customers'),
  demo('orders', 'customer/order-list', '/customer/order-list', 'customers'),
  demo('customerProducts', 'customer/product', '/customer/product', 'customers'),
  demo('productReviews', 'customer/product-review', '/customer/product-review', 'customers'),
  demo('kanban', 'app/kanban', '/app/kanban'),
  // The template's chat: `/app/chat` is the staff's real chat, so the template's lives beside it.
  demo('chat', 'apps/chat', '/apps/chat'),
]);

export const demoTitleKey = (route: DemoRoute): string => `demo.routes.${route.id}`;

const menuItem = (route: DemoRoute, url: string): MenuNode => ({
  id: `demo-${route.id}`,
  title: demoTitleKey(route),
  type: MenuItemType.Item,
  url,
});

/**
 * The side menu's demo group, labelled as demos, after the product's own groups. Pages of one
 * collapse (the user cards, the customer lists) share an entry that opens on them, where the
 * first of them stands.
 */
export const DEMO_MENU: MenuNode = Object.freeze({
  id: 'demo',
  title: 'demo.menuGroup',
  type: MenuItemType.Group,
  children: DEMO_ROUTES.flatMap((route, index): MenuNode[] => {
    if (route.menuUrl === null) return [];
    if (route.collapse === undefined) return [menuItem(route, route.menuUrl)];
    const collapse = route.collapse;
    if (DEMO_ROUTES.findIndex((other) => other.collapse === collapse) !== index) return [];
    return [
      {
        id: `demo-${collapse}`,
        title: `demo.menu.${collapse}`,
        type: MenuItemType.Collapse,
        children: DEMO_ROUTES.filter((other) => other.collapse === collapse && other.menuUrl !== null).map(
          (other) => menuItem(other, other.menuUrl ?? ''),
        ),
      },
    ];
  }),
});
