import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoContactPort, DemoError } from '../../../application/demo/demo-ports';
import {
  groupByInitial,
  searchContacts,
  type ContactGroup,
  type DemoContact,
} from '../../../domain/demo/contact';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The demo contact book: cards or a list by initial, searched, each contact editable. */
export class ContactViewModel {
  contacts: DemoContact[] = [];
  key = '';
  status: DemoLoad = LOADING;
  saveError: DemoError | null = null;
  private sequence = 0;

  constructor(private readonly port: DemoContactPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get shown(): DemoContact[] {
    return searchContacts(this.contacts, this.key);
  }

  get groups(): ContactGroup[] {
    return groupByInitial(this.shown);
  }

  setKey(key: string): void {
    this.key = key;
  }

  async load(): Promise<void> {
    const answer = await this.port.contacts();
    runInAction(() => {
      if (!answer.ok) {
        this.status = { kind: 'error', error: answer.error };
        return;
      }
      this.contacts = answer.value;
      this.status = LOADED;
    });
  }

  /** A new contact's id, no one else's. */
  newId(): string {
    this.sequence += 1;
    return `contact-added-${Date.now()}-${this.sequence}`;
  }

  /** Whether it was saved (the form may then close; otherwise what was typed stays). */
  async save(contact: DemoContact): Promise<boolean> {
    const answer = await this.port.modify(contact);
    return runInAction(() => {
      if (!answer.ok) {
        this.saveError = answer.error;
        return false;
      }
      this.saveError = null;
      this.contacts = answer.value;
      return true;
    });
  }
}
