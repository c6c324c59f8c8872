import type { AppError } from '../../domain/errors/app-error';
import { SessionEvents, sessionReducer, type SessionState } from '../../domain/session/session-state';
import type { SessionUser } from '../../domain/session/session-user';
import { ok, type Result } from '../../domain/shared/result';
import type { StaffAccountGateway } from '../ports/staff-account-gateway';
import type { TokenStore } from '../ports/token-store';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * The signed-in user changes their own password (the current one first). Once the server took it,
 * a required change is done: the stored user loses the flag (the next start reads it so) and the
 * session's user with it, so the dashboard opens again. This session stays; the server has ended
 * the user's others.
 */
export class ChangeOwnPassword {
  constructor(
    private readonly gateway: Pick<StaffAccountGateway, 'changePassword'>,
    private readonly tokens: TokenStore,
  ) {}

  async execute(
    store: StateStore<SessionState>,
    currentPassword: string,
    newPassword: string,
  ): Promise<Result<void, AppError>> {
    const result = await this.gateway.changePassword(currentPassword, newPassword);
    if (!result.ok) return result;
    const state = store.get();
    if (state.status === 'loggedIn' && state.user.mustChangePassword === true) {
      const { mustChangePassword: _done, ...rest } = state.user;
      const user: SessionUser = rest;
      const [serviceToken, chatToken, accessToken] = [
        this.tokens.serviceToken(),
        this.tokens.chatToken(),
        this.tokens.accessToken(),
      ];
      if (serviceToken !== null && chatToken !== null && accessToken !== null) {
        this.tokens.saveStaffSession({ serviceToken, chatToken, accessToken, userData: user });
      }
      updateStore(store, (s) => sessionReducer(s, SessionEvents.userSet(user)));
    }
    return ok(undefined);
  }
}
