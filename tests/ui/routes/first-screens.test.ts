import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstScreens } from '../../../src/ui/routes/first-screens';
import { APP_ROUTES, DASHBOARD_ROUTES, dashboardUrl } from '../../../src/ui/routes/dashboard-routes';

describe('the screens a cold load draws first', () => {
  it.each([
    ['/login', false, ['login']],
    ['/login', true, ['shell', 'resourceList']],
    ['/register', false, ['login']],
    ['/pages/login/login3', false, ['login']],
    ['/', false, ['landing']],
    ['/', true, ['shell', 'resourceList']],
    ['/dashboard/default', true, ['shell', 'resourceList']],
    ['/dashboard/default', false, ['login']],
    ['/dashboard/audit', true, ['shell', 'audit']],
    ['/dashboard/audit/', true, ['shell', 'audit']],
    ['/app/chat', true, ['shell', 'resourceList']],
    ['/nowhere', true, ['notFound']],
  ] as const)('%s, logged in %s: %j', (path, loggedIn, screens) => {
    expect(firstScreens(path, loggedIn)).toEqual(screens);
  });

  it('is the shell and a list for every listed route of a logged-in user, the login page otherwise', () => {
    const paths = [
      ...DASHBOARD_ROUTES.filter((r) => r.id !== 'audit').map(dashboardUrl),
      ...APP_ROUTES.map((r) => `/app/${r.path}`),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.boolean(), (path, loggedIn) => {
        expect(firstScreens(path, loggedIn)).toEqual(loggedIn ? ['shell', 'resourceList'] : ['login']);
      }),
    );
  });
});
