import { makeAutoObservable, runInAction } from 'mobx';
import type { LogIn } from '../../../application/session/log-in';
import type { StateStore } from '../../../application/shared/state-store';
import { AppErrors } from '../../../domain/errors/app-error';
import { loginErrorFor, type LoginError } from '../../../domain/session/login-error';
import type { SessionState } from '../../../domain/session/session-state';
import { err } from '../../../domain/shared/result';

/** The login form: the two fields, the busy flag while the call runs, the alert of a failure. */
export class LoginViewModel {
  username = '';
  password = '';
  busy = false;
  error: LoginError | null = null;

  constructor(
    private readonly logIn: Pick<LogIn, 'execute'>,
    private readonly session: StateStore<SessionState>,
  ) {
    makeAutoObservable<this, 'logIn' | 'session'>(this, { logIn: false, session: false }, { autoBind: true });
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** Sends the login once at a time; resolves true when the user is logged in. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = null;
    // A login that could not be sent (its code did not arrive) reads as one that got no answer.
    const result = await this.logIn
      .execute(this.session, this.username, this.password)
      .catch(() => err(loginErrorFor(AppErrors.networkFailure())));
    runInAction(() => {
      this.busy = false;
      this.error = result.ok ? null : result.error;
      if (result.ok) this.password = '';
    });
    return result.ok;
  }
}
