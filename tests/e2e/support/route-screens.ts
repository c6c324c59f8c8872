import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from '../../../src/ui/routes/dashboard-routes';

/** One route of the table with a concrete URL to open it at. */
export interface RouteScreen {
  readonly route: DashboardRoute;
  readonly url: string;
}

/**
 * A value for each path parameter the table uses. Ids of 1 exist in the demo seed; the names are
 * only shown. A new parameter name fails loudly here, so its value is chosen, not guessed.
 */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  id: '1',
  imageId: '1',
  centerName: 'Erbil',
  title: 'Guides',
};

function withParams(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`No sample value for the route parameter :${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** Every route of the table (`/dashboard/*`, the tree views, `/app/*`), in table order. */
export const ROUTE_SCREENS: readonly RouteScreen[] = [
  ...DASHBOARD_ROUTES.map((route) => ({ route, url: `/dashboard/${withParams(route.path)}` })),
  ...APP_ROUTES.map((route) => ({ route, url: `/app/${withParams(route.path)}` })),
];

/** The screen of the route with this id. */
export function routeScreen(id: string): RouteScreen {
  const screen = ROUTE_SCREENS.find((candidate) => candidate.route.id === id);
  if (screen === undefined) throw new Error(`The route table has no route ${id}`);
  return screen;
}

/** `items` cut into `count` runs of nearly equal length, in order. */
export function inChunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}
