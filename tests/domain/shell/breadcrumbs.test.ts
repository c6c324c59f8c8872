import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, DASHBOARD_CRUMB } from '../../../src/domain/shell/breadcrumbs';
import type { MenuTrail } from '../../../src/domain/shell/find-menu-trail';
import type { MenuNode } from '../../../src/domain/shell/menu-node';

const node = (id: string, type: string, url?: string): MenuNode => ({ id, title: `menu.${id}`, type, url });

const parent = fc
  .tuple(fc.constantFrom('group', 'collapse'), fc.nat(1000))
  .map(([type, n]) => node(`p${n}`, type));
const trail: fc.Arbitrary<MenuTrail> = fc.record({
  item: fc.oneof(
    { weight: 9, arbitrary: fc.nat(1000).map((n) => node(`i${n}`, 'item', `/dashboard/i${n}`)) },
    { weight: 1, arbitrary: fc.constant(node('dashboard', 'item', '/dashboard/default')) },
  ),
  parents: fc.array(parent, { maxLength: 14 }),
});

describe('breadcrumbs', () => {
  it.each([
    [[], 'doctors', ['dashboard', 'doctors']],
    [
      [
        ['clinic', 'group'],
        ['doctors-menu', 'collapse'],
      ],
      'doctors',
      ['dashboard', 'doctors-menu', 'doctors'],
    ],
    [[['dashboard-group', 'group']], 'dashboard', ['dashboard']],
    [
      [
        ['a', 'collapse'],
        ['b', 'collapse'],
        ['c', 'collapse'],
        ['d', 'collapse'],
        ['e', 'collapse'],
        ['f', 'collapse'],
        ['g', 'collapse'],
        ['h', 'collapse'],
      ],
      'item',
      ['dashboard', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'item'].filter((id) => id !== 'b'),
    ],
  ] as [[string, string][], string, string[]][])(
    'for parents %j and item %s shows %j',
    (parents, item, ids) => {
      const crumbs = breadcrumbs({
        item: node(item, 'item', `/x/${item}`),
        parents: parents.map(([id, type]) => node(id, type)),
      });
      expect(crumbs.map((c) => c.id)).toEqual(ids);
    },
  );

  it('shows no crumbs for a path outside the menu', () => {
    expect(breadcrumbs(undefined)).toEqual([]);
  });

  it('never shows more than 8 crumbs', () => {
    fc.assert(fc.property(trail, (t) => breadcrumbs(t).length <= 8));
  });

  it('starts with Dashboard whenever there is any crumb', () => {
    fc.assert(
      fc.property(trail, (t) => {
        expect(breadcrumbs(t)[0]?.id).toBe(DASHBOARD_CRUMB.id);
      }),
    );
  });

  it('ends with the current item', () => {
    fc.assert(
      fc.property(trail, (t) => {
        expect(breadcrumbs(t).at(-1)).toEqual({ id: t.item.id, title: t.item.title, url: t.item.url });
      }),
    );
  });

  it('shows Dashboard, then the parent menus, then the item when that fits in 8', () => {
    fc.assert(
      fc.property(trail, (t) => {
        const menus = t.parents.filter((p) => p.type === 'collapse').map((p) => p.id);
        fc.pre(menus.length + 2 <= 8 && t.item.id !== 'dashboard');
        expect(breadcrumbs(t).map((c) => c.id)).toEqual(['dashboard', ...menus, t.item.id]);
      }),
    );
  });

  it('shows the dashboard page itself as the one Dashboard crumb', () => {
    fc.assert(
      fc.property(fc.array(parent, { maxLength: 14 }), (parents) => {
        const item = node('dashboard', 'item', '/dashboard/default');
        expect(breadcrumbs({ item, parents }).map((c) => c.id)).toEqual(['dashboard']);
      }),
    );
  });

  it('keeps Dashboard and the last 7 when the trail is longer than 8', () => {
    fc.assert(
      fc.property(trail, (t) => {
        const full = [
          'dashboard',
          ...t.parents.filter((p) => p.type === 'collapse').map((p) => p.id),
          t.item.id,
        ];
        fc.pre(full.length > 8 && t.item.id !== 'dashboard');
        expect(breadcrumbs(t).map((c) => c.id)).toEqual(['dashboard', ...full.slice(-7)]);
      }),
    );
  });
});
