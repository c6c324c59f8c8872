import { PermissionArea } from '../../src/domain/lists/permission-area';
import * as v from 'valibot';
import {
  KEEP_ALIVE_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  loginRequestSchema,
} from '../../src/contract/auth/staff-session';
import { requestCodeSchema, verifyCodeSchema } from '../../src/contract/auth/patient-auth';
import { AUDIT_CALL, auditQuerySchema } from '../../src/contract/audit/audit';
import {
  APPOINTMENT_GRID_CALL,
  appointmentGridQuerySchema,
} from '../../src/contract/appointments/appointment-grid';
import {
  APPOINTMENT_BOARD_CALL,
  APPOINTMENT_BULK_STATE_CALL,
  APPOINTMENT_UNDO_CALL,
  appointmentBoardQuerySchema,
  appointmentBulkStateSchema,
  appointmentUndoSchema,
} from '../../src/contract/appointments/appointment-board';
import {
  APPOINTMENT_STATE_CALL,
  appointmentStateChangeSchema,
} from '../../src/contract/appointments/appointments';
import {
  SEND_TO_HOSPITAL_CALL,
  SEND_TO_PATIENT_CALL,
  MY_CHAT_BEFORE_CALL,
  sendToHospitalSchema,
  sendToPatientSchema,
} from '../../src/contract/chat/chat';
import { GridPaging } from '../features/appointments/appointment-grid-query';
import { ErrorMessage } from './http-answer';
import {
  PatientSignInMessage,
  PATIENT_LOGOUT_PATH,
  REQUEST_CODE_PATH,
  VERIFY_CODE_PATH,
  patientLogout,
  requestCode,
  verifyCode,
} from '../auth/patient-sign-in-handlers';
import { keepAlive, login, logout } from '../auth/staff-session-handlers';
import { appointmentBoard } from '../features/appointments/appointment-board';
import {
  changeAppointmentState,
  changeAppointmentStates,
} from '../features/appointments/change-appointment-state';
import { undoStateChanges } from '../features/appointments/undo-state-changes';
import { filterAppointmentsGrid } from '../features/appointments/filter-appointments-grid';
import { listAuditPage } from '../features/audit/list-audit-page';
import { sendToHospital, sendToPatient } from '../features/chat/send-chat-messages';
import { readMyChatBefore } from '../features/chat/patient-chat';
import { RESOURCE_ROUTES, toRoutePath } from '../features/resources/resource-routes';
import { RECORD_IMAGE_ROUTES, RECORD_IMPORT_ROUTES, RECORD_ROUTES } from '../features/records/record-routes';
import { SUBMISSION_ROUTES } from '../features/submissions/submission-routes';
import { CHAT_ADMIN_ROUTES } from '../features/chat/chat-admin-routes';
import { CONTENT_TREE_ROUTES } from '../features/content/content-tree-routes';
import { ORDER_ROUTES } from '../features/shop/order-routes';
import { readSiteHome } from '../features/site/site-home';
import { SITE_HOME_CALL } from '../../src/contract/site/site-home';
import type { RouteDefinition } from './route';
import {
  BOOK_CALL,
  CANCEL_BY_PATIENT_CALL,
  DOCTOR_SETTING_CALL,
  FIND_ACCOUNT_CALL,
  FREE_SLOTS_CALL,
  MY_BOOKING_RULE_CALL,
  USER_SETTING_CALL,
  bookSchema,
  doctorSettingWriteSchema,
  findAccountQuerySchema,
  freeSlotsQuerySchema,
  userSettingWriteSchema,
} from '../../src/contract/appointments/booking';
import { bookAppointment } from '../features/booking/book-appointment';
import { cancelByPatient } from '../features/booking/cancel-by-patient';
import { readFreeSlots } from '../features/booking/free-slots';
import { readMyBookingRule } from '../features/booking/my-booking-rule';
import {
  findAccountForSetting,
  updateDoctorSetting,
  updateUserSetting,
} from '../features/booking/setting-writes';
import { HOME_SUMMARY_CALL, homeSummaryQuerySchema } from '../../src/contract/home/home-summary';
import { DOCTOR_PROFILE_CALL, doctorProfileQuerySchema } from '../../src/contract/insights/doctor-profile';
import { homeSummary } from '../features/home/home-summary';
import { doctorProfile } from '../features/insights/doctor-profile';
import {
  FEEDBACK_ANSWERS_CALL,
  FEEDBACK_AVERAGES_CALL,
  feedbackAveragesQuerySchema,
  feedbackPeriodQuerySchema,
} from '../../src/contract/insights/feedback-insights';
import { feedbackAnswers, feedbackAverages } from '../features/insights/feedback-insights';
import {
  AUDIT_EXPORT_CALL,
  AUDIT_FACETS_CALL,
  AUDIT_VERIFY_CALL,
} from '../../src/contract/audit/audit-trail';
import { auditFilterQuerySchema } from '../../src/contract/audit/audit';
import { auditFacets, exportAudit, verifyAudit } from '../features/audit/audit-trail';
import { ACCESS_ROUTES } from '../features/access/access-routes';
import { STAFF_ACCOUNT_ROUTES } from '../auth/staff-account-routes';
import { CHANGE_PASSWORD_CALL } from '../../src/contract/auth/staff-account';
import { OTP_ROUTES } from '../features/otp/otp-page';
import { SLIDER_ROUTES } from '../features/content/slider-order';
import { NEWS_FEED_RULE_ROUTES } from '../features/content/news-feed-rule-selection';
import { BULK_ROUTES } from '../features/bulk/bulk-messages';
import { JOB_FORM_BUILDER_ROUTES } from '../features/submissions/job-form-builder';

/**
 * The grid's query as the contract states it, after the server's own default page size: the
 * client always sends `pageSize`, other callers may leave it out.
 */
const gridQuery = v.pipe(
  v.looseObject({}),
  v.transform((query): unknown => ({ pageSize: String(GridPaging.defaultPageSize), ...query })),
  appointmentGridQuerySchema,
);

/** Bodies of the chat and state calls: a message of 2,000 characters fits many times over. */
const SMALL_BODY = 16 * 1024;

/** The path of `/api/` itself (the "why choose us" content), which `ROUTES` cannot spell (below). */
const API_ROOT = '/';

/**
 * Every call of the API, one row each: method, path below `/api` (the spec's spelling), who may
 * call it, the permission area a staff call belongs to, and the handler. The plain reads come
 * from the contract's `READS`, each with the access `RESOURCE_SERVING` states for it.
 * `/api/` itself is `API_ROOT_ROUTE`.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Session
  {
    method: 'POST',
    path: LOGIN_PATH,
    auth: 'none',
    handler: login,
    bodyLimit: SMALL_BODY,
    body: loginRequestSchema,
    invalidMessage: ErrorMessage.InvalidLogin,
  },
  { method: 'GET', path: LOGOUT_PATH, auth: 'staff', duringPasswordChange: true, handler: logout },
  // The idle limit's keep-alive (an extension: docs/api-extensions.md, "Sessions").
  {
    method: 'POST',
    path: KEEP_ALIVE_PATH,
    auth: 'staff',
    duringPasswordChange: true,
    handler: keepAlive,
    bodyLimit: SMALL_BODY,
  },

  // Every plain read of the spec
  ...RESOURCE_ROUTES.filter((r) => r.path !== API_ROOT),

  // Paged reads
  {
    method: 'GET',
    path: AUDIT_CALL.path,
    auth: 'staff',
    area: PermissionArea.Audit,
    handler: listAuditPage,
    query: auditQuerySchema,
  },
  {
    method: 'GET',
    path: APPOINTMENT_GRID_CALL.path,
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: filterAppointmentsGrid,
    query: gridQuery,
  },

  // Extensions (docs/api-extensions.md)
  {
    method: 'PUT',
    path: toRoutePath(APPOINTMENT_STATE_CALL.path),
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: changeAppointmentState,
    bodyLimit: SMALL_BODY,
    body: appointmentStateChangeSchema,
  },
  {
    method: 'GET',
    path: APPOINTMENT_BOARD_CALL.path,
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: appointmentBoard,
    query: appointmentBoardQuerySchema,
  },
  {
    method: 'POST',
    path: APPOINTMENT_BULK_STATE_CALL.path,
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: changeAppointmentStates,
    bodyLimit: SMALL_BODY,
    body: appointmentBulkStateSchema,
  },
  {
    method: 'POST',
    path: APPOINTMENT_UNDO_CALL.path,
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: undoStateChanges,
    bodyLimit: SMALL_BODY,
    body: appointmentUndoSchema,
  },
  {
    method: 'POST',
    path: SEND_TO_HOSPITAL_CALL.path,
    auth: 'patient',
    handler: sendToHospital,
    bodyLimit: SMALL_BODY,
    body: sendToHospitalSchema,
  },
  {
    method: 'GET',
    path: toRoutePath(MY_CHAT_BEFORE_CALL.path),
    auth: 'patient',
    handler: readMyChatBefore,
  },
  {
    method: 'POST',
    path: SEND_TO_PATIENT_CALL.path,
    auth: 'staff',
    area: PermissionArea.Chat,
    handler: sendToPatient,
    bodyLimit: SMALL_BODY,
    body: sendToPatientSchema,
  },

  // Patient sign-in by one-time code (an extension: docs/api-extensions.md)
  {
    method: 'POST',
    path: REQUEST_CODE_PATH,
    auth: 'none',
    handler: requestCode,
    bodyLimit: SMALL_BODY,
    body: requestCodeSchema,
    invalidMessage: PatientSignInMessage.InvalidPhoneNumber,
  },
  {
    method: 'POST',
    path: VERIFY_CODE_PATH,
    auth: 'none',
    handler: verifyCode,
    bodyLimit: SMALL_BODY,
    body: verifyCodeSchema,
    invalidMessage: (field) =>
      field === 'body.code' ? PatientSignInMessage.InvalidCode : PatientSignInMessage.InvalidPhoneNumber,
  },
  // The patient site's public home content: the logo record and the carousel (an extension).
  { method: 'GET', path: SITE_HOME_CALL.path, auth: 'none', handler: readSiteHome },
  // Patient sign-out: the session's tokens are refused from then on (an extension).
  {
    method: 'POST',
    path: PATIENT_LOGOUT_PATH,
    auth: 'patient',
    handler: patientLogout,
    bodyLimit: SMALL_BODY,
  },

  // Writes of the managed records (an extension: docs/api-extensions.md)
  ...RECORD_ROUTES,
  ...RECORD_IMAGE_ROUTES,
  ...RECORD_IMPORT_ROUTES,

  // Online booking and the appointment settings (an extension: docs/api-extensions.md, "Booking")
  {
    method: 'GET',
    path: FREE_SLOTS_CALL.path,
    auth: 'none',
    handler: readFreeSlots,
    query: freeSlotsQuerySchema,
  },
  {
    method: 'POST',
    path: BOOK_CALL.path,
    auth: 'patient',
    handler: bookAppointment,
    bodyLimit: SMALL_BODY,
    body: bookSchema,
  },
  {
    method: 'POST',
    path: toRoutePath(CANCEL_BY_PATIENT_CALL.path),
    auth: 'patient',
    handler: cancelByPatient,
    bodyLimit: SMALL_BODY,
  },
  { method: 'GET', path: MY_BOOKING_RULE_CALL.path, auth: 'patient', handler: readMyBookingRule },
  {
    method: 'PUT',
    path: toRoutePath(DOCTOR_SETTING_CALL.path),
    auth: 'staff',
    area: PermissionArea.Doctors,
    handler: updateDoctorSetting,
    bodyLimit: SMALL_BODY,
    body: doctorSettingWriteSchema,
    everyInvalidField: true,
  },
  {
    method: 'PUT',
    path: toRoutePath(USER_SETTING_CALL.path),
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: updateUserSetting,
    bodyLimit: SMALL_BODY,
    body: userSettingWriteSchema,
    everyInvalidField: true,
  },
  {
    method: 'GET',
    path: FIND_ACCOUNT_CALL.path,
    auth: 'staff',
    area: PermissionArea.Appointments,
    handler: findAccountForSetting,
    query: findAccountQuerySchema,
  },

  // The dashboard home's figures: any staff member, answered by the caller's areas (an extension).
  {
    method: 'GET',
    path: HOME_SUMMARY_CALL.path,
    auth: 'staff',
    handler: homeSummary,
    query: homeSummaryQuerySchema,
  },

  // A doctor's profile in one read (an extension); its parts beyond doctors follow the caller's areas.
  {
    method: 'GET',
    path: toRoutePath(DOCTOR_PROFILE_CALL.path),
    auth: 'staff',
    area: PermissionArea.Doctors,
    handler: doctorProfile,
    query: doctorProfileQuerySchema,
  },

  // The feedbacks' averages over a period and the answers behind them (an extension).
  {
    method: 'GET',
    path: toRoutePath(FEEDBACK_AVERAGES_CALL.path),
    auth: 'staff',
    area: PermissionArea.Feedback,
    handler: feedbackAverages,
    query: feedbackAveragesQuerySchema,
  },
  {
    method: 'GET',
    path: toRoutePath(FEEDBACK_ANSWERS_CALL.path),
    auth: 'staff',
    area: PermissionArea.Feedback,
    handler: feedbackAnswers,
    query: feedbackPeriodQuerySchema,
  },
  // The audit trail's export of a filter's records, the filter's choices, the chain's check (an extension).
  {
    method: 'GET',
    path: toRoutePath(AUDIT_EXPORT_CALL.path),
    auth: 'staff',
    area: PermissionArea.Audit,
    handler: exportAudit,
    query: auditFilterQuerySchema,
  },
  {
    method: 'GET',
    path: toRoutePath(AUDIT_FACETS_CALL.path),
    auth: 'staff',
    area: PermissionArea.Audit,
    handler: auditFacets,
  },
  {
    method: 'GET',
    path: toRoutePath(AUDIT_VERIFY_CALL.path),
    auth: 'staff',
    area: PermissionArea.Audit,
    handler: verifyAudit,
  },

  // What patients and visitors send from the site, and the complaints' workflow (an extension)
  ...SUBMISSION_ROUTES,
  ...CHAT_ADMIN_ROUTES,

  // The pharmacy cart's orders and their status (an extension: docs/api-extensions.md)
  ...ORDER_ROUTES,

  // Staff accounts and roles written from the dashboard (an extension: docs/api-extensions.md)
  ...ACCESS_ROUTES,

  // Account requests, forgotten passwords and password changes (an extension: docs/api-extensions.md)
  ...STAFF_ACCOUNT_ROUTES,
  // The OTP log paged by the server, and bulk messages (extensions: docs/api-extensions.md)
  ...OTP_ROUTES,
  ...BULK_ROUTES,

  // The slider's order saved from the dashboard (an extension: docs/api-extensions.md)
  ...SLIDER_ROUTES,
  // What a news-feed generation rule selects (an extension: docs/api-extensions.md)
  ...NEWS_FEED_RULE_ROUTES,

  // The job form builder (an extension: docs/api-extensions.md)
  ...JOB_FORM_BUILDER_ROUTES,
  // The dashboard's three tree views (an extension: docs/api-extensions.md, "Content trees")
  ...CONTENT_TREE_ROUTES,
];

/**
 * `GET /api/` (the spec's first content call). Kept out of `ROUTES`, whose paths all name a call
 * below `/api/`; `registerRoutes` mounts it at `/api/`.
 */
export const API_ROOT_ROUTE: RouteDefinition | undefined = RESOURCE_ROUTES.find((r) => r.path === API_ROOT);

/** Staff calls that need a signed-in staff member but no permission area: the session's own. */
export const SESSION_PATHS: readonly string[] = [LOGOUT_PATH, KEEP_ALIVE_PATH, CHANGE_PASSWORD_CALL.path];

/**
 * Staff calls open to every staff member whose answer holds only what the caller's areas allow
 * (the handler filters, part by part), so they name no single area.
 */
export const AREA_FILTERED_PATHS: readonly string[] = [HOME_SUMMARY_CALL.path];
