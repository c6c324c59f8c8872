import { makeAutoObservable, runInAction } from 'mobx';
import { initialAppUsers, type AppUsersState } from '../../../application/chat/app-users-state';
import { initialChatHistory, type ChatHistoryState } from '../../../application/chat/chat-history-state';
import { initialConversation, type ConversationState } from '../../../application/chat/conversation-state';
import type { LoadAppUsers } from '../../../application/chat/load-app-users';
import type { LoadLatestPatients } from '../../../application/chat/load-latest-patients';
import type { WatchChatInbox } from '../../../application/chat/watch-chat-inbox';
import type { StateStore } from '../../../application/shared/state-store';
import { filterChatList, joinChatPatients, type ChatListRow } from '../../../domain/chat/chat-list';
import { ChatStatus } from '../../../domain/chat/chat-status';
import type { UnreadCounter } from '../../../domain/chat/unread-counter';
import { pageOfRows, type RowsPage } from '../../../domain/paging/page-of-rows';
import type { PatientFilter } from '../../../domain/patients/patient-filter';
import { choiceOptions, type PatientChoice } from './patient-options';

export interface ChatListServices {
  readonly loadLatestPatients: Pick<LoadLatestPatients, 'execute'>;
  readonly loadAppUsers: Pick<LoadAppUsers, 'execute'>;
  readonly watchInbox: Pick<WatchChatInbox, 'execute'>;
}

/** This screen opens no conversation: the hubs' "bring the open chat up to date" has nothing to do. */
const NO_OPEN_CHAT: StateStore<ConversationState> = {
  get: initialConversation,
  set: () => undefined,
};

/**
 * `/app/chatList`: every patient's chat as a table, narrowed by the inbox's status filter and
 * search and by the patient filter over each patient's card, ten a page. Kept live by the hubs
 * (a new message moves its chat up and counts it; presence marks who is online). A row opens the
 * conversation at `/app/chat/{id}`.
 */
export class ChatListViewModel {
  history: ChatHistoryState = initialChatHistory();
  patients: AppUsersState = initialAppUsers();
  status: ChatStatus = ChatStatus.All;
  query = '';
  patientFilter: PatientFilter = {};
  page = 1;

  readonly historyStore: StateStore<ChatHistoryState> = {
    get: () => this.history,
    set: (next) => runInAction(() => (this.history = next)),
  };

  readonly patientsStore: StateStore<AppUsersState> = {
    get: () => this.patients,
    set: (next) => runInAction(() => (this.patients = next)),
  };

  constructor(
    private readonly services: ChatListServices,
    private readonly counter: StateStore<UnreadCounter>,
  ) {
    makeAutoObservable<this, 'services' | 'counter'>(
      this,
      { services: false, counter: false, historyStore: false, patientsStore: false },
      { autoBind: true },
    );
  }

  /** Each chat with its patient's card (empty while, or if, the patients cannot be read). */
  get rows(): readonly ChatListRow[] {
    return joinChatPatients(this.history.list.items, this.patients.list.items);
  }

  get matching(): readonly ChatListRow[] {
    return filterChatList(this.rows, { status: this.status, query: this.query, patient: this.patientFilter });
  }

  get shown(): RowsPage<ChatListRow> {
    return pageOfRows(this.matching, this.page);
  }

  /** The patients' cards could not be read: the card criteria cannot be met. */
  get cardsFailed(): boolean {
    const kind = this.patients.list.status.kind;
    return kind === 'error' || kind === 'forbidden';
  }

  options(field: PatientChoice): string[] {
    return choiceOptions(field, this.patients.list.items);
  }

  /** Reads the chats and the patients, and keeps the chats current until the returned function is called. */
  start(): () => void {
    void this.reload();
    return this.services.watchInbox.execute({
      history: this.historyStore,
      conversation: NO_OPEN_CHAT,
      counter: this.counter,
    });
  }

  async reload(): Promise<void> {
    await Promise.all([
      this.services.loadLatestPatients.execute(this.historyStore),
      this.services.loadAppUsers.execute(this.patientsStore),
    ]);
  }

  async reloadPatients(): Promise<void> {
    await this.services.loadAppUsers.execute(this.patientsStore);
  }

  setFilter(status: ChatStatus, query: string, patient: PatientFilter): void {
    this.status = status;
    this.query = query;
    this.patientFilter = patient;
  }

  setPage(page: number): void {
    this.page = page;
  }
}
