import { makeAutoObservable, runInAction } from 'mobx';
import {
  initialAppUsers,
  visibleAppUsers,
  type AppUsersState,
} from '../../../application/chat/app-users-state';
import { filterAppUsers } from '../../../application/chat/filter-app-users';
import type { LoadAppUsers } from '../../../application/chat/load-app-users';
import type {
  BulkMessage,
  BulkMessageGateway,
  BulkReport,
} from '../../../application/ports/bulk-message-gateway';
import type { StateStore } from '../../../application/shared/state-store';
import type { AppError } from '../../../domain/errors/app-error';
import type { PatientFilter } from '../../../domain/patients/patient-filter';
import { BULK_BODY_MAX, BULK_TITLE_MAX } from '../../../contract/bulk/bulk-messages';
import { startOfLocalDay } from '../otp/otp-log.view-model';
import type { LocalDate } from '../../../domain/patients/local-date';

/** How often an open report is read again while its message is being delivered. */
export const FOLLOW_MS = 1000;

export type BulkLoad =
  { kind: 'loading' } | { kind: 'loaded' } | { kind: 'error'; error: AppError } | { kind: 'forbidden' };

const loadOf = (error: AppError): BulkLoad =>
  error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', error };

/** Why a send did not go: the filter found another number, or the call failed. */
export type SendProblem =
  { kind: 'audienceChanged'; recipients: number } | { kind: 'failed'; error: AppError };

/**
 * `/dashboard/bulk-report`: the bulk messages sent (the spec's report), a new one written once to
 * the patients of the patient filter, and one message's report per recipient, followed while it
 * is delivered, with Retry of the failed recipients. The message keeps one key from the moment it
 * is written until it is sent, so a double click or a resend makes one message.
 */
export class BulkMessagesViewModel {
  list: BulkMessage[] = [];
  listLoad: BulkLoad = { kind: 'loading' };
  users: AppUsersState = initialAppUsers();
  title = '';
  body = '';
  clientKey: string;
  confirming = false;
  sending = false;
  problem: SendProblem | undefined = undefined;
  report: BulkReport | undefined = undefined;
  reportLoad: BulkLoad = { kind: 'loading' };
  retrying = false;
  private followed: number | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;

  readonly usersStore: StateStore<AppUsersState> = {
    get: () => this.users,
    set: (next) => runInAction(() => (this.users = next)),
  };

  constructor(
    private readonly gateway: BulkMessageGateway,
    private readonly loadAppUsers: Pick<LoadAppUsers, 'execute'>,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {
    this.clientKey = newKey();
    makeAutoObservable<this, 'gateway' | 'loadAppUsers' | 'newKey' | 'followed' | 'timer'>(
      this,
      {
        gateway: false,
        loadAppUsers: false,
        newKey: false,
        followed: false,
        timer: false,
        usersStore: false,
      },
      { autoBind: true },
    );
  }

  /** The patients the message goes to: the filter over the app users, as `/app/appUsers` shows them. */
  get recipients(): number {
    return visibleAppUsers(this.users).length;
  }

  get canSend(): boolean {
    const title = this.title.trim();
    const body = this.body.trim();
    return (
      !this.sending &&
      this.users.list.status.kind === 'loaded' &&
      this.recipients > 0 &&
      title !== '' &&
      body !== '' &&
      title.length <= BULK_TITLE_MAX &&
      body.length <= BULK_BODY_MAX
    );
  }

  async loadList(): Promise<void> {
    const answer = await this.gateway.list();
    runInAction(() => {
      if (answer.ok) {
        this.list = [...answer.value].sort((a, b) => b.sentAt - a.sentAt);
        this.listLoad = { kind: 'loaded' };
      } else this.listLoad = loadOf(answer.error);
    });
  }

  async loadUsers(): Promise<void> {
    await this.loadAppUsers.execute(this.usersStore);
  }

  setFilter(filter: PatientFilter): void {
    filterAppUsers(this.usersStore, filter);
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setBody(body: string): void {
    this.body = body;
  }

  askToSend(): void {
    if (this.canSend) this.confirming = true;
  }

  cancelSend(): void {
    this.confirming = false;
  }

  /** Sends the message written, once; answers the new message's id, or `undefined` if it did not go. */
  async send(): Promise<number | undefined> {
    if (this.sending) return undefined;
    this.sending = true;
    this.problem = undefined;
    const filter = this.users.filter;
    const created = filter.createdOnOrAfter;
    const answer = await this.gateway.send({
      clientKey: this.clientKey,
      title: this.title.trim(),
      body: this.body.trim(),
      audience: {
        sex: filter.sex,
        maritalStatus: filter.maritalStatus,
        bloodGroup: filter.bloodGroup,
        name: filter.name,
        phone: filter.phone,
        createdFrom:
          created === undefined || created === '' ? undefined : startOfLocalDay(created as LocalDate),
      },
      expectedRecipients: this.recipients,
    });
    return runInAction(() => {
      this.sending = false;
      this.confirming = false;
      if (answer.ok) {
        // Sent: the next message written is a new one, with a new key.
        this.title = '';
        this.body = '';
        this.clientKey = this.newKey();
        this.list = [answer.value, ...this.list.filter((m) => m.id !== answer.value.id)];
        return answer.value.id;
      }
      const body =
        answer.error.code === 'Conflict'
          ? (answer.error.body as { code?: unknown; recipients?: unknown })
          : {};
      this.problem =
        body.code === 'AudienceChanged' && typeof body.recipients === 'number'
          ? { kind: 'audienceChanged', recipients: body.recipients }
          : { kind: 'failed', error: answer.error };
      if (this.problem.kind === 'audienceChanged') void this.loadUsers();
      return undefined;
    });
  }

  /** Opens message `id`'s report and reads it again every second while it is being delivered. */
  open(id: number | undefined): void {
    this.stop();
    this.followed = id;
    this.report = undefined;
    this.reportLoad = { kind: 'loading' };
    if (id !== undefined) void this.follow(id);
  }

  private async follow(id: number): Promise<void> {
    const answer = await this.gateway.report(id);
    if (this.followed !== id) return;
    runInAction(() => {
      if (answer.ok) {
        this.report = answer.value;
        this.reportLoad = { kind: 'loaded' };
        this.list = this.list.map((m) => (m.id === id ? { ...answer.value } : m));
      } else this.reportLoad = loadOf(answer.error);
    });
    if (answer.ok && answer.value.sending) this.timer = setTimeout(() => void this.follow(id), FOLLOW_MS);
  }

  /** Sends again to the failed recipients only; a click while one is under way does nothing. */
  async retryFailed(): Promise<void> {
    const id = this.report?.id;
    if (id === undefined || this.retrying) return;
    this.retrying = true;
    const answer = await this.gateway.retryFailed(id);
    runInAction(() => {
      this.retrying = false;
      if (!answer.ok) this.reportLoad = loadOf(answer.error);
    });
    if (answer.ok && this.followed === id) {
      this.stop();
      this.followed = id;
      await this.follow(id);
    }
  }

  /** Stops following (the screen is left). */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.followed = undefined;
  }
}
