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
import { LIST_VIEW_MODELS, STAFF_VIEW_MODELS, ViewModels } from '../app/view-models';
import { APP_ROUTES, DASHBOARD_ROUTES, type DashboardRoute } from './dashboard-routes';
import { DEMO_ROUTES, type DemoRoute } from './demo-routes';
import { LoginOnly, RequireAuth, RequireSignedIn } from './guards';
import { DEFAULT_HOME } from './return-path';

/** The shell: one chunk, with the view-models it draws itself. */
const staffScreens = () => import('../app/staff-screens');
/** The lists and the audit (the table's plain rows): one chunk, fetched with the first of them. */
const listScreens = () => import('../app/list-screens');

/**
 * The deferred part of Blueprint's stylesheet (tables, tags, popovers, dialogs, tabs...), for the
 * screens that draw from it. Asked for before the screen's chunk, so its rules come first in the
 * page and a screen's own stylesheet still overrides them. A screen whose chunk imports the parts
 * it draws itself (`OwnScreen.ownStyles`) does without it.
 */
const blueprintRest = () => import('blueprint-css/rest.css');

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
function tableRoute(path: string, route: DashboardRoute, container: Promise<Resolver>): RouteObject {
  const viewModels = route.id === 'audit' ? [ViewModels.Audit] : LIST_VIEW_MODELS;
  return {
    path,
    handle: route,
    lazy: async () => {
      // The factories are resolved beside the chunk: the code they load themselves comes in parallel.
      const factories = container.then((resolver) =>
        Promise.all(viewModels.map((token) => resolver.getAsync(token))),
      );
      const styles = blueprintRest();
      const [{ AuditScreen, ResourceListScreen }] = await Promise.all([listScreens(), factories, styles]);
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

/** What an own screen is drawn with: its route, and the path's parameters (a doctor's `id`, …). */
interface OwnScreenProps {
  readonly route: DashboardRoute;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * A route whose screen is its own (not the table's list): its chunk, and the view-model tokens
 * whose factories come from that chunk, resolved before it draws, so code and factory arrive
 * together.
 */
interface OwnScreen {
  readonly load: () => Promise<ComponentType<OwnScreenProps>>;
  readonly viewModels: readonly Token<unknown>[];
  /**
   * The screen's chunk imports the parts of Blueprint's deferred stylesheet it draws
   * (`blueprint-css/rest-<component>.css`): its route does not load the whole deferred part.
   */
  readonly ownStyles?: true;
}

const FEEDBACK_SCREEN: OwnScreen = {
  load: async () => {
    const screens = await import('../features/feedback/feedback-screens');
    return function FeedbackRoute({ route, params }: OwnScreenProps) {
      if (route.id === 'feedbacks') return <screens.FeedbackAveragesScreen routeId={route.id} />;
      if (route.id === 'feedbackQuestions') return <screens.FeedbackQuestionsScreen routeId={route.id} />;
      const by = route.id === 'doctorFeedbacks' ? 'doctor' : 'department';
      return <screens.FeedbackDrillScreen routeId={route.id} by={by} id={params.id ?? ''} />;
    };
  },
  // The questions screen writes its questions in the record drawer.
  viewModels: [ViewModels.Feedback, ViewModels.RecordEditor],
};

const INSIGHTS_SCREEN: OwnScreen = {
  load: async () => {
    const { InsightsScreen } = await import('../features/insights/insights-screen');
    return ({ route }: OwnScreenProps) => <InsightsScreen routeId={route.id} />;
  },
  viewModels: [ViewModels.Insights],
};

const CHAT_DEPARTMENTS_SCREEN: OwnScreen = {
  load: async () => {
    const { ChatDepartmentsScreen } = await import('../features/chat-admin/chat-departments-screen');
    return ({ route }: OwnScreenProps) => (
      <ChatDepartmentsScreen routeId={route.id === 'chatRecipients' ? 'chatRecipients' : 'chatDepartments'} />
    );
  },
  viewModels: [ViewModels.ChatDepartments],
};

/**
 * The job forms' list, the builder of a new form (`/create`) and of a saved one (`/{id}`): one
 * chunk. A new id makes a new screen, with a fresh draft.
 */
const JOB_FORMS_SCREEN: OwnScreen = {
  load: async () => {
    const screens = await import('../features/job-forms/job-forms-screens');
    return function JobFormsRoute({ route, params }: OwnScreenProps) {
      if (route.id === 'jobApplicationForGenerator') return <screens.JobFormsListScreen route={route} />;
      const id = route.id === 'jobApplicationForGeneratorCreate' ? null : (params.id ?? '');
      return <screens.JobFormBuilderScreen id={id} routeId={route.id} />;
    };
  },
  // The forms' list is a list panel, with its record drawer.
  viewModels: [ViewModels.JobFormBuilder, ...LIST_VIEW_MODELS],
};

const APPOINTMENT_SETTINGS_SCREEN: OwnScreen = {
  load: async () => {
    const Screen = (await import('../features/appointment-settings/appointment-settings-screen.view'))
      .default;
    return ({ route }: OwnScreenProps) => (
      <Screen kind={route.id === 'appointmentSettingPerUser' ? 'user' : 'doctor'} />
    );
  },
  viewModels: [ViewModels.AppointmentSettings],
};

/** The tree views (`…/tree-view/…`): one chunk for the three. */
const TREE_SCREEN: OwnScreen = {
  load: async () => {
    const { ContentTreeScreen } = await import('../features/content-tree/content-tree-screen');
    return ({ route, params }: OwnScreenProps) => <ContentTreeScreen routeId={route.id} params={params} />;
  },
  viewModels: [ViewModels.ContentTree],
};

/**
 * The dashboard's screens of their own, by route id; every other route of the table is drawn by
 * the list screen. One entry is all a new screen adds here.
 */
const OWN_SCREENS: ReadonlyMap<string, OwnScreen> = new Map(
  Object.entries({
    // The reception's appointments board: the day's list; its calendar and paged grid tabs bring
    // their own code and view-models when first shown.
    onlineAppointments: {
      load: async () => (await import('../features/appointment-board/appointment-board-screen.view')).default,
      viewModels: [ViewModels.AppointmentBoard],
      ownStyles: true,
    },
    // The home, with its chart library and its stylesheet's parts in its chunk: the page every
    // sign-in opens loads only the Blueprint rules it draws.
    dashboard: {
      load: async () => (await import('../features/home/home-screen')).HomeScreen,
      viewModels: [ViewModels.Home],
      ownStyles: true,
    },
    complaints: {
      load: async () => (await import('../features/complaints/complaint-workflow-screen.view')).default,
      viewModels: [ViewModels.ComplaintWorkflow],
    },
    // The pharmacy's order desk.
    orders: {
      load: async () => (await import('../features/orders/order-desk-screen.view')).default,
      viewModels: [ViewModels.OrderDesk],
    },
    // The centers' figures over a period.
    analytics: INSIGHTS_SCREEN,
    centerStatistic: INSIGHTS_SCREEN,
    // A doctor's profile: a new id makes a new screen, with a fresh view-model.
    doctorProfile: {
      load: async () => {
        const { DoctorProfileScreen } = await import('../features/insights/doctor-profile-screen');
        return ({ params }: OwnScreenProps) => <DoctorProfileScreen id={params.id ?? ''} />;
      },
      viewModels: [ViewModels.DoctorProfile],
    },
    // The feedback averages, their two drill-downs and the grouped questions (the all-feedbacks
    // list stays a list).
    feedbacks: FEEDBACK_SCREEN,
    feedbackQuestions: FEEDBACK_SCREEN,
    doctorFeedbacks: FEEDBACK_SCREEN,
    departmentFeedbacks: FEEDBACK_SCREEN,
    // The chat departments beside the staff who answer the chosen one.
    chatDepartments: CHAT_DEPARTMENTS_SCREEN,
    chatRecipients: CHAT_DEPARTMENTS_SCREEN,
    // The OTP log.
    codeGeneration: {
      load: async () => (await import('../features/otp/otp-log-screen')).OtpLogScreen,
      viewModels: [ViewModels.OtpLog],
    },
    // The slider's destination groups and their images' order, with its drag library.
    slider: {
      load: async () => (await import('../features/slider/slider-board-screen')).SliderBoardScreen,
      viewModels: [ViewModels.SliderBoard, ViewModels.RecordEditor],
    },
    // The news-feed generation rules: what each rule selects, the changes listed before a save.
    posts: {
      load: async () => (await import('../features/news-feed-rules/news-feed-rules-screen.view')).default,
      viewModels: [ViewModels.NewsFeedRules],
    },
    // Bulk messages: the patient filter, one message to all it finds, and the report per recipient.
    bulkReport: {
      load: async () => (await import('../features/bulk/bulk-messages-screen')).BulkMessagesScreen,
      viewModels: [ViewModels.BulkMessages],
    },
    // The job form builder, and the forms' list with the way to a new one.
    jobApplicationForGenerator: JOB_FORMS_SCREEN,
    jobApplicationForGeneratorCreate: JOB_FORMS_SCREEN,
    jobApplicationForGeneratorEdit: JOB_FORMS_SCREEN,
    // The two appointment settings screens, each editing its own settings.
    doctorsAppointmentSetting: APPOINTMENT_SETTINGS_SCREEN,
    appointmentSettingPerUser: APPOINTMENT_SETTINGS_SCREEN,
    // Staff accounts (and the account requests made at /register, decided there) and roles.
    users: {
      load: async () => (await import('../features/access/staff-users-screen.view')).default,
      viewModels: [ViewModels.StaffUsers, ViewModels.AccountRequests],
    },
    userRoles: {
      load: async () => (await import('../features/access/roles-screen.view')).default,
      viewModels: [ViewModels.Roles],
    },
    // The three tree views: the owner's id (and the gallery's photo id) and its name from the path.
    centerInstructionsTree: TREE_SCREEN,
    centerGalleryTree: TREE_SCREEN,
    instructionsTree: TREE_SCREEN,
    // One role's permissions by menu section, and the chat departments it answers.
    permission: {
      load: async () => (await import('../features/permission-grid/permission-grid-screen.view')).default,
      viewModels: [ViewModels.PermissionGrid],
    },
  }),
);

/**
 * An own screen's route: its chunk and its view-models' factories, then the screen inside its own
 * error boundary. New path parameters make a new screen, with fresh view-models and boundary.
 */
function ownScreenRoute(
  path: string,
  route: DashboardRoute,
  own: OwnScreen,
  container: Promise<Resolver>,
): RouteObject {
  return {
    path,
    handle: route,
    lazy: async () => {
      const styles = own.ownStyles ? null : blueprintRest();
      const [Screen, resolver] = await Promise.all([own.load(), container, styles]);
      await Promise.all(own.viewModels.map((token) => resolver.getAsync(token)));
      function OwnScreenRoute() {
        const params = Object.fromEntries(
          Object.entries(useParams()).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return (
          <RouteBoundary key={JSON.stringify(params)}>
            <Screen route={route} params={params} />
          </RouteBoundary>
        );
      }
      return { Component: OwnScreenRoute };
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
    (loaded ??= Promise.all([blueprintRest(), import('../features/chat/chat-screen'), container]).then(
      async ([, { ChatScreen }, resolver]) => {
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
const APP_OWN_SCREENS: ReadonlyMap<string, OwnScreen> = new Map(
  Object.entries({
    appUsers: {
      load: async () => (await import('../features/chat-admin/app-users-screen')).AppUsersScreen,
      viewModels: [ViewModels.AppUsers],
    },
    chatList: {
      load: async () => (await import('../features/chat-admin/chat-list-screen')).ChatListScreen,
      viewModels: [ViewModels.ChatList],
    },
  }),
);

const notFound = async () => ({
  Component: bounded((await import('../features/not-found/not-found.view')).default),
});

/**
 * The template's demo pages, each in a chunk of its own (the shop's three pages share one); the
 * user cards, mail, contact, customer and calendar pages share one more, found by route id.
 */
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
      const page =
        DEMO_PAGES[route.id] ??
        (async () => (await import('../features/demo/more-pages')).MORE_DEMO_PAGES[route.id]);
      const styles = blueprintRest();
      const [Page] = await Promise.all([page(), resolver.getAsync(ViewModels.Demo), styles]);
      return Page === undefined ? notFound() : { Component: bounded(Page) };
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
                  const own = OWN_SCREENS.get(route.id);
                  return own === undefined
                    ? tableRoute(`dashboard/${route.path}`, route, container)
                    : ownScreenRoute(`dashboard/${route.path}`, route, own, container);
                }),
                ...APP_ROUTES.map((route) => {
                  const own = APP_OWN_SCREENS.get(route.id);
                  if (own !== undefined) return ownScreenRoute(`app/${route.path}`, route, own, container);
                  return CHAT_SCREEN_ROUTES.has(route.id)
                    ? chatRoute(route, chatScreenOf)
                    : tableRoute(`app/${route.path}`, route, container);
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
