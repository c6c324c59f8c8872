/** The only thing the paging needs to know about a chat message: its id. */
export interface IdentifiedMessage {
  readonly id: string | number;
}

/** One answer of `/Chats/getChats/{page}/{id}`. */
export interface ChatMessagePage<M extends IdentifiedMessage> {
  readonly chats: readonly M[];
}

/** The messages of the open chat, oldest first, and whether the "load older" button is enabled. */
export interface OlderMessagesState<M extends IdentifiedMessage> {
  readonly messages: readonly M[];
  readonly canLoadOlder: boolean;
  /** Pages that brought at least one chat: the application asks for the page after these. */
  readonly pagesLoaded: number;
}

export type OlderMessagesEvent<M extends IdentifiedMessage> =
  /** A page of older messages arrived. */
  | { readonly type: 'pageLoaded'; readonly page: ChatMessagePage<M> }
  /** A live message of this chat arrived from the hub: it is the newest. */
  | { readonly type: 'messageReceived'; readonly message: M }
  /** Another chat was opened. */
  | { readonly type: 'reset' };

export function initialOlderMessages<M extends IdentifiedMessage>(): OlderMessagesState<M> {
  return { messages: [], canLoadOlder: true, pagesLoaded: 0 };
}

/**
 * Accumulates the pages of a chat. A page's messages go before the ones already held, in the page's
 * order; a message whose id is already held (or appeared earlier in the same page) is dropped, so
 * the copy on screen never moves. A page with no chats disables "load older" until another chat is
 * opened; a page whose chats were all duplicates does not, as the spec's rule is about the page
 * being empty.
 */
export function reduceOlderMessages<M extends IdentifiedMessage>(
  state: OlderMessagesState<M>,
  event: OlderMessagesEvent<M>,
): OlderMessagesState<M> {
  switch (event.type) {
    case 'reset':
      return initialOlderMessages();
    case 'messageReceived':
      if (state.messages.some((m) => m.id === event.message.id)) return state;
      return { ...state, messages: [...state.messages, event.message] };
    case 'pageLoaded': {
      const chats = event.page.chats;
      if (chats.length === 0) return state.canLoadOlder ? { ...state, canLoadOlder: false } : state;
      const seen = new Set<string | number>();
      for (const m of state.messages) seen.add(m.id);
      const older: M[] = [];
      for (const m of chats) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        older.push(m);
      }
      const messages = older.length === 0 ? state.messages : older.concat(state.messages);
      return { messages, canLoadOlder: state.canLoadOlder, pagesLoaded: state.pagesLoaded + 1 };
    }
  }
}
