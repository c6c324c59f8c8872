import type { Patient } from '../patients/patient';
import { filterPatients, type PatientFilter } from '../patients/patient-filter';
import type { ChatHistoryRow, ChatUserId } from './chat-history-row';
import { filterChatHistory } from './chat-history-filter';
import type { ChatStatus } from './chat-status';

/**
 * A chat of the chat list: its history row with the patient's card beside it. `name` and
 * `phoneNumber` stay the chat's own. A chat whose patient the app users list does not hold has
 * empty card fields and `known` false: it meets no chosen card criterion.
 */
export interface ChatListRow extends ChatHistoryRow, Patient {
  readonly known: boolean;
}

const UNKNOWN_CARD = { birthdate: '', sex: '', maritalStatus: '', bloodGroup: '', createdAt: '' } as const;

/** Puts each chat's patient card beside it, matched by the chat id; the rows keep their order. */
export function joinChatPatients(
  rows: readonly ChatHistoryRow[],
  patients: readonly (Patient & { readonly id: ChatUserId })[],
): ChatListRow[] {
  const byId = new Map(patients.map((patient) => [patient.id, patient]));
  return rows.map((row) => {
    const patient = byId.get(row.superUserId);
    if (patient === undefined) return { ...row, ...UNKNOWN_CARD, known: false };
    const { birthdate, sex, maritalStatus, bloodGroup, createdAt } = patient;
    return { ...row, birthdate, sex, maritalStatus, bloodGroup, createdAt, known: true };
  });
}

/** What the chat list is filtered by: the inbox's status and search, and the patient filter. */
export interface ChatListFilter {
  readonly status: ChatStatus;
  /** The chat search: name ignoring case, or phone number. */
  readonly query: string;
  readonly patient: PatientFilter;
}

/** The chats that pass the status filter, the search and every chosen patient criterion, in order. */
export function filterChatList<R extends ChatListRow>(rows: readonly R[], filter: ChatListFilter): R[] {
  return filterPatients(filterChatHistory(rows, filter.status, filter.query), filter.patient);
}
