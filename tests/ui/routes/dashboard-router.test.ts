import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../../src/ui/routes/dashboard-router';
import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from '../../../src/ui/routes/dashboard-routes';
import { DEMO_ROUTES } from '../../../src/ui/routes/demo-routes';

const routes = dashboardRoutes({ container: new Promise(() => undefined) });

/** The deepest route the router picks for `path`, with the parameters it read. */
function picked(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { route: last?.route as RouteObject | undefined, params: last?.params ?? {} };
}

/** A parameter value as a link would carry it: letters, digits, spaces and Arabic, encoded. */
const paramValue = fc
  .string({ unit: fc.constantFrom(...'abcXYZ019 -_هاي'.split('')), minLength: 1, maxLength: 12 })
  .filter((value) => value.trim() !== '');

/** The path of `route` with each parameter replaced, and the values used. */
const filled = (route: DashboardRoute) =>
  fc.array(paramValue, { minLength: 8, maxLength: 8 }).map((values) => {
    const params: Record<string, string> = {};
    let i = 0;
    const path = route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const value = values[i++] ?? 'x';
        params[segment.slice(1)] = value;
        return encodeURIComponent(value);
      })
      .join('/');
    return { path, params };
  });

const TABLES = [
  { prefix: '/dashboard/', table: DASHBOARD_ROUTES },
  { prefix: '/app/', table: APP_ROUTES },
] as const;

describe("the dashboard's router, built from the route table", () => {
  it.each(TABLES)('opens every route below $prefix with its parameters decoded', ({ prefix, table }) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...table).chain((route) => filled(route).map((f) => ({ route, ...f }))),
        fc.boolean(),
        ({ route, path, params }, slash) => {
          const found = picked(`${prefix}${path}${slash ? '/' : ''}`);
          expect(found.route?.handle).toBe(route);
          expect(found.params).toEqual(params);
        },
      ),
    );
  });

  it('opens a route whatever the case of its address, as links of the old dashboard spell it', () => {
    for (const route of DASHBOARD_ROUTES.filter((r) => !r.path.includes(':'))) {
      expect(picked(`/dashboard/${route.path.toUpperCase()}`).route?.handle).toBe(route);
    }
  });

  it('prefers a written segment over a parameter: the job form generator has a create page', () => {
    expect((picked('/dashboard/JobApplicationForGenerator/create').route?.handle as DashboardRoute).id).toBe(
      'jobApplicationForGeneratorCreate',
    );
    expect((picked('/dashboard/JobApplicationForGenerator/7').route?.handle as DashboardRoute).id).toBe(
      'jobApplicationForGeneratorEdit',
    );
  });

  it.each(['/dashboard/no-such-screen', '/app/nothing/here'])(
    'shows the not-found screen inside the shell for %s',
    (path) => {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path).toBe(`${path.split('/')[1]}/*`);
      // The shell's guarded layout is among the parents: the menu stays.
      expect(matches.some((match) => match.route.children?.some((child) => child.errorElement))).toBe(true);
    },
  );

  it.each([
    ['/', undefined],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgot', 'forgot/:step?'],
    ['/pages/login/login3', 'pages/:page/:variant?'],
    ['/patient-login', 'patient-login'],
    ['/dashboard', 'dashboard'],
    ['/somewhere/else', '*'],
  ])('routes %s outside the table', (path, routePath) => {
    expect(picked(path).route?.path).toBe(routePath);
  });

  it('loads every screen with the route (route-level lazy), never with the entry', () => {
    const all: RouteObject[] = [];
    const walk = (list: readonly RouteObject[]) =>
      list.forEach((route) => {
        all.push(route);
        walk(route.children ?? []);
      });
    walk(routes);
    const tableRoutes = all.filter((route) => route.handle !== undefined);
    expect(tableRoutes).toHaveLength(DASHBOARD_ROUTES.length + APP_ROUTES.length + DEMO_ROUTES.length);
    expect(tableRoutes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it("opens the demo group's pages at the template's addresses", () => {
    expect(picked('/e-commerce/products').route?.handle).toBe(DEMO_ROUTES[0]);
    expect(picked('/e-commerce/product-details/7').params).toEqual({ id: '7' });
    expect(picked('/user/social-profile/gallery').params).toEqual({ tab: 'gallery' });
    expect(picked('/app/kanban').route?.handle).toBe(DEMO_ROUTES.find((route) => route.id === 'kanban'));
    expect(picked('/app/chat').route?.handle).toBe(APP_ROUTES.find((route) => route.id === 'chat'));
  });
});
