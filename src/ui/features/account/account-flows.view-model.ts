import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffAccountGateway } from '../../../application/ports/staff-account-gateway';
import type { ChangeOwnPassword } from '../../../application/session/change-own-password';
import type { StateStore } from '../../../application/shared/state-store';
import type { SessionState } from '../../../domain/session/session-state';
import { accountFailure, type AccountFailure, type FieldProblem } from './account-errors';

/** What the forms share: the fields the browser or the server refused, the failure, the busy flag. */
abstract class AccountForm {
  busy = false;
  failure: AccountFailure | null = null;
  /** Problems the browser found before sending (the contract's own schema). */
  checked: readonly FieldProblem[] = [];

  /** Problems to show: the browser's first, then the server's. */
  get problems(): readonly FieldProblem[] {
    return this.checked.length > 0 ? this.checked : (this.failure?.fields ?? []);
  }

  protected async send<T>(
    problems: readonly FieldProblem[],
    call: () => Promise<{ ok: true; value: T } | { ok: false; error: Parameters<typeof accountFailure>[0] }>,
    tooMany?: string,
  ): Promise<T | null> {
    if (this.busy) return null;
    this.checked = problems;
    this.failure = null;
    if (problems.length > 0) return null;
    this.busy = true;
    const result = await call().catch(() => ({
      ok: false as const,
      error: { code: 'NetworkFailure' as const },
    }));
    return runInAction(() => {
      this.busy = false;
      if (result.ok) return result.value;
      this.failure = accountFailure(result.error, tooMany);
      return null;
    });
  }
}

/** `/register`: a request for a staff account, decided by an administrator. */
export class RegisterViewModel extends AccountForm {
  name = '';
  fullName = '';
  phoneNumber = '';
  note = '';
  sent = false;

  constructor(private readonly gateway: StaffAccountGateway) {
    super();
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  set(field: 'name' | 'fullName' | 'phoneNumber' | 'note', value: string): void {
    this[field] = value;
  }

  async submit(): Promise<boolean> {
    const body = { name: this.name, fullName: this.fullName, phoneNumber: this.phoneNumber, note: this.note };
    const done = await this.send(this.gateway.check('request', body), async () => {
      const result = await this.gateway.requestAccount(body);
      return result.ok ? { ok: true as const, value: true } : result;
    });
    if (done === true) runInAction(() => (this.sent = true));
    return done === true;
  }
}

/** The steps of a forgotten password: ask, read the phone, type the code, choose the new password. */
export type ForgotStep = 'request' | 'checkMail' | 'code' | 'reset' | 'done';

/**
 * `/forgot` and its template variants: one flow kept across the steps' pages (the name asked
 * for, then the ticket a right code gives), so a page reload or a direct visit to a later step
 * starts from what is still known.
 */
export class ForgotFlowViewModel extends AccountForm {
  name = '';
  code = '';
  password = '';
  passwordAgain = '';
  ticket: string | null = null;
  expiresInSeconds = 0;
  /** When the code was asked for (ms), to say how long it lives. */
  askedAt: number | null = null;

  constructor(private readonly gateway: StaffAccountGateway) {
    super();
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  set(field: 'name' | 'code' | 'password' | 'passwordAgain', value: string): void {
    this[field] = value;
  }

  async requestCode(): Promise<boolean> {
    const name = this.name;
    const done = await this.send(this.gateway.check('forgot', { name }), () =>
      this.gateway.forgotPassword(name),
    );
    if (done === null) return false;
    runInAction(() => {
      this.expiresInSeconds = done.expiresInSeconds;
      this.askedAt = Date.now();
      this.code = '';
      this.ticket = null;
    });
    return true;
  }

  async verifyCode(): Promise<boolean> {
    const body = { name: this.name, code: this.code };
    const done = await this.send(
      this.gateway.check('code', body),
      () => this.gateway.verifyResetCode(body.name, body.code),
      'accountReset.error.tooManyAttempts',
    );
    if (done === null) return false;
    runInAction(() => (this.ticket = done.ticket));
    return true;
  }

  async resetPassword(): Promise<boolean> {
    const ticket = this.ticket ?? '';
    const again: FieldProblem[] =
      this.password !== this.passwordAgain ? [{ field: 'passwordAgain', problem: 'mismatch' }] : [];
    const problems = [...this.gateway.check('reset', { ticket, password: this.password }), ...again];
    const done = await this.send(
      problems.filter((p) => p.field !== 'ticket'),
      async () => {
        const result = await this.gateway.resetPassword(ticket, this.password);
        return result.ok ? { ok: true as const, value: true } : result;
      },
    );
    if (done !== true) return false;
    runInAction(() => {
      this.ticket = null;
      this.password = '';
      this.passwordAgain = '';
      this.code = '';
    });
    return true;
  }
}

/** `/change-password`: the signed-in user's own change, required or chosen. */
export class ChangePasswordViewModel extends AccountForm {
  currentPassword = '';
  newPassword = '';
  newPasswordAgain = '';

  constructor(
    private readonly change: Pick<ChangeOwnPassword, 'execute'>,
    private readonly session: StateStore<SessionState>,
    private readonly gateway: Pick<StaffAccountGateway, 'check'>,
  ) {
    super();
    makeAutoObservable<this, 'change' | 'session' | 'gateway'>(
      this,
      { change: false, session: false, gateway: false },
      { autoBind: true },
    );
  }

  set(field: 'currentPassword' | 'newPassword' | 'newPasswordAgain', value: string): void {
    this[field] = value;
  }

  async submit(): Promise<boolean> {
    const body = { currentPassword: this.currentPassword, newPassword: this.newPassword };
    const again: FieldProblem[] =
      this.newPassword !== this.newPasswordAgain ? [{ field: 'newPasswordAgain', problem: 'mismatch' }] : [];
    const done = await this.send([...this.gateway.check('change', body), ...again], async () => {
      const result = await this.change.execute(this.session, body.currentPassword, body.newPassword);
      return result.ok ? { ok: true as const, value: true } : result;
    });
    if (done !== true) return false;
    runInAction(() => {
      this.currentPassword = '';
      this.newPassword = '';
      this.newPasswordAgain = '';
    });
    return true;
  }
}

/** The account pages' view-models, built from their chunk: one forgot flow per page load. */
export interface AccountFlows {
  readonly register: () => RegisterViewModel;
  readonly forgot: ForgotFlowViewModel;
  readonly changePassword: () => ChangePasswordViewModel;
}

/** The account pages' view-models, from the gateway, the own password change and the session. */
export function accountFlows(
  gateway: StaffAccountGateway,
  change: Pick<ChangeOwnPassword, 'execute'>,
  session: StateStore<SessionState>,
): AccountFlows {
  return {
    register: () => new RegisterViewModel(gateway),
    forgot: new ForgotFlowViewModel(gateway),
    changePassword: () => new ChangePasswordViewModel(change, session, gateway),
  };
}
