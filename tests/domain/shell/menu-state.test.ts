import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SELECTED_ITEM,
  initialMenuState,
  menuReducer,
  type MenuAction,
} from '../../../src/domain/shell/menu-state';

const action: fc.Arbitrary<MenuAction> = fc.oneof(
  fc.record({
    type: fc.constant('selectItem' as const),
    id: fc.constantFrom('dashboard', 'doctors', 'news'),
  }),
  fc.constant({ type: 'toggleDrawer' as const }),
  fc.record({ type: fc.constant('setDrawerOpen' as const), open: fc.boolean() }),
);

describe('side menu state', () => {
  it.each([
    [true, { selectedItem: 'dashboard', drawerOpen: true }],
    [false, { selectedItem: 'dashboard', drawerOpen: false }],
  ])('starts on a wide screen=%s as %j', (wide, state) => {
    expect(initialMenuState(wide)).toEqual(state);
    expect(DEFAULT_SELECTED_ITEM).toBe('dashboard');
  });

  it('selects the item last selected, whatever the drawer did', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(action), (wide, actions) => {
        const final = actions.reduce(menuReducer, initialMenuState(wide));
        const selects = actions.filter((a) => a.type === 'selectItem');
        expect(final.selectedItem).toBe(selects.at(-1)?.id ?? 'dashboard');
      }),
    );
  });

  it('opens the drawer as the last set says, flipped once per toggle after it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(action), (wide, actions) => {
        let open = wide;
        for (const a of actions) {
          if (a.type === 'setDrawerOpen') open = a.open;
          if (a.type === 'toggleDrawer') open = !open;
        }
        expect(actions.reduce(menuReducer, initialMenuState(wide)).drawerOpen).toBe(open);
      }),
    );
  });

  it('returns the same state object when an action changes nothing', () => {
    const state = initialMenuState(true);
    expect(menuReducer(state, { type: 'selectItem', id: 'dashboard' })).toBe(state);
    expect(menuReducer(state, { type: 'setDrawerOpen', open: true })).toBe(state);
  });
});
