import type { ChangeAppointmentState } from '../application/appointments/change-appointment-state';
import type { LoadOnlineAppointments } from '../application/appointments/load-online-appointments';
import type { LoadAppointmentGridLookups } from '../application/appointment-grid/load-appointment-grid-lookups';
import type { LoadAppointmentGridPage } from '../application/appointment-grid/load-appointment-grid-page';
import type { LoadAuditPage } from '../application/audit/load-audit-page';
import type { LoadHome } from '../application/home/load-home';
import type { LoadLogoRecord } from '../application/shell/load-logo-record';
import type { LoadCenterStatistics } from '../application/insights/load-center-statistics';
import type { LoadDoctorProfile } from '../application/insights/load-doctor-profile';
import type { EditContentTree } from '../application/content/edit-content-tree';
import type { ContentTreeGateway } from '../application/ports/content-tree-gateway';
import type { DoctorProfileGateway } from '../application/ports/doctor-profile-gateway';
import type { LoadFeedbackInsights } from '../application/feedback/load-feedback-insights';
import type { FeedbackInsightsGateway } from '../application/ports/feedback-insights-gateway';
import type { AuditTrailGateway } from '../application/ports/audit-trail-gateway';
import type { HomeGateway } from '../application/ports/home-gateway';
import type { AppointmentBoardActions } from '../application/appointment-board/appointment-board-actions';
import type { AppointmentBoardGateway } from '../application/ports/appointment-board-gateway';
import type { AppointmentSettingsGateway } from '../application/ports/appointment-settings-gateway';
import type { PatientBookingGateway } from '../application/ports/patient-booking-gateway';
import type { LoadAppUsers } from '../application/chat/load-app-users';
import type { LoadLatestPatients } from '../application/chat/load-latest-patients';
import type { LoadOlderMessages } from '../application/chat/load-older-messages';
import type { MarkChatSeen } from '../application/chat/mark-chat-seen';
import type { OpenChat } from '../application/chat/open-chat';
import type { RefreshOpenChat } from '../application/chat/refresh-open-chat';
import type { RefreshUnreadCounter } from '../application/chat/refresh-unread-counter';
import type { SendMessageToPatient } from '../application/chat/send-message-to-patient';
import type { StartChatHubs } from '../application/chat/start-chat-hubs';
import type { WatchChatAlerts } from '../application/chat/watch-chat-alerts';
import type { WatchChatInbox } from '../application/chat/watch-chat-inbox';
import type { LoadList } from '../application/lists/load-list';
import type { LoadResourceList } from '../application/lists/load-resource-list';
import type { LoadOtpCodes } from '../application/otp/load-otp-codes';
import type { LoadOtpGroups } from '../application/otp/load-otp-groups';
import type { LoadOtpTestCodes } from '../application/otp/load-otp-test-codes';
import type { LoadDoctorCalendar } from '../application/patient/load-doctor-calendar';
import type { LoadMyAppointments } from '../application/patient/load-my-appointments';
import type { LoadMyProfiles } from '../application/patient/load-my-profiles';
import type { RequestLoginCode } from '../application/patient/request-login-code';
import type { SendMessageToHospital } from '../application/patient/send-message-to-hospital';
import type { SignOutPatient } from '../application/patient/sign-out-patient';
import type { LoadMyChat, LoadOlderMyChat, WatchMyChat } from '../application/patient/my-chat';
import type { PatientChatLink } from '../application/ports/patient-chat-link';
import type { VerifyLoginCode } from '../application/patient/verify-login-code';
import type { AppointmentGridGateway } from '../application/ports/appointment-grid-gateway';
import type { AppointmentsGateway } from '../application/ports/appointments-gateway';
import type { AuditGateway } from '../application/ports/audit-gateway';
import type { CalendarGateway } from '../application/ports/calendar-gateway';
import type { ChatGateway } from '../application/ports/chat-gateway';
import type { Clock } from '../application/ports/clock';
import type { DocumentLanguage } from '../application/ports/document-language';
import type { KeyValueStore } from '../application/ports/key-value-store';
import type { LanguagePreference } from '../application/ports/language-preference';
import type { Logger } from '../application/ports/logger';
import type { Navigator } from '../application/ports/navigator';
import type { Notifier } from '../application/ports/notifier';
import type { OtpGateway } from '../application/ports/otp-gateway';
import type { PatientAuthGateway } from '../application/ports/patient-auth-gateway';
import type { SiteContentGateway } from '../application/ports/site-content-gateway';
import type { PatientGateway } from '../application/ports/patient-gateway';
import type { RealtimeHubs } from '../application/ports/realtime-hubs';
import type { SessionGateway } from '../application/ports/session-gateway';
import type { Sound } from '../application/ports/sound';
import type { TokenStore } from '../application/ports/token-store';
import type { TranslationSource } from '../application/ports/translation-source';
import type { Translator } from '../application/ports/translator';
import type { ResourceGateway } from '../application/resources/resource-gateway';
import type { LogIn } from '../application/session/log-in';
import type { ChangeOwnPassword } from '../application/session/change-own-password';
import type { LogOut } from '../application/session/log-out';
import type { RecordWritesGateway } from '../application/ports/record-writes-gateway';
import type { EditRecord } from '../application/records/edit-record';
import type { ImportRecords } from '../application/records/import-records';
import type { SiteFormsGateway } from '../application/ports/site-forms-gateway';
import type { ShopGateway } from '../application/ports/shop-gateway';
import type { ComplaintWorkflowGateway } from '../application/ports/complaint-workflow-gateway';
import type { OrderDeskGateway } from '../application/ports/order-desk-gateway';
import type { JobFormBuilderGateway } from '../application/ports/job-form-builder-gateway';
import type { ChatAdminGateway } from '../application/ports/chat-admin-gateway';
import type { OtpLogGateway } from '../application/ports/otp-log-gateway';
import type { SliderBoardGateway } from '../application/ports/slider-board-gateway';
import type { NewsFeedRulesGateway } from '../application/ports/news-feed-rules-gateway';
import type { BulkMessageGateway } from '../application/ports/bulk-message-gateway';
import type { StaffAccessGateway } from '../application/ports/staff-access-gateway';
import type { RolePermissionsGateway } from '../application/ports/role-permissions-gateway';
import type { StaffAccountGateway } from '../application/ports/staff-account-gateway';
import type { IdleSession } from '../application/session/idle-session';
import type { StartSession } from '../application/session/start-session';
import type { ObservableStateStore } from '../application/shared/state-store';
import { token, type Token } from '../application/shared/token';
import type { StartTranslations } from '../application/translations/start-translations';
import type { SwitchLanguage } from '../application/translations/switch-language';
import type { ForbiddenAreas } from '../domain/lists/forbidden-areas';
import type { BrowserNavigator } from './browser/browser-navigator';
import type { CookieJar } from './browser/cookie-jar';
import type { RuntimeConfig } from './browser/runtime-config';
import type { DemoPorts } from '../application/demo/demo-ports';
import type { AuthKind, HttpClient } from './http/http-client';
import type { UnauthorizedPolicy } from './http/unauthorized-policy';
import type { I18nSetup } from './i18n/create-i18n';
import type { ToastQueue } from './notifications/toast-queue';

export type { Token } from '../application/shared/token';

/** What the HTTP client does on a 401, per auth kind of the call (the one place of the rule). */
export type UnauthorizedPolicies = Readonly<Partial<Record<AuthKind, UnauthorizedPolicy>>>;

/**
 * Every service the composition root binds, by the name of what it resolves to: the ports of the
 * application, the use cases, the state every screen shares, and the adapters' own parts an
 * integrator may replace. Each app binds the ones it uses (`container.isBound` tells which).
 *
 * This file holds only symbols and types (every other import is `import type`), so importing it
 * pulls no adapter code along.
 */
export const Tokens = {
  // The ports (`src/application/ports/`, and the resource gateway).
  TokenStore: token<TokenStore>('TokenStore'),
  KeyValueStore: token<KeyValueStore>('KeyValueStore'),
  /** Drafts of the tab (`sessionStorage`): a form being written survives a reload, not the tab. */
  DraftStore: token<KeyValueStore>('DraftStore'),
  Navigator: token<Navigator>('Navigator'),
  Clock: token<Clock>('Clock'),
  Sound: token<Sound>('Sound'),
  Logger: token<Logger>('Logger'),
  Notifier: token<Notifier>('Notifier'),
  RealtimeHubs: token<RealtimeHubs>('RealtimeHubs'),
  ResourceGateway: token<ResourceGateway>('ResourceGateway'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  AppointmentsGateway: token<AppointmentsGateway>('AppointmentsGateway'),
  AppointmentGridGateway: token<AppointmentGridGateway>('AppointmentGridGateway'),
  AuditGateway: token<AuditGateway>('AuditGateway'),
  /** The managed records' writes and forms: loaded with the list screens (`lazySingleton`). */
  RecordWritesGateway: token<RecordWritesGateway>('RecordWritesGateway'),
  EditRecord: token<EditRecord>('EditRecord'),
  ImportRecords: token<ImportRecords>('ImportRecords'),
  AppointmentBoardGateway: token<AppointmentBoardGateway>('AppointmentBoardGateway'),
  /** The two appointment settings' reads and writes (staff). */
  AppointmentSettingsGateway: token<AppointmentSettingsGateway>('AppointmentSettingsGateway'),
  /** The patient's booking, cancelling and free slots (site). */
  PatientBookingGateway: token<PatientBookingGateway>('PatientBookingGateway'),
  OtpGateway: token<OtpGateway>('OtpGateway'),
  ChatGateway: token<ChatGateway>('ChatGateway'),
  PatientGateway: token<PatientGateway>('PatientGateway'),
  PatientAuthGateway: token<PatientAuthGateway>('PatientAuthGateway'),
  CalendarGateway: token<CalendarGateway>('CalendarGateway'),
  SiteContentGateway: token<SiteContentGateway>('SiteContentGateway'),
  /** The dashboard home's summary: loaded with the home screen (`lazySingleton`). */
  HomeGateway: token<HomeGateway>('HomeGateway'),
  Translator: token<Translator>('Translator'),
  TranslationSource: token<TranslationSource>('TranslationSource'),
  DocumentLanguage: token<DocumentLanguage>('DocumentLanguage'),
  LanguagePreference: token<LanguagePreference>('LanguagePreference'),

  // State shared by every screen of an app.
  /** The areas a 403 marked: written by the use cases, read by the menu and the screens. */
  ForbiddenAreas: token<ObservableStateStore<ForbiddenAreas>>('ForbiddenAreas'),

  // The use cases (`src/application/`).
  StartSession: token<StartSession>('StartSession'),
  LogIn: token<LogIn>('LogIn'),
  LogOut: token<LogOut>('LogOut'),
  IdleSession: token<IdleSession>('IdleSession'),
  LoadList: token<LoadList>('LoadList'),
  LoadResourceList: token<LoadResourceList>('LoadResourceList'),
  LoadOnlineAppointments: token<LoadOnlineAppointments>('LoadOnlineAppointments'),
  ChangeAppointmentState: token<ChangeAppointmentState>('ChangeAppointmentState'),
  LoadAppointmentGridPage: token<LoadAppointmentGridPage>('LoadAppointmentGridPage'),
  LoadAppointmentGridLookups: token<LoadAppointmentGridLookups>('LoadAppointmentGridLookups'),
  LoadAuditPage: token<LoadAuditPage>('LoadAuditPage'),
  /** The dashboard home's figures: loaded with the home screen (`lazySingleton`). */
  LoadHome: token<LoadHome>('LoadHome'),
  LoadLogoRecord: token<LoadLogoRecord>('LoadLogoRecord'),
  LoadCenterStatistics: token<LoadCenterStatistics>('LoadCenterStatistics'),
  DoctorProfileGateway: token<DoctorProfileGateway>('DoctorProfileGateway'),
  LoadDoctorProfile: token<LoadDoctorProfile>('LoadDoctorProfile'),
  /** The tree views' read and writes: loaded with those screens. */
  ContentTreeGateway: token<ContentTreeGateway>('ContentTreeGateway'),
  EditContentTree: token<EditContentTree>('EditContentTree'),
  /** The feedback screens' averages, answers and grouped questions: loaded with those screens. */
  FeedbackInsightsGateway: token<FeedbackInsightsGateway>('FeedbackInsightsGateway'),
  LoadFeedbackInsights: token<LoadFeedbackInsights>('LoadFeedbackInsights'),
  /** The audit screen's export, filter choices and chain check: loaded with that screen. */
  AuditTrailGateway: token<AuditTrailGateway>('AuditTrailGateway'),
  AppointmentBoardActions: token<AppointmentBoardActions>('AppointmentBoardActions'),
  LoadOtpCodes: token<LoadOtpCodes>('LoadOtpCodes'),
  LoadOtpGroups: token<LoadOtpGroups>('LoadOtpGroups'),
  LoadOtpTestCodes: token<LoadOtpTestCodes>('LoadOtpTestCodes'),
  LoadLatestPatients: token<LoadLatestPatients>('LoadLatestPatients'),
  LoadAppUsers: token<LoadAppUsers>('LoadAppUsers'),
  OpenChat: token<OpenChat>('OpenChat'),
  MarkChatSeen: token<MarkChatSeen>('MarkChatSeen'),
  LoadOlderMessages: token<LoadOlderMessages>('LoadOlderMessages'),
  RefreshUnreadCounter: token<RefreshUnreadCounter>('RefreshUnreadCounter'),
  RefreshOpenChat: token<RefreshOpenChat>('RefreshOpenChat'),
  WatchChatAlerts: token<WatchChatAlerts>('WatchChatAlerts'),
  WatchChatInbox: token<WatchChatInbox>('WatchChatInbox'),
  StartChatHubs: token<StartChatHubs>('StartChatHubs'),
  SendMessageToPatient: token<SendMessageToPatient>('SendMessageToPatient'),
  LoadMyAppointments: token<LoadMyAppointments>('LoadMyAppointments'),
  LoadMyProfiles: token<LoadMyProfiles>('LoadMyProfiles'),
  LoadDoctorCalendar: token<LoadDoctorCalendar>('LoadDoctorCalendar'),
  RequestLoginCode: token<RequestLoginCode>('RequestLoginCode'),
  VerifyLoginCode: token<VerifyLoginCode>('VerifyLoginCode'),
  SendMessageToHospital: token<SendMessageToHospital>('SendMessageToHospital'),
  SignOutPatient: token<SignOutPatient>('SignOutPatient'),
  // The patient chat's: bound lazily, their code loads with the chat page.
  PatientChatLink: token<PatientChatLink>('PatientChatLink'),
  LoadMyChat: token<LoadMyChat>('LoadMyChat'),
  LoadOlderMyChat: token<LoadOlderMyChat>('LoadOlderMyChat'),
  WatchMyChat: token<WatchMyChat>('WatchMyChat'),
  SwitchLanguage: token<SwitchLanguage>('SwitchLanguage'),
  StartTranslations: token<StartTranslations>('StartTranslations'),

  // The adapters' own parts: the views never need them, an integrator may.
  /** `/config.json` as loaded before the container was built. */
  RuntimeConfig: token<RuntimeConfig>('RuntimeConfig'),
  CookieJar: token<CookieJar>('CookieJar'),
  /** The site's forms and the complaints' workflow: each loaded with its pages (`lazySingleton`). */
  SiteFormsGateway: token<SiteFormsGateway>('SiteFormsGateway'),
  /** The pharmacy's orders: loaded with the cart and order pages (`lazySingleton`). */
  ShopGateway: token<ShopGateway>('ShopGateway'),
  ComplaintWorkflowGateway: token<ComplaintWorkflowGateway>('ComplaintWorkflowGateway'),
  OrderDeskGateway: token<OrderDeskGateway>('OrderDeskGateway'),
  JobFormBuilderGateway: token<JobFormBuilderGateway>('JobFormBuilderGateway'),
  /** The chat departments and their recipients, written from the dashboard (loaded with its screen). */
  ChatAdminGateway: token<ChatAdminGateway>('ChatAdminGateway'),
  /** The OTP log paged by the server, and bulk messages: each loaded with its screen. */
  OtpLogGateway: token<OtpLogGateway>('OtpLogGateway'),
  /** The slider's destination groups and the save of their order: loaded with its screen. */
  SliderBoardGateway: token<SliderBoardGateway>('SliderBoardGateway'),
  /** The news-feed generation rules and the save of what one selects: loaded with its screen. */
  NewsFeedRulesGateway: token<NewsFeedRulesGateway>('NewsFeedRulesGateway'),
  BulkMessageGateway: token<BulkMessageGateway>('BulkMessageGateway'),
  /** Staff accounts and roles: loaded with their screens (`lazySingleton`). */
  StaffAccessGateway: token<StaffAccessGateway>('StaffAccessGateway'),
  /** The permission screen's reads and a role's grants: loaded with the screen (`lazySingleton`). */
  RolePermissionsGateway: token<RolePermissionsGateway>('RolePermissionsGateway'),
  /** Account requests, forgotten passwords and password changes: loaded with their pages (`lazySingleton`). */
  StaffAccountGateway: token<StaffAccountGateway>('StaffAccountGateway'),
  /** The signed-in user's own password change: loaded with its page (`lazySingleton`). */
  ChangeOwnPassword: token<ChangeOwnPassword>('ChangeOwnPassword'),
  /** The demo group's ports, answered in memory with no network: loaded with its pages (`lazySingleton`). */
  DemoPorts: token<DemoPorts>('DemoPorts'),
  /** The `Navigator`, with `register` for the router's navigate function. */
  BrowserNavigator: token<BrowserNavigator>('BrowserNavigator'),
  /** Rebinding it changes the 401 rule of every call. */
  UnauthorizedPolicies: token<UnauthorizedPolicies>('UnauthorizedPolicies'),
  /** The one HTTP client of every gateway: rebinding it changes the transport of all at once. */
  HttpClient: token<HttpClient>('HttpClient'),
  /** The i18next instance and its four port adapters. */
  I18nSetup: token<I18nSetup>('I18nSetup'),
  /** The notices of `Notifier`, queued for the toaster (one shown at a time). */
  Toasts: token<ToastQueue>('Toasts'),
} as const;

export type TokenName = keyof typeof Tokens;

/** What a token lookup needs of a container: inversify's `Container` and a test double both fit. */
export interface TokenResolver {
  get<T>(serviceIdentifier: symbol): T;
  getAsync<T>(serviceIdentifier: symbol): Promise<T>;
}

/** The value bound to `token`, typed by the token (inversify's own `get` cannot read the type). */
export function resolve<T>(container: TokenResolver, token: Token<T>): T {
  return container.get<T>(token);
}

/** As `resolve`, for a value built asynchronously (a screen's view-model factory). */
export function resolveAsync<T>(container: TokenResolver, token: Token<T>): Promise<T> {
  return container.getAsync<T>(token);
}
