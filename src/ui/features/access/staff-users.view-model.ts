import { makeAutoObservable, runInAction } from 'mobx';
import type {
  RoleOption,
  StaffAccessGateway,
  StaffUser,
} from '../../../application/ports/staff-access-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';
import { listStatusOf, writeRefusal } from './access-errors';

/** The user form: a new account (with its first password) or a change of name, role and phone. */
export interface UserForm {
  readonly mode: 'new' | 'edit';
  readonly id: string | null;
  readonly version: number;
  name: string;
  fullName: string;
  roleId: string;
  password: string;
  /** The mobile number reset codes go to, as typed; empty for none. */
  phoneNumber: string;
}

/** The password form of one user. */
export interface PasswordForm {
  readonly user: StaffUser;
  password: string;
  repeat: string;
}

/**
 * `/dashboard/users`: the staff accounts with their roles, a form to add or change one, the
 * administrator's password reset and the disable with its confirmation. What was typed stays
 * when a write fails; a write refused because the account changed meanwhile reads the list again.
 */
export class StaffUsersViewModel {
  status: ListStatus = { kind: 'loading' };
  users: readonly StaffUser[] = [];
  roles: readonly RoleOption[] = [];
  search = '';
  form: UserForm | null = null;
  passwordForm: PasswordForm | null = null;
  /** The user whose disable waits for confirmation. */
  confirming: StaffUser | null = null;
  problems: Readonly<Record<string, string>> = {};
  /** `access.error.<key>` of the failed write, shown in its dialog. */
  error: string | null = null;
  saving = false;
  /** `access.done.<key>` of the last write that succeeded, with the user's name. */
  done: { readonly key: string; readonly name: string } | null = null;

  constructor(
    private readonly gateway: StaffAccessGateway,
    private readonly me: () => string | null,
  ) {
    makeAutoObservable<this, 'gateway' | 'me'>(this, { gateway: false, me: false }, { autoBind: true });
  }

  get shown(): readonly StaffUser[] {
    const key = this.search.trim().toLowerCase();
    if (key === '') return this.users;
    return this.users.filter((u) =>
      [u.name, u.fullName, u.roleName].some((text) => text.toLowerCase().includes(key)),
    );
  }

  isMe(user: StaffUser): boolean {
    return user.id === this.me();
  }

  setSearch(value: string): void {
    this.search = value;
  }

  async load(): Promise<void> {
    if (this.users.length === 0) this.status = { kind: 'loading' };
    const result = await this.gateway.users();
    runInAction(() => {
      if (result.ok) {
        this.users = result.value.users;
        this.roles = result.value.roles;
        this.status = { kind: 'loaded' };
      } else this.status = listStatusOf(result.error);
    });
  }

  openNew(): void {
    this.#reset();
    this.form = {
      mode: 'new',
      id: null,
      version: 0,
      name: '',
      fullName: '',
      roleId: '',
      password: '',
      phoneNumber: '',
    };
  }

  openEdit(user: StaffUser): void {
    this.#reset();
    this.form = {
      mode: 'edit',
      id: user.id,
      version: user.version,
      name: user.name,
      fullName: user.fullName,
      roleId: user.roleId,
      password: '',
      phoneNumber: user.phoneNumber ?? '',
    };
  }

  openPassword(user: StaffUser): void {
    this.#reset();
    this.passwordForm = { user, password: '', repeat: '' };
  }

  askDisable(user: StaffUser): void {
    this.#reset();
    this.confirming = user;
  }

  close(): void {
    this.form = null;
    this.passwordForm = null;
    this.confirming = null;
    this.#reset();
  }

  setField(field: 'name' | 'fullName' | 'roleId' | 'password' | 'phoneNumber', value: string): void {
    if (this.form !== null) this.form[field] = value;
  }

  setPassword(field: 'password' | 'repeat', value: string): void {
    if (this.passwordForm !== null) this.passwordForm[field] = value;
  }

  /** Saves the user form; true when it was saved (the dialog closes). */
  async saveUser(): Promise<boolean> {
    const form = this.form;
    if (form === null || this.saving) return false;
    const body =
      form.mode === 'new'
        ? {
            name: form.name,
            fullName: form.fullName,
            roleId: form.roleId,
            password: form.password,
            phoneNumber: form.phoneNumber,
          }
        : {
            fullName: form.fullName,
            roleId: form.roleId,
            version: form.version,
            phoneNumber: form.phoneNumber,
          };
    if (!this.#checked(form.mode === 'new' ? 'newUser' : 'userChange', body)) return false;
    this.#start();
    const result =
      form.mode === 'new' || form.id === null
        ? await this.gateway.createUser(body as Parameters<StaffAccessGateway['createUser']>[0])
        : await this.gateway.updateUser(form.id, body as Parameters<StaffAccessGateway['updateUser']>[1]);
    return this.#finish(result, form.mode === 'new' ? 'created' : 'updated');
  }

  /** Sets the typed password for the user; the two fields must agree first. */
  async savePassword(): Promise<boolean> {
    const form = this.passwordForm;
    if (form === null || this.saving) return false;
    const body = { password: form.password, version: form.user.version };
    if (!this.#checked('password', body)) return false;
    if (form.password !== form.repeat) {
      this.problems = { repeat: 'mismatch' };
      return false;
    }
    this.#start();
    return this.#finish(
      await this.gateway.resetPassword(form.user.id, form.password, form.user.version),
      'password',
    );
  }

  /** Disables the user waiting for confirmation. */
  async confirmDisable(): Promise<boolean> {
    const user = this.confirming;
    if (user === null || this.saving) return false;
    this.#start();
    return this.#finish(await this.gateway.setDisabled(user.id, true, user.version), 'disabled');
  }

  /** Enabling gives access back and needs no confirmation. */
  async enable(user: StaffUser): Promise<boolean> {
    if (this.saving) return false;
    this.#reset();
    this.#start();
    return this.#finish(await this.gateway.setDisabled(user.id, false, user.version), 'enabled');
  }

  #checked(form: Parameters<StaffAccessGateway['check']>[0], body: unknown): boolean {
    this.problems = Object.fromEntries(this.gateway.check(form, body).map((p) => [p.field, p.problem]));
    this.error = null;
    return Object.keys(this.problems).length === 0;
  }

  #start(): void {
    this.saving = true;
    this.error = null;
    this.done = null;
  }

  #reset(): void {
    this.problems = {};
    this.error = null;
  }

  /** Applies a write's answer after its await, so in an action of its own. */
  #finish(
    result: Awaited<ReturnType<StaffAccessGateway['updateUser']>>,
    done: 'created' | 'updated' | 'password' | 'disabled' | 'enabled',
  ): boolean {
    return runInAction(() => {
      this.saving = false;
      if (result.ok) {
        const saved = result.value;
        const known = this.users.some((u) => u.id === saved.id);
        this.users = known ? this.users.map((u) => (u.id === saved.id ? saved : u)) : [...this.users, saved];
        this.done = { key: done, name: saved.name };
        this.form = null;
        this.passwordForm = null;
        this.confirming = null;
        return true;
      }
      const refusal = writeRefusal(result.error);
      this.problems = refusal.problems;
      this.error = refusal.message;
      if (refusal.stale) void this.load();
      return false;
    });
  }
}
