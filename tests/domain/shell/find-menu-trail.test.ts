import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMenuTrail, normaliseMenuPath } from '../../../src/domain/shell/find-menu-trail';
import type { MenuNode } from '../../../src/domain/shell/menu-node';
import { menuTree, menuWithPath } from './menu-arbitrary';

const MENU: MenuNode[] = [
  {
    id: 'dashboard-group',
    title: 'menu.dashboardGroup',
    type: 'group',
    children: [{ id: 'dashboard', title: 'menu.dashboard', type: 'item', url: '/dashboard/default' }],
  },
  {
    id: 'clinic',
    title: 'menu.clinic',
    type: 'group',
    children: [
      {
        id: 'doctors-menu',
        title: 'menu.doctors',
        type: 'collapse',
        children: [
          { id: 'doctors', title: 'menu.doctorList', type: 'item', url: '/dashboard/Doctors' },
          { id: 'doctor-tags', title: 'menu.doctorTags', type: 'item', url: '/dashboard/doctortags' },
        ],
      },
    ],
  },
  {
    id: 'broken',
    title: 'menu.broken',
    type: 'section',
    children: [{ id: 'hidden', title: 'menu.hidden', type: 'item', url: '/dashboard/news' }],
  },
];

/** Each node's ancestors by id, found by a plain walk over the whole tree. */
function ancestors(menu: readonly MenuNode[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly MenuNode[], above: string[]) => {
    for (const n of nodes) {
      out.set(n.id, above);
      walk(n.children ?? [], [...above, n.id]);
    }
  };
  walk(menu, []);
  return out;
}

/** Items reachable only through group and collapse entries. */
function reachableItems(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((n) => {
    if (n.type === 'item') return [n];
    if (n.type === 'group' || n.type === 'collapse') return reachableItems(n.children ?? []);
    return [];
  });
}

describe('selected item and parent chain from a path', () => {
  it.each([
    ['/dashboard/default', 'dashboard', ['dashboard-group']],
    ['/dashboard/Doctors', 'doctors', ['clinic', 'doctors-menu']],
    ['/dashboard/doctors/', 'doctors', ['clinic', 'doctors-menu']],
    ['/dashboard/Doctors?tab=2#top', 'doctors', ['clinic', 'doctors-menu']],
    ['/dashboard/Doctors/profile/7', 'doctors', ['clinic', 'doctors-menu']],
    ['/dashboard/doctortags', 'doctor-tags', ['clinic', 'doctors-menu']],
  ])('resolves %s to %s under %j', (path, id, parents) => {
    const trail = findMenuTrail(MENU, path);
    expect(trail?.item.id).toBe(id);
    expect(trail?.parents.map((p) => p.id)).toEqual(parents);
  });

  it.each(['/dashboard/DoctorsX', '/dashboard/unknown', '/dashboard/news', '', '/'])(
    'resolves %s to nothing',
    (path) => {
      expect(findMenuTrail(MENU, path)).toBeUndefined();
    },
  );

  it('resolves only to an item whose url is the path or a whole-segment prefix of it', () => {
    fc.assert(
      fc.property(menuWithPath, ([menu, path]) => {
        const trail = findMenuTrail(menu, path);
        if (trail === undefined) return;
        expect(trail.item.type).toBe('item');
        const url = normaliseMenuPath(trail.item.url ?? '');
        const target = normaliseMenuPath(path);
        expect(target === url || target.startsWith(`${url}/`)).toBe(true);
      }),
    );
  });

  it('gives as parent chain exactly the ancestors of the item, outermost first, all groups or collapses', () => {
    fc.assert(
      fc.property(menuWithPath, ([menu, path]) => {
        const trail = findMenuTrail(menu, path);
        if (trail === undefined) return;
        expect(trail.parents.map((p) => p.id)).toEqual(ancestors(menu).get(trail.item.id));
        expect(trail.parents.every((p) => p.type === 'group' || p.type === 'collapse')).toBe(true);
      }),
    );
  });

  it('finds an item for the url of every item reachable through known entries', () => {
    fc.assert(
      fc.property(menuTree, (menu) => {
        for (const item of reachableItems(menu)) {
          if (!item.url) continue;
          const trail = findMenuTrail(menu, item.url);
          expect(normaliseMenuPath(trail?.item.url ?? '')).toBe(normaliseMenuPath(item.url));
        }
      }),
    );
  });

  it('never resolves to an item under an entry of unknown type', () => {
    fc.assert(
      fc.property(menuWithPath, ([menu, path]) => {
        const trail = findMenuTrail(menu, path);
        if (trail === undefined) return;
        const reachable = new Set(reachableItems(menu).map((n) => n.id));
        expect(reachable.has(trail.item.id)).toBe(true);
      }),
    );
  });
});
