import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useParams,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import type { Resolver, Token } from '../../application/shared/token';
import { useApp } from '../app/app-context';
import { RouteBoundary } from '../app/route-boundary';
import { ScrollToTop } from '../app/scroll-to-top';
import { STAFF_VIEW_MODELS, ViewModels } from '../app/view-models';
import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from './dashboard-routes';
import { DEMO_ROUTES, type DemoRoute } from './demo-routes';
import { LoginOnly, RequireAuth, RequireSignedIn } from './guards';
import { DEFAULT_HOME } from './return-path';

/** The shell and the screens it draws: one chunk, since a logged-in page needs the shell and one of them. */
const staffScreens = () => import('../app/staff-screens');

/** A screen drawn inside its own error boundary: a bug in it leaves the rest of the page usable. */
const bounded = (Screen: ComponentType) =>
  function BoundedScreen() {
    return (
      <RouteBoundary>
        <Screen />
      </RouteBoundary>
    );
  };

/** What the router caught (a screen's code that did not arrive): the same panel as a crashed screen. */
function RouteFailure(): never {
  throw useRouteError();
}

const failure = (
  <RouteBoundary>
    <RouteFailure />
  </RouteBoundary>
);

/**
 * A route of the table: its screen with the route and the path parameters. New parameters make a
 * new screen, with fresh view-models and a fresh boundary.
 */
function tableRoute(path: string, route: DashboardRoute): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const { AuditScreen, ResourceListScreen } = await staffScreens();
      function TableScreen() {
        const params = Object.fromEntries(
          Object.entries(useParams()).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return (
          <RouteBoundary key={JSON.stringify(params)}>
            {/* The audit is paged by the server (offset and end), not a plain list. */}
            {route.id === 'audit' ? <AuditScreen /> : <ResourceListScreen route={route} params={params} />}
          </RouteBoundary>
        );
      }
      return { Component: TableScreen };
    },
  };
}

/**
 * The reception's appointments board (`/dashboard/OnlineAppointments`): a screen of its own, in
 * its own chunk, with its view-model factory resolved from that chunk before it draws.
 */
function appointmentBoardRoute(
  path: string,
  route: DashboardRoute,
  container: Promise<Resolver>,
): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screen, resolver] = await Promise.all([
        import('../features/appointment-board/appointment-board-screen.view'),
        container,
      ]);
      await Promise.all([
        resolver.getAsync(ViewModels.AppointmentBoard),
        resolver.getAsync(ViewModels.AppointmentGrid),
        resolver.getAsync(ViewModels.AppointmentCalendar),
      ]);
      return { Component: bounded(screen.default) };
    },
  };
}

/**
 * `/dashboard/complaints`: the complaints' workflow, a screen of its own in its own chunk, with
 * its view-model's factory resolved from that chunk before it draws.
 */
function complaintsRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screen, resolver] = await Promise.all([
        import('../features/complaints/complaint-workflow-screen.view'),
        container,
      ]);
      await resolver.getAsync(ViewModels.ComplaintWorkflow);
      return { Component: bounded(screen.default) };
    },
  };
}

/** `/dashboard/orders`: the pharmacy's order desk, likewise a screen of its own in its own chunk. */
function ordersRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screen, resolver] = await Promise.all([
        import('../features/orders/order-desk-screen.view'),
        container,
      ]);
      await resolver.getAsync(ViewModels.OrderDesk);
      return { Component: bounded(screen.default) };
    },
  };
}

/**
 * The home (`/dashboard/default`): a screen of its own, in its own chunk with its chart library,
 * its view-model factory resolved from that chunk before it draws.
 */
function homeRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ HomeScreen }, resolver] = await Promise.all([
        import('../features/home/home-screen'),
        container,
      ]);
      await resolver.getAsync(ViewModels.Home);
      return { Component: bounded(HomeScreen) };
    },
  };
}

/** The routes the centers' statistics screen draws. */
const INSIGHTS_ROUTES: ReadonlySet<string> = new Set(['analytics', 'centerStatistic']);

/**
 * `/dashboard/analytics` and `/dashboard/CenterStatistic`: the centers' figures over a period, a
 * screen of its own in its own chunk with its chart library, its view-model factory resolved first.
 */
function insightsRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ InsightsScreen }, resolver] = await Promise.all([
        import('../features/insights/insights-screen'),
        container,
      ]);
      await resolver.getAsync(ViewModels.Insights);
      return { Component: bounded(() => <InsightsScreen routeId={route.id} />) };
    },
  };
}

/**
 * `/dashboard/Doctors/profile/{id}`: a doctor's profile, a screen of its own in its own chunk. A
 * new id makes a new screen, with a fresh view-model.
 */
function doctorProfileRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ DoctorProfileScreen }, resolver] = await Promise.all([
        import('../features/insights/doctor-profile-screen'),
        container,
      ]);
      await resolver.getAsync(ViewModels.DoctorProfile);
      function ProfileRoute() {
        const id = useParams().id ?? '';
        return (
          <RouteBoundary key={id}>
            <DoctorProfileScreen id={id} />
          </RouteBoundary>
        );
      }
      return { Component: ProfileRoute };
    },
  };
}

/** The three tree views: screens of their own, one chunk. */
const TREE_ROUTES: ReadonlySet<string> = new Set([
  'centerInstructionsTree',
  'centerGalleryTree',
  'instructionsTree',
]);

/**
 * `/dashboard/center-instructions/tree-view/{centerName}/{id}`, the gallery's and the
 * instructions' tree views: one chunk, its view-model's factory resolved first. New path
 * parameters make a new screen, with a fresh view-model.
 */
function treeRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ ContentTreeScreen }, resolver] = await Promise.all([
        import('../features/content-tree/content-tree-screen'),
        container,
      ]);
      await resolver.getAsync(ViewModels.ContentTree);
      function TreeRoute() {
        const params = Object.fromEntries(
          Object.entries(useParams()).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return (
          <RouteBoundary key={JSON.stringify(params)}>
            <ContentTreeScreen routeId={route.id} params={params} />
          </RouteBoundary>
        );
      }
      return { Component: TreeRoute };
    },
  };
}

/** The feedback routes with screens of their own (the all-feedbacks list stays a list). */
const FEEDBACK_ROUTES: ReadonlySet<string> = new Set([
  'feedbackQuestions',
  'feedbacks',
  'doctorFeedbacks',
  'departmentFeedbacks',
]);

/**
 * `/dashboard/feedbacks`, its two drill-downs and `/dashboard/feedback-questions`: one chunk, its
 * view-models' factories resolved first. A drill-down's new id makes a new screen.
 */
function feedbackRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screens, resolver] = await Promise.all([
        import('../features/feedback/feedback-screens'),
        container,
      ]);
      await resolver.getAsync(ViewModels.Feedback);
      if (route.id === 'feedbacks') {
        return { Component: bounded(() => <screens.FeedbackAveragesScreen routeId={route.id} />) };
      }
      if (route.id === 'feedbackQuestions') {
        return { Component: bounded(() => <screens.FeedbackQuestionsScreen routeId={route.id} />) };
      }
      const by = route.id === 'doctorFeedbacks' ? 'doctor' : 'department';
      function DrillRoute() {
        const id = useParams().id ?? '';
        return (
          <RouteBoundary key={id}>
            <screens.FeedbackDrillScreen routeId={route.id} by={by} id={id} />
          </RouteBoundary>
        );
      }
      return { Component: DrillRoute };
    },
  };
}

/**
 * `/app/chat` and `/app/chat/{id}`: one screen, the inbox beside the open conversation, in its own
 * chunk with its view-model's factory built from it. Both routes draw the same component, so
 * opening a chat keeps the screen (and its inbox) mounted.
 */
function chatRoute(route: DashboardRoute, screen: () => Promise<ComponentType>): RouteObject {
  return { path: `app/${route.path}`, handle: route, lazy: async () => ({ Component: await screen() }) };
}

function chatScreen(container: Promise<Resolver>): () => Promise<ComponentType> {
  let loaded: Promise<ComponentType> | undefined;
  return () =>
    (loaded ??= Promise.all([import('../features/chat/chat-screen'), container]).then(
      async ([{ ChatScreen }, resolver]) => {
        await resolver.getAsync(ViewModels.Chat);
        return bounded(ChatScreen);
      },
    )).catch((error: unknown) => {
      // A chunk that did not arrive is fetched again at the next visit.
      loaded = undefined;
      throw error;
    });
}

/** `/app/appUsers` and `/app/chatList`: screens of their own, each in its own chunk. */
const CHAT_ADMIN_SCREENS: ReadonlyMap<string, (container: Promise<Resolver>) => Promise<ComponentType>> =
  new Map([
    [
      'appUsers',
      async (container: Promise<Resolver>) => {
        const [{ AppUsersScreen }, resolver] = await Promise.all([
          import('../features/chat-admin/app-users-screen'),
          container,
        ]);
        await resolver.getAsync(ViewModels.AppUsers);
        return bounded(AppUsersScreen);
      },
    ],
    [
      'chatList',
      async (container: Promise<Resolver>) => {
        const [{ ChatListScreen }, resolver] = await Promise.all([
          import('../features/chat-admin/chat-list-screen'),
          container,
        ]);
        await resolver.getAsync(ViewModels.ChatList);
        return bounded(ChatListScreen);
      },
    ],
  ]);

/**
 * `/dashboard/chat-departments` and `/dashboard/chat-recipients`: one screen in its own chunk, the
 * departments beside the staff who answer the chosen one.
 */
function chatDepartmentsRoute(
  path: string,
  route: DashboardRoute,
  container: Promise<Resolver>,
): RouteObject {
  const routeId = route.id === 'chatRecipients' ? 'chatRecipients' : 'chatDepartments';
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ ChatDepartmentsScreen }, resolver] = await Promise.all([
        import('../features/chat-admin/chat-departments-screen'),
        container,
      ]);
      await resolver.getAsync(ViewModels.ChatDepartments);
      return { Component: bounded(() => <ChatDepartmentsScreen routeId={routeId} />) };
    },
  };
}

/** `/dashboard/CodeGeneration` and `/dashboard/bulk-report`: screens of their own, each in its own chunk. */
const OTP_BULK_SCREENS: ReadonlyMap<
  string,
  () => Promise<{ Screen: ComponentType; viewModel: Token<unknown> }>
> = new Map([
  [
    'codeGeneration',
    async () => ({
      Screen: (await import('../features/otp/otp-log-screen')).OtpLogScreen,
      viewModel: ViewModels.OtpLog,
    }),
  ],
]);

function otpBulkRoute(
  path: string,
  route: DashboardRoute,
  container: Promise<Resolver>,
): RouteObject | undefined {
  const screen = OTP_BULK_SCREENS.get(route.id);
  if (screen === undefined) return undefined;
  return {
    path,
    handle: route,
    lazy: async () => {
      const [{ Screen, viewModel }, resolver] = await Promise.all([screen(), container]);
      await resolver.getAsync(viewModel);
      return { Component: bounded(Screen) };
    },
  };
}

/** The routes of the two appointment settings screens, with the settings each edits. */
const SETTINGS_ROUTES: ReadonlyMap<string, 'doctor' | 'user'> = new Map([
  ['doctorsAppointmentSetting', 'doctor'],
  ['appointmentSettingPerUser', 'user'],
]);

/**
 * `/dashboard/DoctorsAppointmentSetting` and `/dashboard/AppointmentSettingPerUser`: editable
 * settings, one screen in its own chunk with its view-model factory resolved before it draws.
 */
function appointmentSettingsRoute(
  path: string,
  route: DashboardRoute,
  kind: 'doctor' | 'user',
  container: Promise<Resolver>,
): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screen, resolver] = await Promise.all([
        import('../features/appointment-settings/appointment-settings-screen.view'),
        container,
      ]);
      await resolver.getAsync(ViewModels.AppointmentSettings);
      const Screen = screen.default;
      return { Component: bounded(() => <Screen kind={kind} />) };
    },
  };
}

/**
 * `/dashboard/users` and `/dashboard/user_roles`: staff accounts and roles, each a screen in its
 * own chunk with its view-model factory resolved before it draws.
 */
const ACCESS_SCREENS: Readonly<
  Record<string, { screen: () => Promise<{ default: ComponentType }>; viewModels: readonly Token<unknown>[] }>
> = {
  users: {
    screen: () => import('../features/access/staff-users-screen.view'),
    // The account requests made at /register are decided on the same screen.
    viewModels: [ViewModels.StaffUsers, ViewModels.AccountRequests],
  },
  userRoles: { screen: () => import('../features/access/roles-screen.view'), viewModels: [ViewModels.Roles] },
};

function accessRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  const access = ACCESS_SCREENS[route.id] as (typeof ACCESS_SCREENS)[string];
  return {
    path,
    handle: route,
    lazy: async () => {
      const [screen, resolver] = await Promise.all([access.screen(), container]);
      await Promise.all(access.viewModels.map((token) => resolver.getAsync(token)));
      return { Component: bounded(screen.default) };
    },
  };
}

const notFound = async () => ({
  Component: bounded((await import('../features/not-found/not-found.view')).default),
});

/** The template's demo pages, each in a chunk of its own (the shop's three pages share one). */
const DEMO_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  products: async () => (await import('../features/demo/shop-pages')).ProductsPage,
  product: async () => (await import('../features/demo/shop-pages')).ProductPage,
  checkout: async () => (await import('../features/demo/shop-pages')).CheckoutPage,
  socialProfile: async () => (await import('../features/demo/social-profile-page.view')).default,
  kanban: async () => (await import('../features/demo/kanban-page.view')).default,
  chat: async () => (await import('../features/demo/chat-page.view')).default,
};

/**
 * A page of the demo group: not found when the runtime config turns the group off, else its
 * chunk and the demo's view-models (with the in-memory mock service) before it draws.
 */
function demoRoute(route: DemoRoute, container: Promise<Resolver>): RouteObject {
  return {
    path: route.path,
    handle: route,
    lazy: async () => {
      const resolver = await container;
      if (!resolver.get(ViewModels.DemoEnabled)) return notFound();
      const page = DEMO_PAGES[route.id];
      if (page === undefined) return notFound();
      const [Page] = await Promise.all([page(), resolver.getAsync(ViewModels.Demo)]);
      return { Component: bounded(Page) };
    },
  };
}

/** `/`: the landing screen, or the dashboard for a logged-in user. */
const home = async () => {
  const Landing = bounded((await import('../features/landing/landing.view')).default);
  return {
    Component: observer(function Home() {
      return useApp().isLoggedIn ? <Navigate to={DEFAULT_HOME} replace /> : <Landing />;
    }),
  };
};

const login = async () => {
  const Login = bounded((await import('../features/login/login.view')).default);
  return {
    Component: function LoginRoute() {
      return (
        <LoginOnly>
          <Login />
        </LoginOnly>
      );
    },
  };
};

/**
 * The account pages (`/register`, `/forgot/*`, `/change-password`, `/pages/*`): one chunk of their
 * own, never part of the login's first load, with their view-models built from it first.
 */
function accountRoute(
  container: Promise<Resolver>,
  screen: 'RegisterPage' | 'ForgotPage' | 'ChangePasswordPage' | 'TemplatePage',
  guard: 'loginOnly' | 'signedIn' | 'none',
) {
  return async () => {
    const [pages, resolver, missing] = await Promise.all([
      import('../features/account/account-pages'),
      container,
      import('../features/not-found/not-found.view'),
    ]);
    await resolver.getAsync(ViewModels.AccountFlows);
    const Screen = pages[screen] as ComponentType<{ notFound: ComponentType }>;
    const Bounded = bounded(() => <Screen notFound={missing.default} />);
    return {
      Component: function AccountRoute() {
        if (guard === 'loginOnly') {
          return (
            <LoginOnly>
              <Bounded />
            </LoginOnly>
          );
        }
        if (guard === 'signedIn') {
          return (
            <RequireSignedIn>
              <Bounded />
            </RequireSignedIn>
          );
        }
        return <Bounded />;
      },
    };
  };
}

/** The shell's route: its chunk, and the view-model factories of its screens, built from that chunk. */
const shell = (container: Promise<Resolver>) => async () => {
  // The factories are resolved beside the chunk: the code they load themselves comes in parallel.
  const factories = container.then((resolver) =>
    Promise.all(STAFF_VIEW_MODELS.map((token) => resolver.getAsync(token))),
  );
  const [{ ShellLayout }] = await Promise.all([staffScreens(), factories]);
  return {
    Component: function GuardedShell() {
      return (
        <RequireAuth>
          <ShellLayout />
        </RequireAuth>
      );
    },
  };
};

/** The patient login belongs to the patient site: a full page load there. */
function PatientLogin() {
  useEffect(() => window.location.replace('/site/patient-login'), []);
  return null;
}

/** The routes the chat screen draws (`chatRoutes`), not the table's list screen. */
const CHAT_SCREEN_ROUTES: ReadonlySet<string> = new Set(['chat', 'chatWith']);

/**
 * The dashboard's routes, from the one route table (`dashboard-routes.ts`) that also builds the
 * side menu, the breadcrumbs and the command palette. Each screen's code is its route's `lazy`:
 * the router fetches it with the navigation, and on a cold load as soon as it is created.
 */
export interface DashboardRouterOptions {
  /**
   * The container the entry point is building: a route whose screen has its own view-model
   * factory resolves it here, so the screen's code and its factory arrive together.
   */
  readonly container: Promise<Resolver>;
  /** Called once the first screen is drawn (the entry's preloader goes). */
  readonly onFirstScreen?: () => void;
}

export function dashboardRoutes({
  container,
  onFirstScreen = () => undefined,
}: DashboardRouterOptions): RouteObject[] {
  const chatScreenOf = chatScreen(container);
  function Root() {
    // The first time the page is drawn with its screens: the entry's preloader may go.
    useEffect(onFirstScreen, []);
    return (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    );
  }
  return [
    {
      path: '/',
      Component: Root,
      // The preloader of `index.html` covers the page while the first screens' code arrives.
      HydrateFallback: () => null,
      errorElement: failure,
      children: [
        { index: true, lazy: home },
        { path: 'login', lazy: login },
        // Staff ask for an account (an administrator decides) and reset a forgotten password by a code.
        { path: 'register', lazy: accountRoute(container, 'RegisterPage', 'loginOnly') },
        { path: 'forgot/:step?', lazy: accountRoute(container, 'ForgotPage', 'loginOnly') },
        { path: 'change-password', lazy: accountRoute(container, 'ChangePasswordPage', 'signedIn') },
        { path: 'pages/:page/:variant?', lazy: accountRoute(container, 'TemplatePage', 'none') },
        { path: 'patient-login', Component: PatientLogin },
        {
          lazy: shell(container),
          children: [
            {
              errorElement: failure,
              children: [
                { path: 'dashboard', element: <Navigate to={DEFAULT_HOME} replace /> },
                ...DASHBOARD_ROUTES.map((route) => {
                  if (route.id === 'chatDepartments' || route.id === 'chatRecipients') {
                    return chatDepartmentsRoute(`dashboard/${route.path}`, route, container);
                  }
                  const otpBulk = otpBulkRoute(`dashboard/${route.path}`, route, container);
                  if (otpBulk !== undefined) return otpBulk;
                  const settings = SETTINGS_ROUTES.get(route.id);
                  if (route.id in ACCESS_SCREENS)
                    return accessRoute(`dashboard/${route.path}`, route, container);
                  if (settings !== undefined) {
                    return appointmentSettingsRoute(`dashboard/${route.path}`, route, settings, container);
                  }
                  if (INSIGHTS_ROUTES.has(route.id)) {
                    return insightsRoute(`dashboard/${route.path}`, route, container);
                  }
                  if (FEEDBACK_ROUTES.has(route.id)) {
                    return feedbackRoute(`dashboard/${route.path}`, route, container);
                  }
                  if (TREE_ROUTES.has(route.id))
                    return treeRoute(`dashboard/${route.path}`, route, container);
                  if (route.id === 'doctorProfile') {
                    return doctorProfileRoute(`dashboard/${route.path}`, route, container);
                  }
                  if (route.id === 'orders') return ordersRoute(`dashboard/${route.path}`, route, container);
                  return route.id === 'onlineAppointments'
                    ? appointmentBoardRoute(`dashboard/${route.path}`, route, container)
                    : route.id === 'dashboard'
                      ? homeRoute(`dashboard/${route.path}`, route, container)
                      : route.id === 'complaints'
                        ? complaintsRoute(`dashboard/${route.path}`, route, container)
                        : tableRoute(`dashboard/${route.path}`, route);
                }),
                ...APP_ROUTES.map((route) => {
                  const chatAdmin = CHAT_ADMIN_SCREENS.get(route.id);
                  if (chatAdmin !== undefined) return chatRoute(route, () => chatAdmin(container));
                  return CHAT_SCREEN_ROUTES.has(route.id)
                    ? chatRoute(route, chatScreenOf)
                    : tableRoute(`app/${route.path}`, route);
                }),
                ...DEMO_ROUTES.map((route) => demoRoute(route, container)),
                { path: 'dashboard/*', lazy: notFound },
                { path: 'app/*', lazy: notFound },
              ],
            },
          ],
        },
        { path: '*', lazy: notFound },
      ],
    },
  ];
}

/** The dashboard's router (react-router's data router, over the browser's history). */
export function createDashboardRouter(options: DashboardRouterOptions) {
  return createBrowserRouter(dashboardRoutes(options));
}

export type DashboardRouter = ReturnType<typeof createDashboardRouter>;
