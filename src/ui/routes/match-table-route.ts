import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from './dashboard-routes';

/** A route of the table that a path below its prefix matched, with its path parameters. */
export interface TableMatch {
  readonly route: DashboardRoute;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: DashboardRoute;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Segments written out: a written segment wins over a parameter, as in the router. */
  readonly fixed: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: DashboardRoute): CompiledRoute {
  const names: string[] = [];
  const segments = route.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return escape(segment);
    names.push(segment.slice(1));
    return '([^/]+)';
  });
  return {
    route,
    // The router's rules: case-insensitive, a trailing slash allowed.
    pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'),
    names,
    fixed: segments.length - names.length,
  };
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Finds the route of `routes` a path below their prefix (`Doctors/profile/3` under `/dashboard/`)
 * matches, once per call and without the router: the route table is compiled once, where the
 * router would rank its 90 routes again on every navigation.
 */
export function tableRouteMatcher(routes: readonly DashboardRoute[]): (rest: string) => TableMatch | null {
  const compiled = routes.map(compile);
  return (rest) => {
    let best: { readonly match: RegExpExecArray; readonly entry: CompiledRoute } | null = null;
    for (const entry of compiled) {
      const match = entry.pattern.exec(rest);
      if (match !== null && (best === null || entry.fixed > best.entry.fixed)) best = { match, entry };
    }
    if (best === null) return null;
    const { match, entry } = best;
    const params = Object.fromEntries(entry.names.map((name, i) => [name, decode(match[i + 1] ?? '')]));
    return { route: entry.route, params };
  };
}

/** The routes below `/dashboard/`. */
export const matchDashboardRoute = tableRouteMatcher(DASHBOARD_ROUTES);

/** The routes below `/app/`. */
export const matchAppRoute = tableRouteMatcher(APP_ROUTES);
