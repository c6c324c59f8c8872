import { makeAutoObservable, runInAction } from 'mobx';
import type { RoleOption, StaffAccessGateway } from '../../../application/ports/staff-access-gateway';
import type { AccountRequest, StaffAccountGateway } from '../../../application/ports/staff-account-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';
import { listStatusOf, writeRefusal } from './access-errors';

/** The approval form of one request: the role to give and the first password to hand over. */
export interface ApprovalForm {
  readonly request: AccountRequest;
  roleId: string;
  password: string;
  repeat: string;
}

/**
 * The account requests on `/dashboard/users`: those made at `/register`, pending first. Approving
 * makes the account with a role and a first password (changed by the user at the first login);
 * refusing asks first. What was typed stays when a decision fails.
 */
export class AccountRequestsViewModel {
  status: ListStatus = { kind: 'loading' };
  requests: readonly AccountRequest[] = [];
  roles: readonly RoleOption[] = [];
  approving: ApprovalForm | null = null;
  /** The request whose refusal waits for confirmation. */
  refusing: AccountRequest | null = null;
  problems: Readonly<Record<string, string>> = {};
  /** `access.error.<key>` or `accountRequest.admin.error.<key>` of the failed decision. */
  error: string | null = null;
  saving = false;
  /** `accountRequest.admin.done.<key>` of the last decision, with the name. */
  done: { readonly key: 'approved' | 'refused'; readonly name: string } | null = null;

  constructor(
    private readonly accounts: StaffAccountGateway,
    private readonly access: Pick<StaffAccessGateway, 'users'>,
    /** Called after an approval: the users' list has a new account. */
    private readonly onApproved: () => void = () => undefined,
  ) {
    makeAutoObservable<this, 'accounts' | 'access' | 'onApproved'>(
      this,
      { accounts: false, access: false, onApproved: false },
      { autoBind: true },
    );
  }

  get pending(): readonly AccountRequest[] {
    return this.requests.filter((r) => r.status === 'pending');
  }

  get decided(): readonly AccountRequest[] {
    return this.requests.filter((r) => r.status !== 'pending');
  }

  async load(): Promise<void> {
    if (this.requests.length === 0) this.status = { kind: 'loading' };
    const [requests, users] = await Promise.all([this.accounts.accountRequests(), this.access.users()]);
    runInAction(() => {
      if (!requests.ok) {
        this.status = listStatusOf(requests.error);
        return;
      }
      this.requests = requests.value;
      if (users.ok) this.roles = users.value.roles;
      this.status = { kind: 'loaded' };
    });
  }

  openApprove(request: AccountRequest): void {
    this.approving = { request, roleId: this.roles[0]?.id ?? '', password: '', repeat: '' };
    this.problems = {};
    this.error = null;
  }

  setApproval(field: 'roleId' | 'password' | 'repeat', value: string): void {
    if (this.approving !== null) this.approving[field] = value;
  }

  openRefuse(request: AccountRequest): void {
    this.refusing = request;
    this.error = null;
  }

  close(): void {
    this.approving = null;
    this.refusing = null;
    this.problems = {};
    this.error = null;
  }

  async approve(): Promise<void> {
    const form = this.approving;
    if (form === null || this.saving) return;
    const body = { roleId: form.roleId, password: form.password, version: form.request.version };
    const problems: Record<string, string> = Object.fromEntries(
      this.accounts.check('approve', body).map((p) => [p.field, p.problem]),
    );
    if (form.password !== form.repeat && problems.password === undefined) problems.repeat = 'mismatch';
    this.problems = problems;
    this.error = null;
    if (Object.keys(problems).length > 0) return;
    this.saving = true;
    const result = await this.accounts.approve(form.request.id, body);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.replace(result.value);
        this.done = { key: 'approved', name: result.value.name };
        this.approving = null;
        this.onApproved();
        return;
      }
      this.decisionFailed(result.error);
    });
  }

  async confirmRefuse(): Promise<void> {
    const request = this.refusing;
    if (request === null || this.saving) return;
    this.saving = true;
    const result = await this.accounts.refuse(request.id, request.version);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.replace(result.value);
        this.done = { key: 'refused', name: result.value.name };
        this.refusing = null;
        return;
      }
      this.decisionFailed(result.error);
    });
  }

  private decisionFailed(error: Parameters<typeof writeRefusal>[0]): void {
    const refusal = writeRefusal(error);
    const decided =
      error.code === 'Conflict' && (error.body as { code?: unknown } | null)?.code === 'Decided';
    this.problems = refusal.problems;
    this.error = decided
      ? 'accountRequest.admin.error.decided'
      : refusal.message === null
        ? null
        : `access.error.${refusal.message}`;
    if (refusal.stale || decided) void this.load();
  }

  private replace(next: AccountRequest): void {
    this.requests = this.requests.map((r) => (r.id === next.id ? next : r));
  }
}
