import { SessionEvents, sessionReducer, type SessionState } from '../../domain/session/session-state';
import { hasToken } from '../../domain/session/token-check';
import type { TokenStore } from '../ports/token-store';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * Starts the session: with a service token the user is logged in from the stored user data,
 * otherwise logged out. Decides once; a second start (a remount) changes nothing.
 */
export class StartSession {
  constructor(private readonly tokens: TokenStore) {}

  execute(store: StateStore<SessionState>): SessionState {
    const event = SessionEvents.started(hasToken(this.tokens.serviceToken()), this.tokens.userData());
    return updateStore(store, (state) => sessionReducer(state, event));
  }
}
