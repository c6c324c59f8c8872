import { matchDashboardRoute } from './match-table-route';

/** The screens of the dashboard, each its own chunk (`src/ui/app/screens.ts` loads them). */
export type ScreenName = 'login' | 'landing' | 'shell' | 'resourceList' | 'audit' | 'notFound';

/** Paths that lead to the login page (the template's register and password pages included). */
const toLogin = (path: string): boolean =>
  path === '/login' || path === '/register' || path === '/forgot' || path.startsWith('/pages/');

const inShell = (path: string): boolean =>
  path === '/dashboard' || path.startsWith('/dashboard/') || path.startsWith('/app/');

/**
 * The screens a cold load of `path` draws first, for a user logged in or not (the routes and
 * guards of `dashboard-app.tsx`): the entry starts loading their code together with the
 * translations, instead of after the first render asks for it.
 */
export function firstScreens(path: string, loggedIn: boolean): readonly ScreenName[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const home: readonly ScreenName[] = ['shell', 'resourceList'];
  if (trimmed === '/') return loggedIn ? home : ['landing'];
  if (toLogin(trimmed)) return loggedIn ? home : ['login'];
  if (inShell(trimmed)) {
    if (!loggedIn) return ['login'];
    const isAudit = matchDashboardRoute(trimmed.replace(/^\/dashboard\/?/, ''))?.route.id === 'audit';
    return ['shell', isAudit ? 'audit' : 'resourceList'];
  }
  return ['notFound'];
}
