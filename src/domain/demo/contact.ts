import { filterByKey } from './search-filter';

/** A person of the demo's contact book (the template's contact card and list). */
export interface DemoContact {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly role: string;
  readonly company: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
  readonly note: string;
  readonly online: boolean;
}

/** The fields the contact book's search looks in (the spec lists none for it: our choice). */
export const CONTACT_SEARCH_FIELDS = ['name', 'role', 'company', 'email', 'phone', 'location'] as const;

export const searchContacts = (contacts: readonly DemoContact[], key: string): DemoContact[] =>
  filterByKey(contacts, key.trim(), CONTACT_SEARCH_FIELDS);

/** Saves a contact: the one with its id is replaced, else it joins the book. */
export const modifyContact = (contacts: readonly DemoContact[], contact: DemoContact): DemoContact[] =>
  contacts.some((existing) => existing.id === contact.id)
    ? contacts.map((existing) => (existing.id === contact.id ? contact : existing))
    : [...contacts, contact];

/** Why a contact was refused. */
export const ContactProblem = {
  NameRequired: 'NameRequired',
  BadEmail: 'BadEmail',
} as const;
export type ContactProblem = (typeof ContactProblem)[keyof typeof ContactProblem];

/** A contact needs a name; an email, when given, has one `@` with text on both sides. */
export function contactProblems(contact: Pick<DemoContact, 'name' | 'email'>): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (contact.name.trim() === '') problems.push(ContactProblem.NameRequired);
  const email = contact.email.trim();
  if (email !== '' && !/^[^@\s]+@[^@\s]+$/.test(email)) problems.push(ContactProblem.BadEmail);
  return problems;
}

export interface ContactGroup {
  /** The first letter of the names in the group, upper-cased ('#' for a name without one). */
  readonly initial: string;
  readonly contacts: readonly DemoContact[];
}

const initialOf = (name: string): string => {
  const first = [...name.trim()][0];
  return first === undefined ? '#' : first.toLocaleUpperCase();
};

/** The contacts by the first letter of their name, the groups and each group's names in order. */
export function groupByInitial(contacts: readonly DemoContact[]): ContactGroup[] {
  const groups = new Map<string, DemoContact[]>();
  for (const contact of contacts) {
    const initial = initialOf(contact.name);
    groups.set(initial, [...(groups.get(initial) ?? []), contact]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([initial, list]) => ({
      initial,
      contacts: [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    }));
}
