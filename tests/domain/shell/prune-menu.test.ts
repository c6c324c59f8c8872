import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMenuItemType, type MenuNode } from '../../../src/domain/shell/menu-node';
import { firstMenuUrl, pruneMenu } from '../../../src/domain/shell/prune-menu';
import { menuTree, menuUrl } from './menu-arbitrary';

/** The nodes a menu draws: only groups and collapses show children (an item or an error never). */
const drawn = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => (n.type === 'group' || n.type === 'collapse' ? [n, ...drawn(n.children ?? [])] : [n]));

const item = (id: string, url: string, disabled = false): MenuNode => ({
  id,
  title: id,
  type: 'item',
  url,
  disabled,
});
const group = (id: string, children: MenuNode[], type = 'group'): MenuNode => ({
  id,
  title: id,
  type,
  children,
});

describe('pruneMenu: the menu a user may use', () => {
  const menu = [
    group('dashboard', [item('home', '/dashboard/default'), item('analytics', '/dashboard/analytics')]),
    group('clinics', [item('centers', '/dashboard/Centers')]),
    group('appointments', [group('more', [item('board', '/dashboard/OnlineAppointments')], 'collapse')]),
    { id: 'odd', title: 'odd', type: 'divider' },
  ];

  it('drops the items refused and every group left empty, keeping order and unknown entries', () => {
    const allowed = new Set(['/dashboard/default', '/dashboard/OnlineAppointments']);
    const pruned = pruneMenu(menu, (url) => allowed.has(url));
    expect(pruned.map((n) => n.id)).toEqual(['dashboard', 'appointments', 'odd']);
    expect(pruned[0]?.children?.map((n) => n.id)).toEqual(['home']);
    expect(pruned[1]?.children?.[0]?.children?.map((n) => n.id)).toEqual(['board']);
  });

  it('keeps nothing openable when nothing is allowed', () => {
    expect(pruneMenu(menu, () => false).map((n) => n.id)).toEqual(['odd']);
  });

  it('never keeps an item it refuses, and keeps every item it allows (property)', () => {
    fc.assert(
      fc.property(menuTree, fc.array(menuUrl, { maxLength: 6 }), (tree, urls) => {
        const allowed = new Set(urls);
        const kept = drawn(pruneMenu(tree, (url) => allowed.has(url)));
        const keptItems = kept.filter((n) => n.type === 'item' && n.url);
        expect(keptItems.every((n) => allowed.has(n.url ?? ''))).toBe(true);
        // No known group or collapse is left without children.
        expect(
          kept.every((n) => !isMenuItemType(n.type) || n.type === 'item' || (n.children?.length ?? 0) > 0),
        ).toBe(true);
      }),
    );
  });
});

describe('firstMenuUrl: where a user lands', () => {
  it('is the first enabled item in menu order', () => {
    const menu = [
      group('a', [item('x', '/x', true)]),
      { ...group('b', [item('y', '/y')]), disabled: true },
      group('c', [group('d', [item('z', '/z')], 'collapse'), item('w', '/w')]),
    ];
    expect(firstMenuUrl(menu)).toBe('/z');
  });

  it('is undefined for a menu with nothing to open', () => {
    expect(firstMenuUrl([group('a', [])])).toBeUndefined();
  });
});
