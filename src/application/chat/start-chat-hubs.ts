import { hasToken } from '../../domain/session/token-check';
import type { Logger } from '../ports/logger';
import type { RealtimeHubs } from '../ports/realtime-hubs';
import type { TokenStore } from '../ports/token-store';

/**
 * Starts both real-time hubs only if a chat token exists; the hubs themselves start once however
 * often this is called. Resolves true when a start was asked for. A start that fails is logged: the
 * dashboard works without live events, and the hubs retry on their own.
 */
export class StartChatHubs {
  constructor(
    private readonly tokens: Pick<TokenStore, 'chatToken'>,
    private readonly hubs: Pick<RealtimeHubs, 'start'>,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<boolean> {
    if (!hasToken(this.tokens.chatToken())) return false;
    try {
      await this.hubs.start();
    } catch (error) {
      this.logger.error('Starting the real-time hubs failed', error);
    }
    return true;
  }
}
