import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleAppUsers } from '../../../src/application/chat/app-users-state';
import { filterAppUsers } from '../../../src/application/chat/filter-app-users';
import type { ChatAppUser } from '../../../src/application/ports/chat-gateway';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import { chatSetUp } from './chat-setup';

const user = (id: string, over: Partial<ChatAppUser>): ChatAppUser => ({
  id: asChatUserId(id),
  name: `Patient ${id}`,
  phoneNumber: '0750000',
  birthdate: '1990-01-01',
  sex: 'Female',
  maritalStatus: 'Single',
  bloodGroup: 'O+',
  createdAt: '2026-01-01T10:00:00',
  ...over,
});

const USERS = [
  user('1', {
    name: 'Shilan',
    sex: 'Female',
    phoneNumber: '0750111',
    bloodGroup: 'A+',
    createdAt: '2026-03-01T08:00:00',
  }),
  user('2', {
    name: 'Karwan',
    sex: 'Male',
    phoneNumber: '0770222',
    bloodGroup: 'O+',
    createdAt: '2026-02-10T23:59:00',
  }),
  user('3', {
    name: 'Shno',
    sex: 'female',
    phoneNumber: '0750333',
    bloodGroup: 'O+',
    maritalStatus: 'Married',
    createdAt: '2026-03-15T00:00:00',
  }),
];

async function loaded() {
  const setup = chatSetUp();
  setup.ports.chat.answers.appUsers.succeeds(USERS);
  await setup.useCases.loadAppUsers.execute(setup.stores.appUsers);
  return setup;
}

describe('the app users and the patient filter', () => {
  it('keeps the users that meet every chosen criterion', async () => {
    const { stores } = await loaded();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(undefined, 'female', 'MALE'),
        fc.constantFrom(undefined, '0750', '222'),
        fc.constantFrom(undefined, 'O+'),
        async (sex, phone, bloodGroup) => {
          filterAppUsers(stores.appUsers, { sex, phone, bloodGroup });
          const wanted = USERS.filter(
            (u) =>
              (sex === undefined || u.sex.toLowerCase() === sex.toLowerCase()) &&
              (phone === undefined || u.phoneNumber.includes(phone)) &&
              (bloodGroup === undefined || u.bloodGroup === bloodGroup),
          );
          expect(visibleAppUsers(stores.appUsers.get())).toEqual(wanted);
        },
      ),
    );
  });

  it.each([
    { filter: { name: 'SH' }, shown: ['1', '3'] },
    { filter: { sex: 'FEMALE', maritalStatus: 'married' }, shown: ['3'] },
    { filter: { createdOnOrAfter: '2026-03-01' as LocalDate }, shown: ['1', '3'] },
    { filter: { phone: '0770' }, shown: ['2'] },
    { filter: {}, shown: ['1', '2', '3'] },
  ])('filter $filter shows $shown', async ({ filter, shown }) => {
    const { stores } = await loaded();
    filterAppUsers(stores.appUsers, filter);
    expect(visibleAppUsers(stores.appUsers.get()).map((u) => u.id)).toEqual(shown);
  });

  it('a 403 marks the chat area forbidden', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.appUsers.fails(AppErrors.forbidden());
    await useCases.loadAppUsers.execute(stores.appUsers);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Chat)).toBe(true);
  });
});
