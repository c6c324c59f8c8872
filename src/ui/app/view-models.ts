import { token, type Token } from '../../application/shared/token';
import type { AuditFilter } from '../../domain/audit/audit-filter';
import type { ResourceKey } from '../../application/resources/resource-key';
import type { LoadLogoRecord } from '../../application/shell/load-logo-record';
import type { AuditViewModel } from '../features/audit/audit.view-model';
import type {
  AppointmentBoardViewModel,
  BoardUrlState,
} from '../features/appointment-board/appointment-board.view-model';
import type {
  AppointmentGridViewModel,
  GridUrlState,
} from '../features/appointment-board/appointment-grid.view-model';
import type {
  AppointmentCalendarViewModel,
  CalendarUrlState,
} from '../features/appointment-board/appointment-calendar.view-model';
import type { AppointmentSettingsFactory } from '../features/appointment-settings/appointment-settings.view-model';
import type { ChatViewModel } from '../features/chat/chat.view-model';
import type { AppUsersViewModel } from '../features/chat-admin/app-users.view-model';
import type { ChatListViewModel } from '../features/chat-admin/chat-list.view-model';
import type { ChatDepartmentsViewModel } from '../features/chat-admin/chat-departments.view-model';
import type { OtpLogViewModel } from '../features/otp/otp-log.view-model';
import type { SliderBoardViewModel } from '../features/slider/slider-board.view-model';
import type { NewsFeedRulesViewModel } from '../features/news-feed-rules/news-feed-rules.view-model';
import type { BulkMessagesViewModel } from '../features/bulk/bulk-messages.view-model';
import type { HomeViewModel } from '../features/home/home.view-model';
import type { InsightsUrlState, InsightsViewModel } from '../features/insights/insights.view-model';
import type { DoctorProfileViewModel } from '../features/insights/doctor-profile.view-model';
import type { ContentTreeViewModel } from '../features/content-tree/content-tree.view-model';
import type { TreeKind } from '../../domain/content/content-tree';
import type { FeedbackViewModels } from '../features/feedback/feedback.view-model';
import type { IdleSessionViewModel } from '../features/idle-session/idle-session.view-model';
import type { LinkStatusViewModel } from '../features/link-status/link-status.view-model';
import type { LoginViewModel } from '../features/login/login.view-model';
import type { ListUrlState, ResourceListViewModel } from '../features/resource-list/resource-list.view-model';
import type { NoticeFeed } from '../features/snackbar/notice-feed';
import type { RecordEditorViewModel } from '../features/records/record-editor.view-model';
import type { ComplaintWorkflowViewModel } from '../features/complaints/complaint-workflow.view-model';
import type { OrderDeskViewModel } from '../features/orders/order-desk.view-model';
import type { JobFormBuilderViewModel } from '../features/job-forms/job-form-builder.view-model';
import type { StaffUsersViewModel } from '../features/access/staff-users.view-model';
import type { AccountRequestsViewModel } from '../features/access/account-requests.view-model';
import type { AccountFlows } from '../features/account/account-flows.view-model';
import type { RolesViewModel } from '../features/access/roles.view-model';
import type { PermissionGridViewModel } from '../features/permission-grid/permission-grid.view-model';
import type { DemoViewModels } from '../features/demo/demo-view-models';
import type { AppViewModel, LiveUpdateServices } from './app.view-model';

/** What a list panel knows when it asks for its view-model. */
export interface ResourceListArgs {
  readonly key: ResourceKey;
  readonly routeParams: Readonly<Record<string, string | undefined>>;
  readonly initial: ListUrlState;
}

/** What a list panel gives the record drawer of its list. */
export interface RecordEditorArgs {
  readonly list: ResourceKey;
  /** Reloads the list after a record of it changed. */
  readonly changed: () => void;
}

/**
 * What the views take from the container the entry point builds: the state every screen shares,
 * one factory per screen that makes a fresh view-model from its use cases, and the notices the
 * snackbar shows. Only types are imported here: a screen's code stays in its route's chunk.
 */
export const ViewModels = {
  /** The session, language and theme: one per page. */
  App: token<AppViewModel>('AppViewModel'),
  Login: token<() => LoginViewModel>('LoginViewModel'),
  Audit: token<(firstPage: number, filter?: AuditFilter) => AuditViewModel>('AuditViewModel'),
  /** `/dashboard/complaints`: the complaints' workflow, in its own chunk. */
  ComplaintWorkflow: token<() => ComplaintWorkflowViewModel>('ComplaintWorkflowViewModel'),
  /** `/dashboard/orders`, the pharmacy's order desk, from its own chunk. */
  OrderDesk: token<() => OrderDeskViewModel>('OrderDeskViewModel'),
  /** The job form builder: of a saved form (its id) or of a new one (null). */
  JobFormBuilder: token<(formId: number | null) => JobFormBuilderViewModel>('JobFormBuilderViewModel'),
  /** `/dashboard/users` and `/dashboard/user_roles`: staff accounts and roles, in their own chunks. */
  StaffUsers: token<() => StaffUsersViewModel>('StaffUsersViewModel'),
  Roles: token<() => RolesViewModel>('RolesViewModel'),
  /** `/dashboard/permission`: one role's permission grid, in its own chunk. */
  PermissionGrid: token<() => PermissionGridViewModel>('PermissionGridViewModel'),
  /** The account requests on `/dashboard/users`, from the users screen's chunk. */
  AccountRequests: token<(onApproved: () => void) => AccountRequestsViewModel>('AccountRequestsViewModel'),
  /** `/register`, `/forgot`, `/change-password` and `/pages/*`: the account pages, in their own chunk. */
  AccountFlows: token<AccountFlows>('AccountFlows'),
  AppointmentBoard: token<(initial: BoardUrlState) => AppointmentBoardViewModel>('AppointmentBoardViewModel'),
  /** The board's tabs beside the day: the server-paged grid and the per-doctor calendar. */
  AppointmentGrid: token<(initial: GridUrlState) => AppointmentGridViewModel>('AppointmentGridViewModel'),
  AppointmentCalendar: token<(initial: CalendarUrlState) => AppointmentCalendarViewModel>(
    'AppointmentCalendarViewModel',
  ),
  /** The two appointment settings screens, built from their own chunk. */
  AppointmentSettings: token<() => AppointmentSettingsFactory>('AppointmentSettingsViewModel'),
  ResourceList: token<(list: ResourceListArgs) => ResourceListViewModel>('ResourceListViewModel'),
  Notices: token<NoticeFeed>('NoticeFeed'),
  RecordEditor: token<(args: RecordEditorArgs) => RecordEditorViewModel>('RecordEditorViewModel'),
  /** The chat screen (`/app/chat`, `/app/chat/{id}`), built from its own chunk. */
  Chat: token<() => ChatViewModel>('ChatViewModel'),
  /** `/app/appUsers` and `/app/chatList`, each built from its own chunk. */
  AppUsers: token<() => AppUsersViewModel>('AppUsersViewModel'),
  ChatList: token<() => ChatListViewModel>('ChatListViewModel'),
  /** `/dashboard/chat-departments` and `/dashboard/chat-recipients`, from their own chunk. */
  ChatDepartments: token<() => ChatDepartmentsViewModel>('ChatDepartmentsViewModel'),
  /** `/dashboard/CodeGeneration` (the OTP log) and `/dashboard/bulk-report`, each from its own chunk. */
  OtpLog: token<() => OtpLogViewModel>('OtpLogViewModel'),
  /** `/dashboard/slider`: the destination groups and their images' order, from its own chunk. */
  SliderBoard: token<() => SliderBoardViewModel>('SliderBoardViewModel'),
  /** `/dashboard/posts`: the news-feed generation rules and what each selects, from its own chunk. */
  NewsFeedRules: token<() => NewsFeedRulesViewModel>('NewsFeedRulesViewModel'),
  BulkMessages: token<() => BulkMessagesViewModel>('BulkMessagesViewModel'),
  /** The shell's idle warning and sign-out. */
  IdleSession: token<() => IdleSessionViewModel>('IdleSessionViewModel'),
  /** The dashboard home (`/dashboard/default`), built from its own chunk. */
  Home: token<() => HomeViewModel>('HomeViewModel'),
  /** The centers' statistics (`/dashboard/analytics`, `/dashboard/CenterStatistic`), from their own chunk. */
  Insights: token<(initial: InsightsUrlState) => InsightsViewModel>('InsightsViewModel'),
  /** A doctor's profile (`/dashboard/Doctors/profile/{id}`), from its own chunk. */
  DoctorProfile: token<(id: string) => DoctorProfileViewModel>('DoctorProfileViewModel'),
  /** The three tree views (the owner's id, and the gallery's photo id, from the path), from their own chunk. */
  ContentTree:
    token<(kind: TreeKind, id: string | undefined, imageId: string | undefined) => ContentTreeViewModel>(
      'ContentTreeViewModel',
    ),
  /** The feedback averages, their drill-downs and the grouped questions, from their own chunk. */
  Feedback: token<FeedbackViewModels>('FeedbackViewModels'),
  /** The use cases behind the shell's chat badge, from their own chunk (`AppViewModel.startLiveUpdates`). */
  LiveUpdates: token<LiveUpdateServices>('LiveUpdates'),
  /** The read of the logo record that names the tab, from the shell's chunk. */
  TabLogo: token<LoadLogoRecord>('TabLogo'),
  /** Whether the live link is lost, and its returns: one per page. */
  LinkStatus: token<LinkStatusViewModel>('LinkStatusViewModel'),
  /** Whether the template's demo group is on (`/config.json` `demo`, on unless `false`). */
  DemoEnabled: token<boolean>('DemoEnabled'),
  /** The demo group's view-models over the in-memory mock service, from the demo's own chunk. */
  Demo: token<DemoViewModels>('DemoViewModels'),
} as const;

/**
 * The factories the shell's screens ask for, resolved before it draws. Listed here, not in the
 * screens' chunk, so that their code (the record forms' checks, say) is fetched beside the chunk.
 */
export const STAFF_VIEW_MODELS: readonly Token<unknown>[] = [
  ViewModels.IdleSession,
  ViewModels.LinkStatus,
  ViewModels.LiveUpdates,
  ViewModels.TabLogo,
];

/**
 * The factories a list panel asks for (its rows, its record drawer), resolved by the routes that
 * draw one: the table's rows and the own screens that embed a list.
 */
export const LIST_VIEW_MODELS: readonly Token<unknown>[] = [ViewModels.ResourceList, ViewModels.RecordEditor];
