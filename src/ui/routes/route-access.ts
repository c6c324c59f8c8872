import { RESOURCES } from '../../application/resources/resource-key';
import { homePartsFor } from '../../domain/home/home-parts';
import { PermissionArea } from '../../domain/lists/permission-area';
import { normaliseMenuPath } from '../../domain/shell/find-menu-trail';
import type { MenuNode } from '../../domain/shell/menu-node';
import { firstMenuUrl, pruneMenu } from '../../domain/shell/prune-menu';
import { buildDashboardMenu } from './dashboard-menu';
import { APP_ROUTES, appUrl, DASHBOARD_ROUTES, dashboardUrl, type DashboardRoute } from './dashboard-routes';
import { DEFAULT_HOME } from './return-path';

/** The home: every role may open it, and it shows the parts the role's areas allow. */
const HOME_ROUTE_ID = 'dashboard';

/** Screens that read no catalogued list, with the area of their own calls. */
const OWN_AREAS: Readonly<Record<string, PermissionArea>> = { audit: PermissionArea.Audit };

/**
 * The areas a route's screen needs: those of the reads it shows (their 403 marks them forbidden). A
 * screen is open to a role that grants all of them.
 */
export function routeAreas(route: DashboardRoute): PermissionArea[] {
  const own = OWN_AREAS[route.id];
  if (own !== undefined) return [own];
  const areas = route.resources.flatMap((key) => {
    const area = RESOURCES[key].area;
    return area === null ? [] : [area];
  });
  return [...new Set(areas)];
}

/** Whether a user with these areas may open the route (the home: when it has a part for them). */
export function mayOpenRoute(route: DashboardRoute, areas: readonly PermissionArea[]): boolean {
  if (route.id === HOME_ROUTE_ID) return homePartsFor(areas).length > 0;
  return routeAreas(route).every((area) => areas.includes(area));
}

const ROUTE_BY_URL: ReadonlyMap<string, DashboardRoute> = new Map([
  ...DASHBOARD_ROUTES.map((route): [string, DashboardRoute] => [
    normaliseMenuPath(dashboardUrl(route)),
    route,
  ]),
  ...APP_ROUTES.map((route): [string, DashboardRoute] => [normaliseMenuPath(appUrl(route)), route]),
]);

/** Whether a user with these areas may open the screen at `url`; a url of no route is not a screen. */
export function mayOpenUrl(url: string, areas: readonly PermissionArea[]): boolean {
  const route = ROUTE_BY_URL.get(normaliseMenuPath(url));
  return route !== undefined && mayOpenRoute(route, areas);
}

/** The side menu of a user: only the screens their areas open (the breadcrumbs follow it). */
export function menuFor(
  areas: readonly PermissionArea[],
  menu: readonly MenuNode[] = buildDashboardMenu(),
): MenuNode[] {
  return pruneMenu(menu, (url) => mayOpenUrl(url, areas));
}

/**
 * Where a user lands after signing in: the first screen of their menu, so a role never starts on
 * "Access denied". A user with no area at all gets the home, which then says there is nothing to show.
 */
export function landingPath(areas: readonly PermissionArea[]): string {
  return firstMenuUrl(menuFor(areas)) ?? DEFAULT_HOME;
}
