import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_SEARCH_FIELDS,
  ContactProblem,
  contactProblems,
  groupByInitial,
  modifyContact,
  searchContacts,
  type DemoContact,
} from '../../../src/domain/demo/contact';

const contactArb: fc.Arbitrary<DemoContact> = fc.record({
  id: fc.uuid(),
  name: fc.string({ maxLength: 8 }),
  avatar: fc.string(),
  role: fc.string({ maxLength: 5 }),
  company: fc.string({ maxLength: 5 }),
  email: fc.string({ maxLength: 8 }),
  phone: fc.string({ maxLength: 8 }),
  location: fc.string({ maxLength: 5 }),
  note: fc.string(),
  online: fc.boolean(),
});
const bookArb = fc.uniqueArray(contactArb, { selector: (contact) => contact.id, maxLength: 10 });

describe('demo contact book', () => {
  it('saving a contact with a known id replaces it in place; a new id joins at the end', () => {
    fc.assert(
      fc.property(bookArb, contactArb, fc.boolean(), fc.nat(), (book, contact, known, pick) => {
        const target = book[pick % Math.max(1, book.length)];
        const saved = known && target !== undefined ? { ...contact, id: target.id } : contact;
        const isKnown = book.some((existing) => existing.id === saved.id);
        const after = modifyContact(book, saved);
        expect(after).toHaveLength(isKnown ? book.length : book.length + 1);
        expect(after.filter((existing) => existing.id === saved.id)).toEqual([saved]);
        if (!isKnown) expect(after.at(-1)).toEqual(saved);
      }),
    );
  });

  it('groups every contact once, under the upper-cased first letter of its name, groups in order', () => {
    fc.assert(
      fc.property(bookArb, (book) => {
        const groups = groupByInitial(book);
        const all = groups.flatMap((group) => group.contacts);
        expect(all).toHaveLength(book.length);
        expect(new Set(all.map((contact) => contact.id)).size).toBe(book.length);
        for (const group of groups) {
          for (const contact of group.contacts) {
            const first = [...contact.name.trim()][0];
            expect(group.initial).toBe(first === undefined ? '#' : first.toLocaleUpperCase());
          }
        }
        const initials = groups.map((group) => group.initial);
        expect(initials).toEqual([...initials].sort());
      }),
    );
  });

  it('searches name, role, company, email, phone and location, ignoring case', () => {
    fc.assert(
      fc.property(bookArb, fc.string({ maxLength: 2 }), (book, key) => {
        const needle = key.trim().toLowerCase();
        const expected = book.filter((contact) =>
          [contact.name, contact.role, contact.company, contact.email, contact.phone, contact.location].some(
            (value) => value.toLowerCase().includes(needle),
          ),
        );
        expect(searchContacts(book, key)).toEqual(expected);
      }),
    );
    expect(CONTACT_SEARCH_FIELDS).toEqual(['name', 'role', 'company', 'email', 'phone', 'location']);
  });

  it('needs a name, and an email with one @ between two parts when one is given', () => {
    expect(contactProblems({ name: '  ', email: '' })).toEqual([ContactProblem.NameRequired]);
    expect(contactProblems({ name: 'Ann', email: 'ann' })).toEqual([ContactProblem.BadEmail]);
    expect(contactProblems({ name: 'Ann', email: 'a@b@c' })).toEqual([ContactProblem.BadEmail]);
    expect(contactProblems({ name: 'Ann', email: 'ann@example.org' })).toEqual([]);
    expect(contactProblems({ name: 'Ann', email: '' })).toEqual([]);
  });
});
