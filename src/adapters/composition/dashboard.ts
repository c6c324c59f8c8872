import { Container } from 'inversify';
import { ClientApp } from '../../application/resources/client-app';
import { LocalStorageStore } from '../browser/local-storage-store';
import { LogIn } from '../../application/session/log-in';
import { LogOut } from '../../application/session/log-out';
import { StartSession } from '../../application/session/start-session';
import { FetchSessionGateway } from '../gateways/fetch-session.gateway';
import { staffUnauthorizedPolicy } from '../http/unauthorized-policy';
import { SignalRHubs } from '../realtime/signalr-hubs';
import { Tokens as T } from '../tokens';
import { lazySingleton, singleton } from './bind';
import { bindCommon } from './common';
import type { DashboardContainerOptions } from './container-options';
import { bindI18next } from './i18next-translations';

/**
 * The chat badge's, the chat screens', the appointments' and the other staff screens' gateways and
 * use cases: a chunk each.
 */
const chatBadgeParts = () => import('./chat-badge-parts');
const chatParts = () => import('./chat-parts');
const appointmentParts = () => import('./appointment-parts');
const staffParts = () => import('./staff-parts');

/**
 * The staff dashboard's container: the browser ports, the HTTP client with the staff 401 rule,
 * the dashboard's gateways and hubs, and every use case of the dashboard.
 */
export function createDashboardContainer(options: DashboardContainerOptions): Container {
  const container = new Container();
  bindCommon(container, options, ClientApp.Dashboard);
  bindI18next(container, options.i18n);
  bindDashboard(container, options);
  return container;
}

/**
 * The dashboard's own ports and use cases. Any 401 is the staff rule (clear the session, full page
 * load to `/login`), also on a call without a token. Each use case is built from the ports' tokens
 * only, so a rebound port is what it gets. Singletons: `RefreshUnreadCounter` in particular must
 * be one instance, shared by the shell's alerts, the inbox and "mark seen", for its refreshes to
 * coalesce.
 *
 * Only what the sign-in page uses is built from code of the entry (the session's gateway and use
 * cases, and the hubs that logging out stops); every other gateway and use case is bound with
 * `lazySingleton` and loads its code on first resolution, which the screens' view-model factories
 * do with `getAsync` from their routes' `lazy`. A rebinding replaces either kind alike.
 */
export function bindDashboard(container: Container, options: DashboardContainerOptions): void {
  singleton(
    container,
    T.UnauthorizedPolicies,
    [T.KeyValueStore, T.CookieJar, T.Navigator],
    (storage, cookies, navigator) => {
      const staff = staffUnauthorizedPolicy({ storage, cookies, navigator });
      return { staff, none: staff };
    },
  );
  singleton(container, T.SessionGateway, [T.HttpClient], (http) => new FetchSessionGateway({ http }));
  singleton(container, T.DraftStore, [], () => new LocalStorageStore(() => globalThis.sessionStorage));
  // The chat alerts' sound: only they play it.
  lazySingleton(container, T.Sound, [], async () => new (await chatBadgeParts()).AudioSound(options.sound));
  lazySingleton(
    container,
    T.AppointmentsGateway,
    [T.HttpClient, T.ResourceGateway],
    async (http, resources) => new (await appointmentParts()).FetchAppointmentsGateway({ http, resources }),
  );
  lazySingleton(
    container,
    T.AppointmentGridGateway,
    [T.HttpClient, T.ResourceGateway],
    async (http, resources) =>
      new (await appointmentParts()).FetchAppointmentGridGateway({ http, resources }),
  );
  lazySingleton(
    container,
    T.AuditGateway,
    [T.HttpClient],
    async (http) => new (await staffParts()).FetchAuditGateway({ http }),
  );
  // The twelve records' forms and checks are loaded with the list screens, not the sign-in page.
  lazySingleton(container, T.RecordWritesGateway, [T.HttpClient], async (http) => {
    const { FetchRecordWritesGateway } = await import('../gateways/fetch-record-writes.gateway');
    return new FetchRecordWritesGateway(http);
  });
  lazySingleton(container, T.EditRecord, [T.RecordWritesGateway], async (writes) => {
    const { EditRecord } = await import('../../application/records/edit-record');
    return new EditRecord(writes);
  });
  // papaparse loads with the first import (`readCsv`), not with the lists.
  lazySingleton(container, T.ImportRecords, [T.RecordWritesGateway], async (writes) => {
    const [{ ImportRecords }, { readCsv, sha256Hex }, { IMPORT_LIMITS }] = await Promise.all([
      import('../../application/records/import-records'),
      import('../csv/papaparse-csv'),
      import('../../domain/records/import-limits'),
    ]);
    return new ImportRecords(writes, readCsv, sha256Hex, IMPORT_LIMITS);
  });
  lazySingleton(container, T.ComplaintWorkflowGateway, [T.HttpClient], async (http) => {
    const { FetchComplaintWorkflowGateway } = await import('../gateways/fetch-complaint-workflow.gateway');
    return new FetchComplaintWorkflowGateway(http);
  });
  lazySingleton(
    container,
    T.JobFormBuilderGateway,
    [T.HttpClient, T.RuntimeConfig, T.TokenStore],
    async (http, config, tokens) => {
      const { FetchJobFormBuilderGateway } = await import('../gateways/fetch-job-form-builder.gateway');
      return new FetchJobFormBuilderGateway(http, config, tokens);
    },
  );
  lazySingleton(container, T.OrderDeskGateway, [T.HttpClient], async (http) => {
    const { FetchOrderDeskGateway } = await import('../gateways/fetch-order-desk.gateway');
    return new FetchOrderDeskGateway(http);
  });
  lazySingleton(container, T.ChatAdminGateway, [T.HttpClient], async (http) => {
    const { FetchChatAdminGateway } = await import('../gateways/fetch-chat-admin.gateway');
    return new FetchChatAdminGateway(http);
  });
  lazySingleton(container, T.SliderBoardGateway, [T.HttpClient], async (http) => {
    const { FetchSliderBoardGateway } = await import('../gateways/fetch-slider-board.gateway');
    return new FetchSliderBoardGateway(http);
  });
  lazySingleton(container, T.NewsFeedRulesGateway, [T.HttpClient], async (http) => {
    const { FetchNewsFeedRulesGateway } = await import('../gateways/fetch-news-feed-rules.gateway');
    return new FetchNewsFeedRulesGateway(http);
  });
  lazySingleton(container, T.OtpLogGateway, [T.HttpClient], async (http) => {
    const { FetchOtpLogGateway } = await import('../gateways/fetch-otp-log.gateway');
    return new FetchOtpLogGateway(http);
  });
  lazySingleton(container, T.BulkMessageGateway, [T.HttpClient], async (http) => {
    const { FetchBulkMessageGateway } = await import('../gateways/fetch-bulk-message.gateway');
    return new FetchBulkMessageGateway(http);
  });
  // The template's demo pages talk to an in-memory service; it arrives with the first of them.
  lazySingleton(container, T.DemoPorts, [], async () => {
    const { InMemoryDemoService } = await import('../demo/in-memory-demo-service');
    return new InMemoryDemoService();
  });
  lazySingleton(container, T.StaffAccessGateway, [T.HttpClient], async (http) => {
    const { FetchStaffAccessGateway } = await import('../gateways/fetch-staff-access.gateway');
    return new FetchStaffAccessGateway(http);
  });
  lazySingleton(container, T.RolePermissionsGateway, [T.HttpClient], async (http) => {
    const { FetchRolePermissionsGateway } = await import('../gateways/fetch-role-permissions.gateway');
    return new FetchRolePermissionsGateway(http);
  });
  lazySingleton(container, T.StaffAccountGateway, [T.HttpClient], async (http) => {
    const { FetchStaffAccountGateway } = await import('../gateways/fetch-staff-account.gateway');
    return new FetchStaffAccountGateway(http);
  });
  lazySingleton(
    container,
    T.ChangeOwnPassword,
    [T.StaffAccountGateway, T.TokenStore],
    async (gateway, tokens) => {
      const { ChangeOwnPassword } = await import('../../application/session/change-own-password');
      return new ChangeOwnPassword(gateway, tokens);
    },
  );
  lazySingleton(
    container,
    T.AppointmentBoardGateway,
    [T.HttpClient],
    async (http) => new (await appointmentParts()).FetchAppointmentBoardGateway(http),
  );
  lazySingleton(
    container,
    T.AppointmentSettingsGateway,
    [T.HttpClient],
    async (http) => new (await appointmentParts()).FetchAppointmentSettingsGateway(http),
  );
  lazySingleton(
    container,
    T.AppointmentBoardActions,
    [T.AppointmentBoardGateway, T.Clock, T.RealtimeHubs, T.ForbiddenAreas],
    async (...deps) => new (await appointmentParts()).AppointmentBoardActions(...deps),
  );
  lazySingleton(
    container,
    T.OtpGateway,
    [T.ResourceGateway],
    async (resources) => new (await staffParts()).FetchOtpGateway({ resources }),
  );
  lazySingleton(
    container,
    T.ChatGateway,
    [T.HttpClient, T.ResourceGateway],
    async (http, resources) => new (await chatBadgeParts()).FetchChatGateway({ http, resources }),
  );
  // The hubs load the SignalR client themselves, on their first start.
  singleton(
    container,
    T.RealtimeHubs,
    [T.RuntimeConfig, T.TokenStore],
    (config, tokens) =>
      new SignalRHubs({ ...options.hubs, hubHost: config.hubHost, chatToken: () => tokens.chatToken() }),
  );

  singleton(container, T.StartSession, [T.TokenStore], (...deps) => new StartSession(...deps));
  singleton(
    container,
    T.LogIn,
    [T.SessionGateway, T.TokenStore, T.ForbiddenAreas],
    (...deps) => new LogIn(...deps),
  );
  singleton(
    container,
    T.LogOut,
    [T.SessionGateway, T.TokenStore, T.RealtimeHubs, T.ForbiddenAreas, T.Logger],
    (...deps) => new LogOut(...deps),
  );
  lazySingleton(
    container,
    T.IdleSession,
    [T.SessionGateway, T.KeyValueStore, T.Clock, T.Logger, T.RuntimeConfig],
    async (gateway, storage, clock, logger, config) => {
      const { IdleSession, idleLimitMs } = await staffParts();
      return new IdleSession({ gateway, storage, clock, logger }, idleLimitMs(config.sessionIdleMinutes));
    },
  );

  lazySingleton(
    container,
    T.LoadOnlineAppointments,
    [T.AppointmentsGateway, T.Clock, T.LoadList],
    async (...deps) => new (await appointmentParts()).LoadOnlineAppointments(...deps),
  );
  lazySingleton(
    container,
    T.ChangeAppointmentState,
    [T.AppointmentsGateway, T.Clock, T.ForbiddenAreas],
    async (...deps) => new (await appointmentParts()).ChangeAppointmentState(...deps),
  );
  lazySingleton(
    container,
    T.LoadAppointmentGridPage,
    [T.AppointmentGridGateway, T.LoadList],
    async (...deps) => new (await appointmentParts()).LoadAppointmentGridPage(...deps),
  );
  lazySingleton(
    container,
    T.LoadAppointmentGridLookups,
    [T.AppointmentGridGateway, T.LoadList],
    async (...deps) => new (await appointmentParts()).LoadAppointmentGridLookups(...deps),
  );
  lazySingleton(
    container,
    T.LoadAuditPage,
    [T.AuditGateway, T.LoadList],
    async (...deps) => new (await staffParts()).LoadAuditPage(...deps),
  );
  // The tab's name: the role's own read of the logo record, else the site's public copy of it.
  lazySingleton(
    container,
    T.SiteContentGateway,
    [T.HttpClient],
    async (http) => new (await staffParts()).FetchSiteContentGateway({ http }),
  );
  lazySingleton(
    container,
    T.LoadLogoRecord,
    [T.ResourceGateway, T.SiteContentGateway],
    async (resources, site) => new (await staffParts()).LoadLogoRecord(resources, site),
  );
  // The dashboard home's read and use case arrive with the home screen, not the sign-in page.
  lazySingleton(container, T.HomeGateway, [T.HttpClient], async (http) => {
    const { FetchHomeGateway } = await import('../gateways/fetch-home.gateway');
    return new FetchHomeGateway(http);
  });
  lazySingleton(
    container,
    T.LoadHome,
    [T.HomeGateway, T.ResourceGateway, T.Clock, T.ForbiddenAreas],
    async (...deps) => {
      const { LoadHome } = await import('../../application/home/load-home');
      return new LoadHome(...deps);
    },
  );
  // The centers' statistics arrive with their screen.
  lazySingleton(
    container,
    T.LoadCenterStatistics,
    [T.ResourceGateway, T.Clock, T.ForbiddenAreas],
    async (...deps) => {
      const { LoadCenterStatistics } = await import('../../application/insights/load-center-statistics');
      return new LoadCenterStatistics(...deps);
    },
  );
  // A doctor's profile arrives with its screen.
  lazySingleton(container, T.DoctorProfileGateway, [T.HttpClient], async (http) => {
    const { FetchDoctorProfileGateway } = await import('../gateways/fetch-doctor-profile.gateway');
    return new FetchDoctorProfileGateway(http);
  });
  lazySingleton(
    container,
    T.LoadDoctorProfile,
    [T.DoctorProfileGateway, T.Clock, T.ForbiddenAreas],
    async (...deps) => {
      const { LoadDoctorProfile } = await import('../../application/insights/load-doctor-profile');
      return new LoadDoctorProfile(...deps);
    },
  );
  // The tree views' calls arrive with their screens.
  lazySingleton(container, T.ContentTreeGateway, [T.HttpClient], async (http) => {
    const { FetchContentTreeGateway } = await import('../gateways/fetch-content-tree.gateway');
    return new FetchContentTreeGateway(http);
  });
  lazySingleton(container, T.EditContentTree, [T.ContentTreeGateway, T.ForbiddenAreas], async (...deps) => {
    const { EditContentTree } = await import('../../application/content/edit-content-tree');
    return new EditContentTree(...deps);
  });
  lazySingleton(container, T.AuditTrailGateway, [T.HttpClient], async (http) => {
    const { FetchAuditTrailGateway } = await import('../gateways/fetch-audit-trail.gateway');
    return new FetchAuditTrailGateway(http);
  });
  // The feedback screens' reads arrive with those screens.
  lazySingleton(container, T.FeedbackInsightsGateway, [T.HttpClient], async (http) => {
    const { FetchFeedbackInsightsGateway } = await import('../gateways/fetch-feedback-insights.gateway');
    return new FetchFeedbackInsightsGateway(http);
  });
  lazySingleton(
    container,
    T.LoadFeedbackInsights,
    [T.FeedbackInsightsGateway, T.ForbiddenAreas],
    async (...deps) => {
      const { LoadFeedbackInsights } = await import('../../application/feedback/load-feedback-insights');
      return new LoadFeedbackInsights(...deps);
    },
  );

  lazySingleton(
    container,
    T.LoadOtpCodes,
    [T.OtpGateway, T.LoadList],
    async (...deps) => new (await staffParts()).LoadOtpCodes(...deps),
  );
  lazySingleton(
    container,
    T.LoadOtpGroups,
    [T.OtpGateway, T.LoadList],
    async (...deps) => new (await staffParts()).LoadOtpGroups(...deps),
  );
  lazySingleton(
    container,
    T.LoadOtpTestCodes,
    [T.OtpGateway, T.LoadList],
    async (...deps) => new (await staffParts()).LoadOtpTestCodes(...deps),
  );

  lazySingleton(
    container,
    T.LoadLatestPatients,
    [T.ChatGateway, T.LoadList],
    async (...deps) => new (await chatParts()).LoadLatestPatients(...deps),
  );
  lazySingleton(
    container,
    T.LoadAppUsers,
    [T.ChatGateway, T.LoadList],
    async (...deps) => new (await chatParts()).LoadAppUsers(...deps),
  );
  lazySingleton(
    container,
    T.RefreshUnreadCounter,
    [T.ChatGateway, T.Logger],
    async (...deps) => new (await chatBadgeParts()).RefreshUnreadCounter(...deps),
  );
  lazySingleton(
    container,
    T.MarkChatSeen,
    [T.RefreshUnreadCounter],
    async (...deps) => new (await chatParts()).MarkChatSeen(...deps),
  );
  lazySingleton(
    container,
    T.OpenChat,
    [T.ChatGateway, T.MarkChatSeen, T.ForbiddenAreas],
    async (...deps) => new (await chatParts()).OpenChat(...deps),
  );
  lazySingleton(
    container,
    T.LoadOlderMessages,
    [T.ChatGateway],
    async (...deps) => new (await chatParts()).LoadOlderMessages(...deps),
  );
  lazySingleton(
    container,
    T.RefreshOpenChat,
    [T.ChatGateway, T.Logger],
    async (...deps) => new (await chatParts()).RefreshOpenChat(...deps),
  );
  lazySingleton(
    container,
    T.WatchChatAlerts,
    [T.RealtimeHubs, T.Notifier, T.Sound, T.RefreshUnreadCounter],
    async (...deps) => new (await chatBadgeParts()).WatchChatAlerts(...deps),
  );
  lazySingleton(
    container,
    T.WatchChatInbox,
    [T.RealtimeHubs, T.LoadLatestPatients, T.RefreshOpenChat, T.RefreshUnreadCounter],
    async (...deps) => new (await chatParts()).WatchChatInbox(...deps),
  );
  lazySingleton(
    container,
    T.StartChatHubs,
    [T.TokenStore, T.RealtimeHubs, T.Logger],
    async (...deps) => new (await chatBadgeParts()).StartChatHubs(...deps),
  );
  lazySingleton(
    container,
    T.SendMessageToPatient,
    [T.ChatGateway, T.ForbiddenAreas],
    async (...deps) => new (await chatParts()).SendMessageToPatient(...deps),
  );
}
