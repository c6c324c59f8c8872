import { describe, expect, it } from 'vitest';
import { isPermissionArea } from '../../src/domain/lists/permission-area';
import { AREA_FILTERED_PATHS, ROUTES, SESSION_PATHS } from '../../server/http/route-table';

describe('route table', () => {
  it('assigns every staff call except the session calls to exactly one permission area', () => {
    const missing = ROUTES.filter(
      (r) =>
        r.auth === 'staff' &&
        r.area === undefined &&
        !SESSION_PATHS.includes(r.path) &&
        !AREA_FILTERED_PATHS.includes(r.path),
    );
    expect(missing.map((r) => r.path)).toEqual([]);
    for (const route of ROUTES) {
      if (route.auth === 'staff' && route.area !== undefined) expect(isPermissionArea(route.area)).toBe(true);
    }
  });

  it('has one row per method and path (paths match case-insensitively)', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes every path below /api with a leading slash and no trailing slash', () => {
    for (const route of ROUTES) {
      expect(route.path).toMatch(/^\/[^/]/);
      expect(route.path).not.toMatch(/\/$/);
      expect(route.path.toLowerCase().startsWith('/api/')).toBe(false);
    }
  });
});
