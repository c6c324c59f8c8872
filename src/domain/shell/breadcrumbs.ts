import type { MenuTrail } from './find-menu-trail';
import { MenuItemType } from './menu-node';

/** Breadcrumb limits. */
export const BreadcrumbLimit = {
  MaxItems: 8,
} as const;

export type BreadcrumbLimit = (typeof BreadcrumbLimit)[keyof typeof BreadcrumbLimit];

/** One crumb; `title` is a translation key, `url` is absent for menus that only open. */
export interface Crumb {
  readonly id: string;
  readonly title: string;
  readonly url?: string;
}

/** The first crumb of every trail. */
export const DASHBOARD_CRUMB: Crumb = Object.freeze({
  id: 'dashboard',
  title: 'menu.dashboard',
  url: '/dashboard/default',
});

/**
 * The breadcrumbs of a page: Dashboard, then the parent menus, then the current item, at most 8.
 * Parent menus are the collapsible menus around the item; group captions are section headings, not
 * places, and are left out. When a trail is longer than 8, the first crumb (Dashboard) and the last
 * 7 (the nearest parents and the item) are kept: the reader needs the way home and where they are,
 * and loses only the middle. The dashboard page itself is one crumb. No trail (a path outside the
 * menu) gives no crumbs.
 */
export function breadcrumbs(trail: MenuTrail | undefined): Crumb[] {
  if (trail === undefined) return [];
  const { item } = trail;
  const current =
    item.url === undefined
      ? { id: item.id, title: item.title }
      : { id: item.id, title: item.title, url: item.url };
  if (item.id === DASHBOARD_CRUMB.id) return [current];

  const crumbs: Crumb[] = [DASHBOARD_CRUMB];
  for (const parent of trail.parents) {
    if (parent.type === MenuItemType.Collapse) crumbs.push({ id: parent.id, title: parent.title });
  }
  crumbs.push(current);
  if (crumbs.length <= BreadcrumbLimit.MaxItems) return crumbs;
  return [DASHBOARD_CRUMB, ...crumbs.slice(crumbs.length - (BreadcrumbLimit.MaxItems - 1))];
}
