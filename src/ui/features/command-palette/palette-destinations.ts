import type { PermissionArea } from '../../../domain/lists/permission-area';
import { groupTitleKey } from '../../routes/dashboard-menu';
import {
  APP_ROUTES,
  DASHBOARD_ROUTES,
  dashboardUrl,
  routeTitleKey,
  type DashboardRoute,
} from '../../routes/dashboard-routes';
import { mayOpenRoute } from '../../routes/route-access';

/** A place the command palette jumps to. */
export interface PaletteDestination {
  readonly id: string;
  readonly url: string;
  /** The route's path as the spec spells it (`doctortags`, `chatList`): staff who know it find it. */
  readonly path: string;
  readonly titleKey: string;
  readonly groupKey: string;
}

const destination = (route: DashboardRoute, url: string): PaletteDestination => ({
  id: route.id,
  url,
  path: route.path,
  titleKey: routeTitleKey(route),
  groupKey: groupTitleKey(route.group),
});

/**
 * Every screen a user with these areas can open by name, each once, in route-table order: the
 * dashboard routes and the `/app/*` chat screens (the side menu's items among them).
 *
 * - Routes with parameters (a doctor's profile, the three tree views, one form, one department's
 *   feedback) are left out: they show one record, so they are opened from the list that names it.
 * - Screens the user's areas do not open are left out: a palette lists places to go, and a row
 *   that answers "Access denied" would only be a dead end under the arrow keys.
 */
export function paletteDestinations(
  areas: readonly PermissionArea[],
  routes: readonly DashboardRoute[] = DASHBOARD_ROUTES,
  appRoutes: readonly DashboardRoute[] = APP_ROUTES,
): PaletteDestination[] {
  const open = (route: DashboardRoute) => !route.path.includes(':') && mayOpenRoute(route, areas);
  return [
    ...routes.filter(open).map((route) => destination(route, dashboardUrl(route))),
    ...appRoutes.filter(open).map((route) => destination(route, `/app/${route.path}`)),
  ];
}
