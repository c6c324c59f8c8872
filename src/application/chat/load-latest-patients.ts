import { noChatDepartmentAfter } from '../../domain/chat/no-chat-department';
import { applyPresence } from '../../domain/chat/presence';
import type { ChatGateway } from '../ports/chat-gateway';
import type { LoadList } from '../lists/load-list';
import { updateStore, type StateStore } from '../shared/state-store';
import { CHAT_HISTORY_POLICY, chatHistoryList, type ChatHistoryState } from './chat-history-state';

/**
 * Loads the latest-patients chat history (`getLatestPatient`). Rows are marked online from the
 * presence list held when the answer arrives. A 404 "user token doesnt contain any chat
 * departments" sets the no-chat-department flag; a success clears it; a 403 marks `chat` forbidden.
 * A reload started while one is in flight wins over it.
 */
export class LoadLatestPatients {
  constructor(
    private readonly gateway: ChatGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<ChatHistoryState>): Promise<ChatHistoryState> {
    const outcome = await this.lists.run({
      store: chatHistoryList(store),
      owner: store,
      policy: CHAT_HISTORY_POLICY,
      load: () => this.gateway.latestPatients(),
      itemsOf: (rows) => applyPresence(rows, store.get().online),
    });
    if (outcome.kind === 'applied') {
      const result = outcome.result;
      updateStore(store, (state) => {
        const flag = result.ok ? false : noChatDepartmentAfter(state.noChatDepartment, result.error);
        return flag === state.noChatDepartment ? state : { ...state, noChatDepartment: flag };
      });
    }
    return store.get();
  }
}
