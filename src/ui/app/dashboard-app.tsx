import { observer } from 'mobx-react-lite';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SnackbarHost } from '../features/snackbar/snackbar-host.view';
import { matchAppRoute, matchDashboardRoute, type TableMatch } from '../routes/match-table-route';
import { LoginOnly, RequireAuth } from '../routes/guards';
import { DEFAULT_HOME } from '../routes/return-path';
import { AppContext, useApp } from './app-context';
import { AppViewModel } from './app.view-model';
import { RouteBoundary } from './route-boundary';
import { SCREENS } from './screens';
import { ScreenLoading } from './screen-loading.view';
import { ScrollToTop } from './scroll-to-top';
import { ServicesContext, type DashboardServices } from './services';
import { TabIdentityEffect } from './tab-identity-effect';
import { ThemeEffect } from './theme-effect';
import './app.css';

const LoginView = lazy(SCREENS.login.lazy);
const LandingView = lazy(SCREENS.landing.lazy);
const ShellLayout = lazy(SCREENS.shell.lazy);
const ResourceListScreen = lazy(SCREENS.resourceList.lazy);
const AuditScreen = lazy(SCREENS.audit.lazy);
const NotFoundView = lazy(SCREENS.notFound.lazy);

const screen = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

/**
 * The screen of a route of the table (below `/dashboard/` or `/app/`), or the not-found screen.
 * The table is matched here, compiled once, rather than as 90 routes the router would rank again
 * on every navigation. A new route or new parameters make a new screen (and a fresh boundary).
 */
function TableScreen({ match }: { readonly match: (rest: string) => TableMatch | null }) {
  const rest = useParams()['*'] ?? '';
  const found = match(rest);
  if (found === null) return screen(<NotFoundView />);
  const { route, params } = found;
  return (
    <RouteBoundary key={`${route.id}:${JSON.stringify(params)}`}>
      {/* The audit is paged by the server (offset and end), not a plain list. */}
      {route.id === 'audit' ? <AuditScreen /> : <ResourceListScreen route={route} params={params} />}
    </RouteBoundary>
  );
}

/** `/`: the landing screen, or the dashboard for a logged-in user. */
const Home = observer(function Home() {
  const app = useApp();
  return app.isLoggedIn ? <Navigate to={DEFAULT_HOME} replace /> : screen(<LandingView />);
});

/** The patient login belongs to the patient site: a full page load there. */
function PatientLogin() {
  useEffect(() => window.location.replace('/site/patient-login'), []);
  return null;
}

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/login" element={<LoginOnly>{screen(<LoginView />)}</LoginOnly>} />
      {/* Accounts are made by administrators: the template's register and password screens lead to login. */}
      <Route path="/register" element={<Navigate to="/login" replace />} />
      <Route path="/forgot" element={<Navigate to="/login" replace />} />
      <Route path="/pages/*" element={<Navigate to="/login" replace />} />
      <Route path="/patient-login" element={<PatientLogin />} />
      <Route
        element={
          <RequireAuth>
            <ShellLayout />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<Navigate to={DEFAULT_HOME} replace />} />
        <Route path="/dashboard/*" element={<TableScreen match={matchDashboardRoute} />} />
        <Route path="/app/*" element={<TableScreen match={matchAppRoute} />} />
      </Route>
      <Route path="*" element={screen(<NotFoundView />)} />
    </Routes>
  );
}

/** Tells `onDrawn` once, when the screens around it have their code and are on the page. */
function FirstScreenDrawn({ onDrawn }: { readonly onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/** The staff dashboard: the services and shared state, the router, the routes and the snackbar. */
export function DashboardApp({
  services,
  onFirstScreen = () => undefined,
}: {
  readonly services: DashboardServices;
  /** Called once the first screen is drawn: the entry's preloader covers the page until then. */
  readonly onFirstScreen?: () => void;
}) {
  const [app] = useState(() => {
    const model = new AppViewModel(services);
    model.start();
    return model;
  });
  return (
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <AppContext.Provider value={app}>
          <ThemeEffect />
          <TabIdentityEffect />
          <BrowserRouter>
            <ScrollToTop />
            <Suspense fallback={<ScreenLoading page />}>
              <AppRoutes />
              <FirstScreenDrawn onDrawn={onFirstScreen} />
            </Suspense>
          </BrowserRouter>
          {/* Outside the routes, so every screen shows it, the login included. */}
          <SnackbarHost feed={services.notices} />
        </AppContext.Provider>
      </ServicesContext.Provider>
    </StrictMode>
  );
}
