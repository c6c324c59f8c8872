import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/domain/shell/menu-node';
import { MENU_ITEMS_ERROR, resolveMenu, type MenuEntry } from '../../../src/domain/shell/resolve-menu';
import { menuTree } from './menu-arbitrary';

const walk = (
  nodes: readonly MenuNode[],
  entries: readonly MenuEntry[],
  visit: (n: MenuNode, e: MenuEntry) => void,
) =>
  nodes.forEach((node, i) => {
    const entry = entries[i] as MenuEntry;
    visit(node, entry);
    if (entry.kind === 'group' || entry.kind === 'collapse') walk(node.children ?? [], entry.children, visit);
  });

describe('side menu entries', () => {
  it('reads exactly "Menu Items Error"', () => {
    expect(MENU_ITEMS_ERROR).toBe('Menu Items Error');
  });

  it.each([
    ['group', 'group'],
    ['collapse', 'collapse'],
    ['item', 'item'],
    ['Item', 'error'],
    ['', 'error'],
    ['divider', 'error'],
  ])('draws a node of type "%s" as %s', (type, kind) => {
    const [entry] = resolveMenu([{ id: 'x', title: 'menu.x', type, url: '/x' }]);
    expect(entry?.kind).toBe(kind);
  });

  it('shows every entry of unknown type as "Menu Items Error" and every known one as itself', () => {
    fc.assert(
      fc.property(menuTree, (menu) => {
        walk(menu, resolveMenu(menu), (node, entry) => {
          if (['group', 'collapse', 'item'].includes(node.type)) {
            expect(entry).toMatchObject({ kind: node.type, id: node.id, title: node.title });
          } else {
            expect(entry).toEqual({ kind: 'error', id: node.id, text: 'Menu Items Error' });
          }
        });
      }),
    );
  });

  it('keeps one entry per node at every level, in order', () => {
    fc.assert(
      fc.property(menuTree, (menu) => {
        const entries = resolveMenu(menu);
        expect(entries.map((e) => e.id)).toEqual(menu.map((n) => n.id));
        walk(menu, entries, (node, entry) => {
          if (entry.kind === 'group' || entry.kind === 'collapse') {
            expect(entry.children.map((e) => e.id)).toEqual((node.children ?? []).map((n) => n.id));
          }
        });
      }),
    );
  });

  it('disables every entry under a disabled entry', () => {
    fc.assert(
      fc.property(menuTree, (menu) => {
        const check = (entries: readonly MenuEntry[], parentDisabled: boolean) => {
          for (const entry of entries) {
            if (entry.kind === 'error') continue;
            if (parentDisabled) expect(entry.disabled).toBe(true);
            if (entry.kind !== 'item') check(entry.children, entry.disabled);
          }
        };
        check(resolveMenu(menu), false);
      }),
    );
  });
});
