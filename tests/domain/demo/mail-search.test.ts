import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inFolder, MailFolder, mailsOf, type DemoMail } from '../../../src/domain/demo/mail';

const mailArb: fc.Arbitrary<DemoMail> = fc.record({
  id: fc.uuid(),
  from: fc.string({ maxLength: 5 }),
  subject: fc.string({ maxLength: 5 }),
  body: fc.string({ maxLength: 5 }),
  time: fc.string({ maxLength: 5 }),
  box: fc.constantFrom('inbox', 'sent', 'draft', 'spam', 'trash'),
  label: fc.constantFrom('promotions', 'forums', null),
  read: fc.boolean(),
  starred: fc.boolean(),
  important: fc.boolean(),
});

describe('demo mailbox search', () => {
  it("keeps the folder's mails whose sender, subject or text contains the key, ignoring case", () => {
    fc.assert(
      fc.property(
        fc.array(mailArb, { maxLength: 10 }),
        fc.constantFrom(...Object.values(MailFolder)),
        fc.string({ maxLength: 2 }),
        (mails, folder, key) => {
          const k = key.trim().toLowerCase();
          expect(mailsOf(mails, folder, key)).toEqual(
            mails.filter(
              (m) =>
                inFolder(m, folder) &&
                (m.from.toLowerCase().includes(k) ||
                  m.subject.toLowerCase().includes(k) ||
                  m.body.toLowerCase().includes(k)),
            ),
          );
        },
      ),
    );
  });

  it('an empty key shows the whole folder', () => {
    fc.assert(
      fc.property(
        fc.array(mailArb, { maxLength: 10 }),
        fc.constantFrom(...Object.values(MailFolder)),
        (mails, folder) => {
          expect(mailsOf(mails, folder, '')).toHaveLength(mails.filter((m) => inFolder(m, folder)).length);
        },
      ),
    );
  });
});
