import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from '../../../src/ui/routes/dashboard-routes';
import { tableRouteMatcher } from '../../../src/ui/routes/match-table-route';

const matchDashboard = tableRouteMatcher(DASHBOARD_ROUTES);
const matchApp = tableRouteMatcher(APP_ROUTES);

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

describe('the route table matched below its prefix', () => {
  it('finds every route of the table, with its parameters decoded', () => {
    for (const [routes, match] of [
      [DASHBOARD_ROUTES, matchDashboard],
      [APP_ROUTES, matchApp],
    ] as const) {
      fc.assert(
        fc.property(
          fc.constantFrom(...routes).chain((route) => filled(route).map((f) => ({ route, ...f }))),
          ({ route, path, params }) => {
            const found = match(path);
            expect(found?.route.id).toBe(route.id);
            expect(found?.params).toEqual(params);
          },
        ),
      );
    }
  });

  it('agrees with the router on which route a path opens, whatever its case or trailing slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DASHBOARD_ROUTES).chain((route) => filled(route)),
        fc.boolean(),
        fc.boolean(),
        ({ path }, upper, slash) => {
          const asked = `${upper ? path.toUpperCase() : path}${slash ? '/' : ''}`;
          const routerPick = DASHBOARD_ROUTES.filter(
            (route) => matchPath(`/dashboard/${route.path}`, `/dashboard/${asked}`) !== null,
          );
          const ours = matchDashboard(asked);
          expect(ours).not.toBeNull();
          expect(routerPick.map((route) => route.id)).toContain(ours?.route.id);
        },
      ),
    );
  });

  it.each([
    ['default', 'dashboard', {}],
    ['Doctors/profile/7', 'doctorProfile', { id: '7' }],
    ['DOCTORS/PROFILE/7/', 'doctorProfile', { id: '7' }],
  ])('opens %s as %s', (path, id, params) => {
    const found = matchDashboard(path);
    expect(found?.route.id).toBe(id);
    expect(found?.params).toEqual(params);
  });

  it.each(['', 'nowhere', 'Doctors/profile', 'Doctors/profile/7/extra', 'default/more'])(
    'opens nothing for %j',
    (path) => {
      expect(matchDashboard(path)).toBeNull();
    },
  );
});
