// The parts of Blueprint's deferred stylesheet the shell draws (top bar, chat badge, breadcrumbs,
// the palette's shortcut, the menu's groups); its screens bring what they draw (dashboard-router).
import 'blueprint-css/rest-navbar.css';
import 'blueprint-css/rest-tag.css';
import 'blueprint-css/rest-breadcrumbs.css';
import 'blueprint-css/rest-breadcrumb.css';
import 'blueprint-css/rest-key-combo.css';
import 'blueprint-css/rest-key.css';
import 'blueprint-css/rest-collapse.css';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DEMO_MENU } from '../../routes/demo-routes';
import { menuFor } from '../../routes/route-access';
import { useInstance } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { ScreenLoading } from '../../app/screen-loading.view';
import { afterLoadWhenIdle } from '../../app/when-idle';
import { LiveCustomize } from '../customize/live-customize.view';
import { IdleSessionWarning } from '../idle-session/idle-session-warning.view';
import { LinkStatusBanner } from '../link-status/link-status-banner.view';
import { ShellBreadcrumbs } from './shell-breadcrumbs.view';
import { ShellViewModel } from './shell.view-model';
import { SideMenu } from './side-menu.view';
import { TopBar } from './top-bar.view';

const SideDrawer = lazy(() => import('./side-drawer.view'));

/** Wide enough for the persistent side menu. */
const WIDE_QUERY = '(min-width: 1024px)';

/** The shell of every screen behind the login: top bar, side menu, breadcrumbs, the screen. */
const ShellLayout = observer(function ShellLayout() {
  const app = useApp();
  const t = useT();
  const location = useLocation();
  // The user's own menu: the shell is drawn anew for each sign-in, so their areas are fixed here.
  // The demo group closes the menu when the runtime config keeps it on.
  const demo = useInstance(ViewModels.DemoEnabled);
  const [vm] = useState(
    () =>
      new ShellViewModel(
        demo ? [...menuFor(app.areas), DEMO_MENU] : menuFor(app.areas),
        window.matchMedia(WIDE_QUERY).matches,
      ),
  );

  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => vm.setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [vm]);

  useEffect(() => vm.navigated(location.pathname), [vm, location.pathname]);

  const tabLogo = useInstance(ViewModels.TabLogo);
  useEffect(() => void app.loadLogo(tabLogo), [app, tabLogo]);
  // The chat badge, live: the count at once, then the hubs' events. The hubs (and the SignalR
  // client's code) connect once the page has loaded; their first connect re-syncs the badge.
  const live = useInstance(ViewModels.LiveUpdates);
  useEffect(() => app.startLiveUpdates(live, afterLoadWhenIdle), [app, live]);

  return (
    <div className="shell" data-menu-open={vm.persistentOpen}>
      <TopBar vm={vm} />
      {vm.persistentOpen && (
        <aside className="shell-side" aria-label={t('shell.sideMenu')}>
          <SideMenu vm={vm} />
        </aside>
      )}
      {/* The temporary drawer's code arrives when it is first opened. */}
      {vm.overlayUsed && (
        <Suspense fallback={null}>
          <SideDrawer vm={vm} />
        </Suspense>
      )}
      <main className="shell-main">
        <ShellBreadcrumbs vm={vm} />
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <LinkStatusBanner />
      <LiveCustomize />
      <IdleSessionWarning />
    </div>
  );
});

export default ShellLayout;
