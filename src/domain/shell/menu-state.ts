/** The default selected side-menu item. */
export const DEFAULT_SELECTED_ITEM = 'dashboard';

/** The side menu's own state: which item is selected and whether the drawer is open. */
export interface MenuState {
  readonly selectedItem: string;
  readonly drawerOpen: boolean;
}

export type MenuAction =
  | { readonly type: 'selectItem'; readonly id: string }
  | { readonly type: 'toggleDrawer' }
  | { readonly type: 'setDrawerOpen'; readonly open: boolean };

/**
 * The state at start: dashboard selected; the drawer open on a wide screen, where it is persistent,
 * and closed on a small one, where it is a temporary overlay that would hide the page on load.
 */
export function initialMenuState(wideScreen: boolean): MenuState {
  return { selectedItem: DEFAULT_SELECTED_ITEM, drawerOpen: wideScreen };
}

/** Applies one action. Returns the same object when nothing changes, so observers need not re-render. */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'selectItem':
      return action.id === state.selectedItem ? state : { ...state, selectedItem: action.id };
    case 'toggleDrawer':
      return { ...state, drawerOpen: !state.drawerOpen };
    case 'setDrawerOpen':
      return action.open === state.drawerOpen ? state : { ...state, drawerOpen: action.open };
  }
}
