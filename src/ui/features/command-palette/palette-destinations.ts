import { normaliseMenuPath } from '../../../domain/shell/find-menu-trail';
import { resolveMenu, type MenuEntry } from '../../../domain/shell/resolve-menu';
import { buildDashboardMenu, groupTitleKey } from '../../routes/dashboard-menu';
import {
  APP_ROUTES,
  DASHBOARD_ROUTES,
  dashboardUrl,
  routeTitleKey,
  type DashboardRoute,
} from '../../routes/dashboard-routes';

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

function disabledItemUrls(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'item') return entry.disabled && entry.url !== undefined ? [entry.url] : [];
    return entry.kind === 'error' ? [] : disabledItemUrls(entry.children);
  });
}

/**
 * Every screen a user can open by name, each once, in route-table order: the dashboard routes and
 * the `/app/*` chat screens (the side menu's items among them).
 *
 * - Routes with parameters (a doctor's profile, the three tree views, one form, one department's
 *   feedback) are left out: they show one record, so they are opened from the list that names it.
 * - The website-content group the side menu shows disabled (000 §2) is left out too. A palette
 *   lists places to go, as editors hide a command that cannot run now: a disabled row would only
 *   be a dead end under the arrow keys. The side menu still shows that the group exists.
 */
export function paletteDestinations(
  routes: readonly DashboardRoute[] = DASHBOARD_ROUTES,
  appRoutes: readonly DashboardRoute[] = APP_ROUTES,
): PaletteDestination[] {
  const disabled = new Set(disabledItemUrls(resolveMenu(buildDashboardMenu(routes))).map(normaliseMenuPath));
  const all = [
    ...routes.map((route) => destination(route, dashboardUrl(route))),
    ...appRoutes.map((route) => destination(route, `/app/${route.path}`)),
  ];
  return all.filter((d) => !d.path.includes(':') && !disabled.has(normaliseMenuPath(d.url)));
}
