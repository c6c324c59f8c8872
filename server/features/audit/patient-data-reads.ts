import type { StaffPrincipal } from '../../http/principal';
import type { StaffRoute } from '../../http/route';
import type { Services } from '../../http/services';
import { recordAudit } from './record-audit';

/**
 * Staff reads that show patients' or visitors' personal data (names, phone numbers, messages,
 * codes, complaints), by the route's path, with what they read. Each leaves a `Read` record in the
 * audit trail (docs/security.md, "The audit trail"); a test checks every path is a staff read of
 * the route table, so a renamed call cannot silently stop being recorded.
 */
export const PATIENT_DATA_READS: ReadonlyMap<string, string> = new Map([
  ['/Appointment', 'Appointments'],
  ['/Appointment/FilterAppointmentsDashboard', 'Appointments'],
  ['/Appointment/Board', 'Appointments'],
  ['/UserAppointmentSetting/GetUserAppointmentSettings', 'AppUserAppointmentSettings'],
  ['/UserAppointmentSetting/FindAccount', 'AppUsers'],
  ['/Shopping/GetOrders', 'Orders'],
  ['/Shopping/Desk', 'Orders'],
  ['/OtpCodes/GetOtpCodesDashboard', 'OtpCodes'],
  ['/OtpCodes/GetOtpCodesGrouped', 'OtpCodes'],
  ['/OtpCodes/GetTestOtpCodes', 'OtpCodes'],
  ['/OtpCodes/GetOtpCodesPage', 'OtpCodes'],
  ['/Chats/getLatestPatient', 'ChatPatients'],
  ['/Chats/GetAppUsers', 'AppUsers'],
  ['/Chats/getChats/:page/:id', 'Conversation'],
  ['/Chats/FindChatList/:id', 'Conversation'],
  ['/Chats/GetLatestPatientNotSeenMessages', 'ChatPatients'],
  ['/Chats/BulkMessageReport', 'BulkMessages'],
  ['/Chats/BulkMessage/:id', 'BulkMessageRecipients'],
  ['/Feedbacks/GetDashboardFeedbacks', 'Feedbacks'],
  ['/Feedbacks/GetDashboardAllFeedbacks', 'Feedbacks'],
  ['/Feedbacks/GetDashboardDepartmentFeedbacks/:id', 'Feedbacks'],
  ['/Feedbacks/GetDashboardDoctorFeedbacks/:id', 'Feedbacks'],
  ['/Complaints', 'Complaints'],
  ['/ComplaintWorkflow/List', 'Complaints'],
  ['/ComplaintWorkflow/:id/steps', 'ComplaintSteps'],
  ['/ContactSmarts', 'ContactMessages'],
  ['/SubmitCvs', 'Applicants'],
  ['/Job/GetJobApplicants', 'Applicants'],
  ['/JobFormApplicants', 'Applicants'],
  ['/JobFormBuilder/:id', 'Applicants'],
  ['/Dashboard/FeedbackAnswers/:by/:id', 'Feedbacks'],
  ['/StaffAccountRequests/List', 'AccountRequests'],
]);

/** A read repeated within this time (a live list read again on every change) is recorded once. */
export const READ_AUDIT_WINDOW_MS = 10 * 60 * 1000;
/** How many recent reads are remembered; beyond, the longest-ago recorded is forgotten first. */
export const READ_AUDIT_MAX_KEYS = 10_000;

/**
 * Which reads were recorded lately. A screen that reads the same list again and again (live
 * updates, a reconnect) leaves one record per window; another query, another page, another
 * patient or another user is another read. Memory is bounded by `maxKeys`.
 */
export class ReadAuditWindow {
  readonly #recorded = new Map<string, number>();

  constructor(
    private readonly windowMs: number = READ_AUDIT_WINDOW_MS,
    private readonly maxKeys: number = READ_AUDIT_MAX_KEYS,
  ) {}

  /** Whether the read `key` at `now` is to be recorded; if so it is remembered as recorded then. */
  admit(key: string, now: number): boolean {
    const last = this.#recorded.get(key);
    if (last !== undefined && now - last >= 0 && now - last < this.windowMs) return false;
    // Re-inserted, so the map's order is the order of recording: the first key is the oldest.
    this.#recorded.delete(key);
    this.#recorded.set(key, now);
    for (const oldest of this.#recorded.keys()) {
      if (this.#recorded.size <= this.maxKeys) break;
      this.#recorded.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.#recorded.size;
  }
}

/** What a read asked for, in a stable order: the path's values and the query's. */
function askedFor(params: Readonly<Record<string, string>>, query: Readonly<Record<string, unknown>>) {
  const sorted = (values: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { params: sorted(params), query: sorted(query) };
}

/** What the route table's guard hands over of a staff read that succeeded. */
export interface StaffRead {
  readonly route: StaffRoute;
  readonly principal: StaffPrincipal;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly ip: string;
}

/**
 * Records a staff read of personal data in the audit trail (`Read`, the area, what was read, the
 * patient's or record's id when the path names one, and the query), once per window per user and
 * query. Reads of anything else record nothing.
 */
export function patientDataReadAuditor(services: Services): (read: StaffRead) => Promise<void> {
  const window = new ReadAuditWindow();
  return async ({ route, principal, params, query, ip }) => {
    const entity = route.method === 'GET' ? PATIENT_DATA_READS.get(route.path) : undefined;
    if (entity === undefined) return;
    const asked = askedFor(params, query);
    const key = JSON.stringify([principal.userId, route.path, asked]);
    if (!window.admit(key, services.now())) return;
    await recordAudit(services.db, {
      actor: { kind: 'staff', id: principal.userId, name: principal.name },
      action: 'Read',
      area: route.area ?? null,
      entity,
      entityId: params['id'] ?? null,
      ip,
      after: { path: route.path, ...asked },
      at: new Date(services.now()),
    });
  };
}
