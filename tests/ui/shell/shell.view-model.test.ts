import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDashboardMenu } from '../../../src/ui/routes/dashboard-menu';
import { DASHBOARD_ROUTES, dashboardUrl } from '../../../src/ui/routes/dashboard-routes';
import { ShellViewModel } from '../../../src/ui/features/shell/shell.view-model';

const menu = buildDashboardMenu();
const menuPaths = DASHBOARD_ROUTES.filter((route) => route.inMenu).map(dashboardUrl);

describe('the shell', () => {
  it('opens the menu on a wide screen and keeps it closed on a small one at start', () => {
    expect(new ShellViewModel(menu, true).persistentOpen).toBe(true);
    expect(new ShellViewModel(menu, false).overlayOpen).toBe(false);
  });

  it('closes the temporary drawer on every navigation of a small screen, never the persistent menu', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...menuPaths), (wide, path) => {
        const vm = new ShellViewModel(menu, wide);
        if (!wide) vm.toggleDrawer();
        vm.navigated(path);
        expect(vm.menuState.drawerOpen).toBe(wide);
      }),
    );
  });

  it('asks for the temporary drawer only once a small screen has opened it, and keeps it after', () => {
    const small = new ShellViewModel(menu, false);
    expect(small.overlayUsed).toBe(false);
    small.toggleDrawer();
    expect(small.overlayUsed).toBe(true);
    small.closeDrawer();
    expect(small.overlayUsed).toBe(true);
    const wide = new ShellViewModel(menu, true);
    wide.toggleDrawer();
    wide.toggleDrawer();
    expect(wide.overlayUsed).toBe(false);
  });

  it('selects the menu item of the path it is on', () => {
    const vm = new ShellViewModel(menu, true);
    vm.navigated('/dashboard/Doctors/profile/3');
    expect(vm.menuState.selectedItem).toBe('doctors');
  });
});

describe('the selected side-menu item', () => {
  const menu = buildDashboardMenu();

  it('is the menu item of the path being drawn', () => {
    const vm = new ShellViewModel(menu, true);
    expect(vm.selectedItemAt('/dashboard/default')).toBe('dashboard');
    expect(vm.selectedItemAt('/dashboard/pharmacy')).toBe('pharmacy');
    expect(vm.selectedItemAt('/dashboard/Centers')).toBe('centers');
  });

  it('stays on the last selected item for a path outside the menu', () => {
    const vm = new ShellViewModel(menu, true);
    vm.navigated('/dashboard/pharmacy');
    expect(vm.selectedItemAt('/dashboard/no-such-screen')).toBe('pharmacy');
  });
});
