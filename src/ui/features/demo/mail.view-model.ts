import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoMailbox, DemoMailPort } from '../../../application/demo/demo-ports';
import { MailFolder, mailsOf, type DemoMail } from '../../../domain/demo/mail';
import type { Result } from '../../../domain/shared/result';
import type { DemoError } from '../../../application/demo/demo-ports';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

const EMPTY_COUNTS = Object.fromEntries(Object.values(MailFolder).map((folder) => [folder, 0])) as Record<
  MailFolder,
  number
>;

/** The demo mailbox: folders with their unread counts, the folder's mails, the open mail. */
export class MailViewModel {
  mails: readonly DemoMail[] = [];
  unreadCount: Readonly<Record<MailFolder, number>> = EMPTY_COUNTS;
  folder: MailFolder = MailFolder.Inbox;
  key = '';
  openId: string | null = null;
  status: DemoLoad = LOADING;
  /** The refusal of the last change, shown beside the mail. */
  changeError: DemoError | null = null;

  constructor(private readonly mail: DemoMailPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The open folder's mails matching the search. */
  get shown(): DemoMail[] {
    return mailsOf(this.mails, this.folder, this.key);
  }

  get open(): DemoMail | null {
    return this.mails.find((mail) => mail.id === this.openId) ?? null;
  }

  private take(answer: Result<DemoMailbox, DemoError>): void {
    if (!answer.ok) {
      this.changeError = answer.error;
      return;
    }
    this.changeError = null;
    this.mails = answer.value.mails;
    this.unreadCount = answer.value.unreadCount;
  }

  async load(): Promise<void> {
    const answer = await this.mail.mailbox();
    runInAction(() => {
      if (!answer.ok) {
        this.status = { kind: 'error', error: answer.error };
        return;
      }
      this.take(answer);
      this.status = LOADED;
    });
  }

  chooseFolder(folder: MailFolder): void {
    this.folder = folder;
    this.openId = null;
  }

  setKey(key: string): void {
    this.key = key;
  }

  /** Opens a mail and marks it read. */
  async read(id: string): Promise<void> {
    this.openId = id;
    if (this.open?.read === true) return;
    const answer = await this.mail.setRead(id);
    runInAction(() => this.take(answer));
  }

  close(): void {
    this.openId = null;
  }

  async toggleStarred(id: string): Promise<void> {
    const answer = await this.mail.setStarred(id);
    runInAction(() => this.take(answer));
  }

  async toggleImportant(id: string): Promise<void> {
    const answer = await this.mail.setImportant(id);
    runInAction(() => this.take(answer));
  }
}
