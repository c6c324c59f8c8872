import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoChatMessage, DemoChatPort, DemoChatUser } from '../../../application/demo/demo-ports';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The template's chat: its people and the open conversation, from the in-memory service. */
export class DemoChatViewModel {
  users: DemoChatUser[] = [];
  selected: string | null = null;
  messages: DemoChatMessage[] = [];
  status: DemoLoad = LOADING;

  constructor(private readonly chat: DemoChatPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const users = await this.chat.users();
    runInAction(() => {
      if (!users.ok) {
        this.status = { kind: 'error', error: users.error };
        return;
      }
      this.users = users.value;
      this.status = LOADED;
    });
    const first = this.users[0];
    if (this.selected === null && first !== undefined) await this.open(first.id);
  }

  async open(userId: string): Promise<void> {
    this.selected = userId;
    const answer = await this.chat.chats(userId);
    runInAction(() => {
      if (answer.ok && this.selected === userId) this.messages = answer.value;
    });
  }

  async send(text: string): Promise<boolean> {
    const userId = this.selected;
    if (userId === null || text.trim() === '') return false;
    const answer = await this.chat.send(userId, text);
    return runInAction(() => {
      if (!answer.ok) return false;
      if (this.selected === userId) this.messages = answer.value;
      return true;
    });
  }
}
