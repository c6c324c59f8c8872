import { MenuItemType, type MenuNode } from '../../domain/shell/menu-node';
import { normaliseMenuPath } from '../../domain/shell/find-menu-trail';
import { WEBSITE_CONTENT_ENTRIES, WEBSITE_CONTENT_MENU } from '../../domain/shell/website-content-menu';
import {
  APP_ROUTES,
  DASHBOARD_ROUTES,
  RouteGroup,
  appUrl,
  dashboardUrl,
  routeTitleKey,
  type DashboardRoute,
} from './dashboard-routes';

/** The title key of a menu group. */
export const groupTitleKey = (group: RouteGroup): string => `menuGroups.${group}`;

const contentUrls = new Set(WEBSITE_CONTENT_ENTRIES.map((entry) => normaliseMenuPath(entry.url ?? '')));

/**
 * The side menu, built from the route table: one group per route group, in table order, with the
 * routes a user opens directly; then the website-content group. A route that group lists is shown
 * there only, so no screen is in the menu twice.
 */
export function buildDashboardMenu(
  routes: readonly DashboardRoute[] = DASHBOARD_ROUTES,
  appRoutes: readonly DashboardRoute[] = APP_ROUTES,
): MenuNode[] {
  const groups = new Map<RouteGroup, MenuNode[]>();
  // The `/app/*` routes in the menu (the chat inbox) lead their group.
  const entries = [
    ...appRoutes.map((route) => ({ route, url: appUrl(route) })),
    ...routes.map((route) => ({ route, url: dashboardUrl(route) })),
  ];
  for (const { route, url } of entries) {
    if (!route.inMenu || contentUrls.has(normaliseMenuPath(url))) continue;
    const items = groups.get(route.group) ?? [];
    items.push({ id: route.id, title: routeTitleKey(route), type: MenuItemType.Item, url });
    groups.set(route.group, items);
  }
  const menu: MenuNode[] = [];
  for (const group of Object.values(RouteGroup)) {
    const children = groups.get(group);
    if (children === undefined) continue;
    menu.push({ id: group, title: groupTitleKey(group), type: MenuItemType.Group, children });
  }
  menu.push(WEBSITE_CONTENT_MENU);
  return menu;
}
