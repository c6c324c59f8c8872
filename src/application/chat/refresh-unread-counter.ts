import { reduceUnreadCounter, type UnreadCounter } from '../../domain/chat/unread-counter';
import type { ChatGateway } from '../ports/chat-gateway';
import type { Logger } from '../ports/logger';
import { CoalescedRun } from '../shared/coalesced-run';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * Refreshes the unread chat counter from the server (`GetLatestPatientCount`). Asked again while a
 * refresh is in flight (a message arrived, a chat was marked seen), it runs once more after it and
 * drops the first answer, which predates the change: the badge neither goes stale nor flickers
 * back. A failure is only logged and leaves the counter due for a refresh.
 */
export class RefreshUnreadCounter {
  private readonly runs = new CoalescedRun();

  constructor(
    private readonly gateway: Pick<ChatGateway, 'unreadCount'>,
    private readonly logger: Logger,
  ) {}

  /** Resolves once the counter holds an answer asked for after the last request (or one failed). */
  execute(store: StateStore<UnreadCounter>): Promise<void> {
    return this.runs.run(store, async (isOutdated) => {
      const result = await this.gateway.unreadCount();
      if (isOutdated()) return;
      if (!result.ok) {
        this.logger.error('Refreshing the unread chat counter failed', result.error);
        return;
      }
      updateStore(store, (counter) =>
        reduceUnreadCounter(counter, { type: 'refreshed', count: result.value }),
      );
    });
  }
}
