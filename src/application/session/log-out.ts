import { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { SessionEvents, sessionReducer, type SessionState } from '../../domain/session/session-state';
import type { Logger } from '../ports/logger';
import type { RealtimeHubs } from '../ports/realtime-hubs';
import type { SessionGateway } from '../ports/session-gateway';
import type { TokenStore } from '../ports/token-store';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * Logs out: the server's logout first, whose errors are only logged; then the stored tokens and
 * user data are cleared, the hubs stopped, the forbidden areas forgotten and the session logged
 * out. Whatever the server or the hubs answer, the user ends logged out.
 */
export class LogOut {
  constructor(
    private readonly gateway: SessionGateway,
    private readonly tokens: TokenStore,
    private readonly hubs: Pick<RealtimeHubs, 'stop'>,
    private readonly forbidden: StateStore<ForbiddenAreas>,
    private readonly logger: Logger,
  ) {}

  async execute(store: StateStore<SessionState>): Promise<SessionState> {
    // A rejection is a bug in an adapter, but logging out must still happen: it is caught here.
    try {
      const result = await this.gateway.logout();
      if (!result.ok) this.logger.error('Logout call failed', result.error);
    } catch (error) {
      this.logger.error('Logout call failed', error);
    }
    this.tokens.clearStaffSession();
    try {
      await this.hubs.stop();
    } catch (error) {
      this.logger.error('Stopping the hubs failed', error);
    }
    this.forbidden.set(ForbiddenAreas.none());
    return updateStore(store, (state) => sessionReducer(state, SessionEvents.loggedOut()));
  }
}
