/** The demo mailbox's folders, as the unread counter lists them. */
export const MailFolder = {
  All: 'all',
  Inbox: 'inbox',
  Sent: 'sent',
  Draft: 'draft',
  Spam: 'spam',
  Trash: 'trash',
  Starred: 'starred',
  Important: 'important',
  Promotions: 'promotions',
  Forums: 'forums',
} as const;

export type MailFolder = (typeof MailFolder)[keyof typeof MailFolder];

/** Where a mail was filed; starred and important are flags on top of it. */
export type MailBox = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';

export interface DemoMail {
  readonly id: string;
  readonly from: string;
  readonly subject: string;
  readonly body: string;
  readonly time: string;
  readonly box: MailBox;
  /** A promotions or forums label, or none. */
  readonly label: 'promotions' | 'forums' | null;
  readonly read: boolean;
  readonly starred: boolean;
  readonly important: boolean;
}

/** Whether a mail shows in a folder: folders derive from where it was filed, its flags and label. */
export function inFolder(mail: DemoMail, folder: MailFolder): boolean {
  switch (folder) {
    case MailFolder.All:
      return true;
    case MailFolder.Starred:
      return mail.starred;
    case MailFolder.Important:
      return mail.important;
    case MailFolder.Promotions:
    case MailFolder.Forums:
      return mail.label === folder;
    default:
      return mail.box === folder;
  }
}

/** The unread mails of every folder. */
export function unreadCounts(mails: readonly DemoMail[]): Record<MailFolder, number> {
  const counts = Object.fromEntries(Object.values(MailFolder).map((folder) => [folder, 0])) as Record<
    MailFolder,
    number
  >;
  for (const mail of mails) {
    if (mail.read) continue;
    for (const folder of Object.values(MailFolder)) if (inFolder(mail, folder)) counts[folder] += 1;
  }
  return counts;
}

export const setRead = (mails: readonly DemoMail[], id: string): DemoMail[] =>
  mails.map((mail) => (mail.id === id ? { ...mail, read: true } : mail));

export const toggleStarred = (mails: readonly DemoMail[], id: string): DemoMail[] =>
  mails.map((mail) => (mail.id === id ? { ...mail, starred: !mail.starred } : mail));

export const toggleImportant = (mails: readonly DemoMail[], id: string): DemoMail[] =>
  mails.map((mail) => (mail.id === id ? { ...mail, important: !mail.important } : mail));

/** The fields the mailbox's search box looks in (the spec's filter is by folder; this is ours). */
export const MAIL_SEARCH_FIELDS = ['from', 'subject', 'body'] as const;

/** The mails of a folder whose sender, subject or text contains the key, ignoring case. */
export function mailsOf(mails: readonly DemoMail[], folder: MailFolder, key: string): DemoMail[] {
  const needle = key.trim().toLowerCase();
  return mails.filter(
    (mail) =>
      inFolder(mail, folder) &&
      MAIL_SEARCH_FIELDS.some((field) => mail[field].toLowerCase().includes(needle)),
  );
}
