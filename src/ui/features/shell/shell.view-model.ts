import { makeAutoObservable } from 'mobx';
import { breadcrumbs, type Crumb } from '../../../domain/shell/breadcrumbs';
import { findMenuTrail } from '../../../domain/shell/find-menu-trail';
import type { MenuNode } from '../../../domain/shell/menu-node';
import {
  initialMenuState,
  menuReducer,
  type MenuAction,
  type MenuState,
} from '../../../domain/shell/menu-state';
import { resolveMenu, type MenuEntry } from '../../../domain/shell/resolve-menu';

/**
 * The shell's own state: the side menu's selected item and drawer flag, whether the screen is wide
 * (persistent menu) or small (temporary drawer), and the breadcrumbs of the current path.
 */
export class ShellViewModel {
  menuState: MenuState;
  wide: boolean;
  path = '/';
  /** The temporary drawer has been opened at least once (its code is then loaded and kept). */
  overlayUsed = false;
  readonly entries: readonly MenuEntry[];

  constructor(
    private readonly menu: readonly MenuNode[],
    wide: boolean,
  ) {
    this.wide = wide;
    this.menuState = initialMenuState(wide);
    this.entries = resolveMenu(menu);
    makeAutoObservable<this, 'menu'>(this, { menu: false, entries: false }, { autoBind: true });
  }

  /** The side-menu item `path` selects, else the last one selected. */
  selectedItemAt(path: string): string {
    return findMenuTrail(this.menu, path)?.item.id ?? this.menuState.selectedItem;
  }

  get crumbs(): Crumb[] {
    return breadcrumbs(findMenuTrail(this.menu, this.path));
  }

  /** The drawer as a temporary overlay: on small screens only, when open. */
  get overlayOpen(): boolean {
    return !this.wide && this.menuState.drawerOpen;
  }

  /** The persistent side menu: on wide screens, when open. */
  get persistentOpen(): boolean {
    return this.wide && this.menuState.drawerOpen;
  }

  toggleDrawer(): void {
    this.dispatch({ type: 'toggleDrawer' });
    if (this.overlayOpen) this.overlayUsed = true;
  }

  closeDrawer(): void {
    this.dispatch({ type: 'setDrawerOpen', open: false });
  }

  /** A new path selects its menu item; on a small screen the temporary drawer closes. */
  navigated(path: string): void {
    this.path = path;
    const trail = findMenuTrail(this.menu, path);
    if (trail !== undefined) this.dispatch({ type: 'selectItem', id: trail.item.id });
    if (!this.wide) this.closeDrawer();
  }

  /** Crossing the wide-screen threshold opens the persistent menu or closes the overlay. */
  setWide(wide: boolean): void {
    if (wide === this.wide) return;
    this.wide = wide;
    this.dispatch({ type: 'setDrawerOpen', open: wide });
  }

  private dispatch(action: MenuAction): void {
    this.menuState = menuReducer(this.menuState, action);
  }
}
