import type { Container } from 'inversify';
import { alias, lazySingleton, singleton } from './adapters/composition/bind';
import type { DashboardContainerOptions } from './adapters/composition/container-options';
import { createDashboardContainer } from './adapters/composition/dashboard';
import type { Rebind } from './adapters/container';
import { Tokens as T } from './adapters/tokens';
import { AppViewModel } from './ui/app/app.view-model';
import { ViewModels } from './ui/app/view-models';
import { LoginViewModel } from './ui/features/login/login.view-model';

/** Shown on the sign-in page after the idle limit signed the user out. */
const IDLE_SIGN_OUT_NOTICE = {
  key: 'idleSession.signedOut',
  text: 'You were signed out because there was no activity for a while.',
};

/** The shell behind the login, with the view-models it draws: one chunk, fetched with it. */
const staffScreens = () => import('./ui/app/staff-screens');
/** The lists and the audit, with their view-models: one chunk, fetched with the first of them. */
const listScreens = () => import('./ui/app/list-screens');

export interface CreateDashboardOptions extends DashboardContainerOptions {
  /** The deployment's own bindings (`src/deployment.ts`), applied last. */
  readonly rebind?: Rebind;
}

/**
 * The dashboard's container with its screens' view-model factories: the composition root's ports
 * and use cases, then one factory per screen (each call makes a fresh view-model from singleton
 * use cases), then the deployment's rebinding. Nothing is built until a view asks for it. A
 * screen's factory is built from the screen's own chunk (`lazySingleton`): its route resolves it
 * with `getAsync` while the chunk arrives, and the view then gets it with `useViewModel`.
 */
export function createDashboard({ rebind, ...options }: CreateDashboardOptions): Container {
  const container = createDashboardContainer(options);
  singleton(
    container,
    ViewModels.App,
    [T.StartSession, T.LogOut, T.SwitchLanguage, T.Translator, T.KeyValueStore],
    (startSession, logOut, switchLanguage, translator, storage) =>
      new AppViewModel({ startSession, logOut, switchLanguage, translator, storage }),
  );
  // The chat badge's live updates: the shell resolves them, so the sign-in page loads no chat code.
  lazySingleton(
    container,
    ViewModels.LiveUpdates,
    [T.WatchChatAlerts, T.StartChatHubs, T.RefreshUnreadCounter],
    async (watchChatAlerts, startChatHubs, refreshUnreadCounter) => ({
      watchChatAlerts,
      startChatHubs,
      refreshUnreadCounter,
    }),
  );
  singleton(
    container,
    ViewModels.Login,
    [T.LogIn, ViewModels.App],
    (logIn, app) => () => new LoginViewModel(logIn, app.sessionStore),
  );
  lazySingleton(
    container,
    ViewModels.Audit,
    [T.LoadAuditPage, T.AuditTrailGateway],
    async (loadAuditPage, trail) => {
      const { AuditViewModel } = await listScreens();
      return (firstPage, filter) => new AuditViewModel(loadAuditPage, firstPage, filter, trail);
    },
  );
  lazySingleton(
    container,
    ViewModels.ResourceList,
    [T.LoadResourceList, T.ResourceGateway, T.RealtimeHubs, ViewModels.App],
    async (loadResourceList, resources, changes, app) => {
      // The reads' table arrives with the screens' code, not after the list asks for its rows.
      const [{ ResourceListViewModel }] = await Promise.all([listScreens(), resources.prepare?.()]);
      return ({ key, routeParams, initial }) =>
        new ResourceListViewModel({ loadResourceList, resources, changes }, key, routeParams, initial, app);
    },
  );
  // The complaints' workflow has a chunk of its own, with its gateway.
  lazySingleton(container, ViewModels.ComplaintWorkflow, [T.ComplaintWorkflowGateway], async (gateway) => {
    const { ComplaintWorkflowViewModel } =
      await import('./ui/features/complaints/complaint-workflow.view-model');
    return () => new ComplaintWorkflowViewModel(gateway);
  });
  // The pharmacy's order desk, likewise.
  lazySingleton(container, ViewModels.OrderDesk, [T.OrderDeskGateway], async (gateway) => {
    const { OrderDeskViewModel } = await import('./ui/features/orders/order-desk.view-model');
    return () => new OrderDeskViewModel(gateway);
  });
  // The job form builder, likewise; its drafts are kept in the tab's storage.
  lazySingleton(
    container,
    ViewModels.JobFormBuilder,
    [T.JobFormBuilderGateway, T.DraftStore],
    async (gateway, drafts) => {
      const { JobFormBuilderViewModel } = await import('./ui/features/job-forms/job-form-builder.view-model');
      return (formId: number | null) => new JobFormBuilderViewModel(gateway, drafts, formId);
    },
  );
  // Staff accounts and roles: each screen has a chunk of its own, with the gateway they share.
  lazySingleton(
    container,
    ViewModels.StaffUsers,
    [T.StaffAccessGateway, ViewModels.App],
    async (gateway, app) => {
      const { StaffUsersViewModel } = await import('./ui/features/access/staff-users.view-model');
      const me = () => (app.session.status === 'loggedIn' ? String(app.session.user.id) : null);
      return () => new StaffUsersViewModel(gateway, me);
    },
  );
  lazySingleton(
    container,
    ViewModels.AccountRequests,
    [T.StaffAccountGateway, T.StaffAccessGateway],
    async (accounts, access) => {
      const { AccountRequestsViewModel } = await import('./ui/features/access/account-requests.view-model');
      return (onApproved) => new AccountRequestsViewModel(accounts, access, onApproved);
    },
  );
  // The account pages (/register, /forgot, /change-password, /pages/*): a chunk of their own.
  lazySingleton(
    container,
    ViewModels.AccountFlows,
    [T.StaffAccountGateway, T.ChangeOwnPassword, ViewModels.App],
    async (gateway, changeOwnPassword, app) => {
      const { accountFlows } = await import('./ui/features/account/account-flows.view-model');
      return accountFlows(gateway, changeOwnPassword, app.sessionStore);
    },
  );
  // The template's demo group: on unless the runtime config says `"demo": false`; its pages and
  // their view-models come from the demo's own chunks, over the in-memory mock service.
  singleton(container, ViewModels.DemoEnabled, [T.RuntimeConfig], (config) => config.demo !== false);
  lazySingleton(container, ViewModels.Demo, [T.DemoPorts], async (ports) => {
    const { DemoViewModels } = await import('./ui/features/demo/demo-view-models');
    return new DemoViewModels(ports);
  });
  lazySingleton(container, ViewModels.Roles, [T.StaffAccessGateway], async (gateway) => {
    const { RolesViewModel } = await import('./ui/features/access/roles.view-model');
    return () => new RolesViewModel(gateway);
  });
  lazySingleton(container, ViewModels.PermissionGrid, [T.RolePermissionsGateway], async (gateway) => {
    const { PermissionGridViewModel } =
      await import('./ui/features/permission-grid/permission-grid.view-model');
    return () => new PermissionGridViewModel(gateway);
  });
  // The appointments board has a chunk of its own: it is the reception's screen, not a list.
  lazySingleton(
    container,
    ViewModels.AppointmentBoard,
    [T.AppointmentBoardActions, T.Toasts, ViewModels.App],
    async (actions, toasts, app) => {
      const { AppointmentBoardViewModel } =
        await import('./ui/features/appointment-board/appointment-board.view-model');
      return (initial) => new AppointmentBoardViewModel(actions, toasts, app, initial);
    },
  );
  // The board's grid and calendar tabs: built from the board's chunk, with the grid's use cases.
  lazySingleton(
    container,
    ViewModels.AppointmentGrid,
    [
      T.LoadAppointmentGridPage,
      T.LoadAppointmentGridLookups,
      T.AppointmentBoardActions,
      T.Toasts,
      ViewModels.App,
    ],
    async (loadPage, loadLookups, actions, toasts, app) => {
      const { AppointmentGridViewModel } =
        await import('./ui/features/appointment-board/appointment-grid.view-model');
      return (initial) => new AppointmentGridViewModel(loadPage, loadLookups, actions, toasts, app, initial);
    },
  );
  lazySingleton(
    container,
    ViewModels.AppointmentCalendar,
    [T.LoadAppointmentGridPage, T.LoadAppointmentGridLookups, T.AppointmentBoardActions, ViewModels.App],
    async (loadPage, loadLookups, actions, app) => {
      const { AppointmentCalendarViewModel } =
        await import('./ui/features/appointment-board/appointment-calendar.view-model');
      const me = () => (app.session.status === 'loggedIn' ? String(app.session.user.id) : null);
      return (initial) =>
        new AppointmentCalendarViewModel(loadPage, loadLookups, () => actions.now(), me, initial);
    },
  );
  // The appointment settings screens have a chunk of their own.
  lazySingleton(
    container,
    ViewModels.AppointmentSettings,
    [T.AppointmentSettingsGateway],
    async (gateway) => {
      const { appointmentSettingsFactory } =
        await import('./ui/features/appointment-settings/appointment-settings.view-model');
      return () => appointmentSettingsFactory(gateway);
    },
  );
  lazySingleton(
    container,
    ViewModels.RecordEditor,
    [T.EditRecord, T.ImportRecords, T.ResourceGateway, ViewModels.App],
    async (editing, importing, resources, app) => {
      // Its own module: the slider's board uses the drawer without the lists.
      const { RecordEditorViewModel } = await import('./ui/features/records/record-editor.view-model');
      const areas = () => (app.session.status === 'loggedIn' ? app.session.user.areas : []);
      return ({ list, changed }) =>
        new RecordEditorViewModel({ editing, resources, importing }, list, areas, changed);
    },
  );
  lazySingleton(
    container,
    ViewModels.Chat,
    [
      T.LoadLatestPatients,
      T.OpenChat,
      T.LoadOlderMessages,
      T.SendMessageToPatient,
      T.WatchChatInbox,
      T.ChatGateway,
      T.ResourceGateway,
      ViewModels.App,
    ],
    async (
      loadLatestPatients,
      openChat,
      loadOlderMessages,
      sendMessage,
      watchInbox,
      chat,
      resources,
      app,
    ) => {
      // The chat screen's own chunk, fetched with its route.
      const { ChatViewModel } = await import('./ui/features/chat/chat-screen');
      const services = {
        loadLatestPatients,
        openChat,
        loadOlderMessages,
        sendMessage,
        watchInbox,
        chat,
        resources,
      };
      return () => new ChatViewModel(services, app);
    },
  );
  // The chat's app users and chat list screens: each a chunk of its own.
  lazySingleton(container, ViewModels.AppUsers, [T.LoadAppUsers], async (loadAppUsers) => {
    const { AppUsersViewModel } = await import('./ui/features/chat-admin/app-users-screen');
    return () => new AppUsersViewModel(loadAppUsers);
  });
  lazySingleton(
    container,
    ViewModels.ChatList,
    [T.LoadLatestPatients, T.LoadAppUsers, T.WatchChatInbox, ViewModels.App],
    async (loadLatestPatients, loadAppUsers, watchInbox, app) => {
      const { ChatListViewModel } = await import('./ui/features/chat-admin/chat-list-screen');
      return () => new ChatListViewModel({ loadLatestPatients, loadAppUsers, watchInbox }, app.unreadStore);
    },
  );
  lazySingleton(container, ViewModels.ChatDepartments, [T.ChatAdminGateway], async (gateway) => {
    const { ChatDepartmentsViewModel } = await import('./ui/features/chat-admin/chat-departments-screen');
    return () => new ChatDepartmentsViewModel(gateway);
  });
  // The OTP log and bulk messages: each a chunk of its own.
  lazySingleton(
    container,
    ViewModels.SliderBoard,
    [T.SliderBoardGateway, T.RealtimeHubs],
    async (gateway, hubs) => {
      const [{ SliderBoardViewModel }, { SLIDER_ORDER_RECORD, CAROUSEL_IMAGE_RECORD }] = await Promise.all([
        import('./ui/features/slider/slider-board-screen'),
        import('./contract/content/slider-board'),
      ]);
      const live = { hubs, records: [SLIDER_ORDER_RECORD, CAROUSEL_IMAGE_RECORD] };
      return () => new SliderBoardViewModel(gateway, live);
    },
  );
  lazySingleton(
    container,
    ViewModels.NewsFeedRules,
    [T.NewsFeedRulesGateway, T.RealtimeHubs],
    async (gateway, hubs) => {
      const [{ NewsFeedRulesViewModel }, { NEWS_FEED_RULES_RECORD }] = await Promise.all([
        import('./ui/features/news-feed-rules/news-feed-rules.view-model'),
        import('./contract/content/news-feed-rules'),
      ]);
      return () => new NewsFeedRulesViewModel(gateway, { hubs, record: NEWS_FEED_RULES_RECORD });
    },
  );
  lazySingleton(container, ViewModels.OtpLog, [T.OtpLogGateway], async (gateway) => {
    const { OtpLogViewModel } = await import('./ui/features/otp/otp-log-screen');
    return () => new OtpLogViewModel(gateway);
  });
  lazySingleton(
    container,
    ViewModels.BulkMessages,
    [T.BulkMessageGateway, T.LoadAppUsers],
    async (gateway, load) => {
      const { BulkMessagesViewModel } = await import('./ui/features/bulk/bulk-messages-screen');
      return () => new BulkMessagesViewModel(gateway, load);
    },
  );
  // The home has a chunk of its own, with its chart library.
  lazySingleton(container, ViewModels.Home, [T.LoadHome, ViewModels.App], async (loadHome, app) => {
    const { HomeViewModel } = await import('./ui/features/home/home-screen');
    return () => new HomeViewModel(loadHome, app);
  });
  // The centers' statistics have a chunk of their own, with the chart library.
  lazySingleton(container, ViewModels.Insights, [T.LoadCenterStatistics], async (load) => {
    const { InsightsViewModel } = await import('./ui/features/insights/insights-screen');
    return (initial) => new InsightsViewModel(load, initial);
  });
  lazySingleton(container, ViewModels.DoctorProfile, [T.LoadDoctorProfile], async (load) => {
    const { DoctorProfileViewModel } = await import('./ui/features/insights/doctor-profile-screen');
    return (id) => new DoctorProfileViewModel(load, id);
  });
  lazySingleton(
    container,
    ViewModels.ContentTree,
    [T.EditContentTree, T.RealtimeHubs],
    async (editor, hubs) => {
      const [{ ContentTreeViewModel }, { CONTENT_TREE_RECORD }] = await Promise.all([
        import('./ui/features/content-tree/content-tree-screen'),
        import('./contract/content/content-tree'),
      ]);
      const live = { hubs, record: CONTENT_TREE_RECORD };
      return (kind, id, imageId) => new ContentTreeViewModel(editor, kind, id, imageId, live);
    },
  );
  lazySingleton(
    container,
    ViewModels.Feedback,
    [T.LoadFeedbackInsights, T.Clock, T.RealtimeHubs],
    async (load, clock, hubs) => {
      const { feedbackViewModels } = await import('./ui/features/feedback/feedback-screens');
      return feedbackViewModels(load, () => clock.now(), hubs);
    },
  );
  lazySingleton(
    container,
    ViewModels.IdleSession,
    [T.IdleSession, T.Notifier, ViewModels.App],
    async (session, notifier, app) => {
      const { IdleSessionViewModel } = await staffScreens();
      return () =>
        new IdleSessionViewModel(session, async (reason) => {
          await app.logOut();
          if (reason === 'idle') notifier.notify(IDLE_SIGN_OUT_NOTICE);
        });
    },
  );
  lazySingleton(container, ViewModels.LinkStatus, [T.RealtimeHubs], async (hubs) => {
    const { LinkStatusViewModel } = await staffScreens();
    return new LinkStatusViewModel(hubs);
  });
  alias(container, ViewModels.Notices, T.Toasts);
  alias(container, ViewModels.TabLogo, T.LoadLogoRecord);
  rebind?.(container);
  return container;
}
