import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inFolder,
  MailFolder,
  setRead,
  toggleStarred,
  unreadCounts,
  type DemoMail,
} from '../../../src/domain/demo/mail';

const mailArb: fc.Arbitrary<DemoMail> = fc.record({
  id: fc.uuid(),
  from: fc.constant('a'),
  subject: fc.constant('s'),
  body: fc.constant('b'),
  time: fc.constant('t'),
  box: fc.constantFrom('inbox', 'sent', 'draft', 'spam', 'trash'),
  label: fc.constantFrom('promotions', 'forums', null),
  read: fc.boolean(),
  starred: fc.boolean(),
  important: fc.boolean(),
});
const mailsArb = fc.uniqueArray(mailArb, { selector: (mail) => mail.id });

describe('demo mail', () => {
  it('counts the unread mails of every folder', () => {
    fc.assert(
      fc.property(mailsArb, (mails) => {
        const counts = unreadCounts(mails);
        for (const folder of Object.values(MailFolder)) {
          expect(counts[folder]).toBe(mails.filter((m) => !m.read && inFolder(m, folder)).length);
        }
      }),
    );
  });

  it('the five boxes share out all the unread mails', () => {
    fc.assert(
      fc.property(mailsArb, (mails) => {
        const c = unreadCounts(mails);
        return c.inbox + c.sent + c.draft + c.spam + c.trash === c.all;
      }),
    );
  });

  it('reading a mail lowers the counts of its folders by one, once', () => {
    fc.assert(
      fc.property(
        mailsArb.filter((m) => m.length > 0),
        (mails) => {
          const target = mails[0] as DemoMail;
          const before = unreadCounts(mails);
          const after = unreadCounts(setRead(setRead(mails, target.id), target.id));
          for (const folder of Object.values(MailFolder)) {
            const drop = !target.read && inFolder(target, folder) ? 1 : 0;
            expect(after[folder]).toBe(before[folder] - drop);
          }
        },
      ),
    );
  });

  it('starring twice leaves the mail as it was', () => {
    fc.assert(
      fc.property(
        mailsArb.filter((m) => m.length > 0),
        (mails) => {
          const id = (mails[0] as DemoMail).id;
          expect(toggleStarred(toggleStarred(mails, id), id)).toEqual(mails);
        },
      ),
    );
  });
});
