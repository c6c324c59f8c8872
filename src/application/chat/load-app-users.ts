import type { ChatGateway } from '../ports/chat-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import type { StateStore } from '../shared/state-store';
import { APP_USERS_POLICY, type AppUsersState } from './app-users-state';

/** Loads the app users (`GetAppUsers`); a 403 marks `chat` forbidden. */
export class LoadAppUsers {
  constructor(
    private readonly gateway: ChatGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<AppUsersState>): Promise<AppUsersState> {
    const list = focusStore(
      store,
      (state: AppUsersState) => state.list,
      (state, next) => ({ ...state, list: next }),
    );
    await this.lists.execute(list, APP_USERS_POLICY, () => this.gateway.appUsers(), store);
    return store.get();
  }
}
