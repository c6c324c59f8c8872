import { describe, expect, it } from 'vitest';
import { InMemoryDemoService } from '../../../src/adapters/demo/in-memory-demo-service';
import { MailFolder } from '../../../src/domain/demo/mail';

const service = () => new InMemoryDemoService({ random: () => 0.5, wait: () => Promise.resolve() });
const value = <T>(answer: { ok: true; value: T } | { ok: false }): T => {
  if (!answer.ok) throw new Error('refused');
  return answer.value;
};

describe("the demo service's card, mail, contact, customer and calendar calls", () => {
  it('filters the cards over their own fields only, ignoring case', async () => {
    const lists = service().lists;
    const simple = value(await lists.simpleCards(''));
    const rejected = value(await lists.simpleCards('REJECTED'));
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected).toEqual(simple.filter((card) => card.status === 'Rejected'));
    // A details card's email is searched; a simple card has no role to search.
    const details = value(await lists.detailsCards('@example.org'));
    expect(details).toHaveLength(12);
    expect(value(await lists.simpleCards('nurse'))).toEqual([]);
    expect(value(await lists.profileCards('nurse')).every((card) => card.role === 'Nurse')).toBe(true);
  });

  it('counts the unread mails of every folder and marks a mail read once', async () => {
    const mail = service().mail;
    const before = value(await mail.mailbox());
    expect(Object.keys(before.unreadCount).sort()).toEqual([
      'all',
      'draft',
      'forums',
      'important',
      'inbox',
      'promotions',
      'sent',
      'spam',
      'starred',
      'trash',
    ]);
    const unreadInbox = before.mails.find((m) => !m.read && m.box === 'inbox');
    if (unreadInbox === undefined) throw new Error('the seed has an unread inbox mail');
    const after = value(await mail.setRead(unreadInbox.id));
    expect(after.unreadCount.inbox).toBe(before.unreadCount.inbox - 1);
    expect(after.unreadCount.all).toBe(before.unreadCount.all - 1);
    const again = value(await mail.setRead(unreadInbox.id));
    expect(again.unreadCount).toEqual(after.unreadCount);
  });

  it('files a starred mail under starred until it is unstarred', async () => {
    const mail = service().mail;
    const box = value(await mail.mailbox());
    const plain = box.mails.find((m) => !m.starred);
    if (plain === undefined) throw new Error('the seed has an unstarred mail');
    await mail.setStarred(plain.id);
    expect(value(await mail.folder(MailFolder.Starred)).map((m) => m.id)).toContain(plain.id);
    await mail.setStarred(plain.id);
    expect(value(await mail.folder(MailFolder.Starred)).map((m) => m.id)).not.toContain(plain.id);
    await mail.setImportant(plain.id);
    expect(value(await mail.folder(MailFolder.Important)).map((m) => m.id)).toContain(plain.id);
  });

  it('adds, updates and removes a calendar event, and refuses one without a title', async () => {
    const calendar = service().calendar;
    const seeded = value(await calendar.events()).length;
    const event = {
      title: 'Ward round',
      description: '',
      start: '2026-04-01T09:00',
      end: '2026-04-01T10:00',
      color: 'success' as const,
      textColor: 'light' as const,
      allDay: false,
    };
    const added = value(await calendar.addEvent(event));
    expect(added).toHaveLength(seeded + 1);
    const id = added.at(-1)?.id ?? '';
    const updated = value(
      await calendar.updateEvent(id, { color: 'danger', textColor: 'dark', allDay: true }),
    );
    expect(updated.find((e) => e.id === id)).toMatchObject({
      title: 'Ward round',
      color: 'danger',
      textColor: 'dark',
      allDay: true,
      start: '2026-04-01T00:00',
    });
    expect(value(await calendar.removeEvent(id))).toHaveLength(seeded);
    expect(await calendar.addEvent({ ...event, title: ' ' })).toEqual({
      ok: false,
      error: { status: 400, message: 'TitleRequired' },
    });
    expect(await calendar.addEvent({ ...event, end: '2026-04-01T08:00' })).toEqual({
      ok: false,
      error: { status: 400, message: 'EndBeforeStart' },
    });
  });

  it('modifies a contact in place and adds a new one', async () => {
    const contact = service().contact;
    const book = value(await contact.contacts());
    const first = book[0];
    if (first === undefined) throw new Error('the seed has contacts');
    const renamed = value(await contact.modify({ ...first, name: 'Zara Ali' }));
    expect(renamed).toHaveLength(book.length);
    expect(renamed[0]?.name).toBe('Zara Ali');
    const added = value(await contact.modify({ ...first, id: 'new', name: 'New Person' }));
    expect(added).toHaveLength(book.length + 1);
  });

  it('answers the four customer lists', async () => {
    const customer = service().customer;
    const lists = await Promise.all([
      customer.customers(),
      customer.orders(),
      customer.products(),
      customer.reviews(),
    ]);
    expect(lists.every((answer) => answer.ok && answer.value.length > 0)).toBe(true);
  });

  it('edits and deletes a comment, refusing a blank edit with the template message', async () => {
    const social = service().social;
    const posts = value(await social.posts());
    const post = posts.find((p) => p.comments.length > 0);
    const comment = post?.comments[0];
    if (post === undefined || comment === undefined) throw new Error('the seed has a comment');
    expect(await social.editComment(post.id, comment.id, '  ')).toEqual({
      ok: false,
      error: { status: 400, message: 'Comment Field is Required' },
    });
    const edited = value(await social.editComment(post.id, comment.id, 'Changed'));
    expect(edited.find((p) => p.id === post.id)?.comments[0]?.text).toBe('Changed');
    const deleted = value(await social.deleteComment(post.id, comment.id));
    expect(deleted.find((p) => p.id === post.id)?.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(value(await social.deletePost(post.id)).map((p) => p.id)).not.toContain(post.id);
  });
});
