import { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { loginErrorFor, type LoginError } from '../../domain/session/login-error';
import { SessionEvents, sessionReducer, type SessionState } from '../../domain/session/session-state';
import type { SessionUser } from '../../domain/session/session-user';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionGateway } from '../ports/session-gateway';
import type { TokenStore } from '../ports/token-store';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * Logs a staff member in. On success the service, chat and access tokens and the user data are
 * stored, no area is forbidden any more, and the session is logged in. On failure the session is
 * logged out and the answer is the login alert for the error.
 */
export class LogIn {
  constructor(
    private readonly gateway: SessionGateway,
    private readonly tokens: TokenStore,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(
    store: StateStore<SessionState>,
    username: string,
    password: string,
  ): Promise<Result<SessionUser, LoginError>> {
    const result = await this.gateway.login(username, password);
    if (!result.ok) {
      updateStore(store, (state) => sessionReducer(state, SessionEvents.loginFailed()));
      return err(loginErrorFor(result.error));
    }
    const { serviceToken, chatToken, accessToken, user } = result.value;
    this.tokens.saveStaffSession({ serviceToken, chatToken, accessToken, userData: user });
    this.forbidden.set(ForbiddenAreas.none());
    updateStore(store, (state) => sessionReducer(state, SessionEvents.loggedIn(user)));
    return ok(user);
  }
}
