/**
 * The global unread-chat counter behind the shell's chat badge.
 *
 * The server owns the number; the client refreshes it on every hub `receive` event and whenever
 * the counter changes locally, so `stale` records that a refresh is due. A server answer is
 * authoritative and clears `stale` (setting a number from the server does not itself ask for
 * another refresh, which would never settle).
 */
export interface UnreadCounter {
  readonly count: number;
  /** A server refresh is due: a message arrived or the count changed locally since the last one. */
  readonly stale: boolean;
}

export type UnreadCounterEvent =
  /** The server's count arrived (`/Chats/GetLatestPatientCount`). */
  | { readonly type: 'refreshed'; readonly count: number }
  /** The chat hub delivered a `receive` event. */
  | { readonly type: 'messageReceived' }
  /** A chat that had unseen messages was marked seen. */
  | { readonly type: 'chatMarkedSeen' };

/** Before the first answer the badge shows 0 and a refresh is due. */
export const initialUnreadCounter: UnreadCounter = { count: 0, stale: true };

/** A server number as a count: negative, fractional or non-finite answers never reach the badge. */
function asCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Set from the server, decremented by one on mark-seen, never negative. The decrement is by one
 * because the badge counts chats with unseen messages, not messages: marking one chat seen takes
 * exactly one chat out of that count (see `markChatSeen`).
 */
export function reduceUnreadCounter(state: UnreadCounter, event: UnreadCounterEvent): UnreadCounter {
  switch (event.type) {
    case 'refreshed': {
      const count = asCount(event.count);
      return count === state.count && !state.stale ? state : { count, stale: false };
    }
    case 'messageReceived':
      return state.stale ? state : { count: state.count, stale: true };
    case 'chatMarkedSeen':
      // At 0 nothing changes, so no refresh is asked for either.
      return state.count === 0 ? state : { count: state.count - 1, stale: true };
  }
}

/** True when the application should ask the server for the count. */
export function needsRefresh(state: UnreadCounter): boolean {
  return state.stale;
}
