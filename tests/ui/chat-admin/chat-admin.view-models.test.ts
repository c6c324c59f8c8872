import { describe, expect, it } from 'vitest';
import type { ChatAppUser } from '../../../src/application/ports/chat-gateway';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { ChatStatus } from '../../../src/domain/chat/chat-status';
import { initialUnreadCounter, type UnreadCounter } from '../../../src/domain/chat/unread-counter';
import { AppErrors } from '../../../src/domain/errors/app-error';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import { AppUsersViewModel } from '../../../src/ui/features/chat-admin/app-users.view-model';
import { ChatListViewModel } from '../../../src/ui/features/chat-admin/chat-list.view-model';
import { chatSetUp } from '../../application/chat/chat-setup';
import { row } from '../../domain/chat/chat-row.arbitrary';

const user = (id: string, over: Partial<ChatAppUser> = {}): ChatAppUser => ({
  id: asChatUserId(id),
  name: `Patient ${id}`,
  phoneNumber: `0750${id.padStart(7, '0')}`,
  birthdate: '1990-01-01',
  sex: 'Female',
  maritalStatus: 'Single',
  bloodGroup: 'O+',
  createdAt: '2026-01-01T10:00:00',
  ...over,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app users screen', () => {
  async function loaded(users: readonly ChatAppUser[]) {
    const { ports, useCases } = chatSetUp();
    ports.chat.answers.appUsers.succeeds(users);
    const vm = new AppUsersViewModel(useCases.loadAppUsers);
    await vm.load();
    return vm;
  }

  it('shows ten patients a page, in the order the server sent them', async () => {
    const users = Array.from({ length: 23 }, (_, i) => user(String(i + 1)));
    const vm = await loaded(users);
    expect(vm.shown.rows.map((u) => u.id)).toEqual(users.slice(0, 10).map((u) => u.id));
    vm.setPage(3);
    expect(vm.shown.rows.map((u) => u.id)).toEqual(users.slice(20).map((u) => u.id));
    expect(vm.shown.pageCount).toBe(3);
  });

  it('filters by every chosen criterion together, and a narrowed list falls back onto its last page', async () => {
    const users = [
      ...Array.from({ length: 15 }, (_, i) => user(`m${i}`, { sex: 'Male', bloodGroup: 'A+' })),
      user('f1', { sex: 'female', bloodGroup: 'A+', createdAt: '2026-03-02T08:00:00' }),
      user('f2', { sex: 'Female', bloodGroup: 'A+', createdAt: '2026-02-28T23:59:00' }),
    ];
    const vm = await loaded(users);
    vm.setPage(2);
    vm.setFilter({ sex: 'FEMALE', bloodGroup: 'A+', createdOnOrAfter: '2026-03-01' as LocalDate });
    expect(vm.shown.rows.map((u) => u.id)).toEqual(['f1']);
    expect(vm.shown.page).toBe(1);
  });

  it('offers the known words and any other the patients hold, each once', async () => {
    const vm = await loaded([
      user('1', { sex: 'male' }),
      user('2', { maritalStatus: 'Engaged', bloodGroup: 'A2+' }),
    ]);
    expect(vm.options('sex')).toEqual(['Female', 'Male']);
    expect(vm.options('maritalStatus')).toEqual(['Single', 'Married', 'Divorced', 'Widowed', 'Engaged']);
    expect(vm.options('bloodGroup')).toContain('A2+');
  });

  it('is denied when the role lacks the chat area', async () => {
    const { ports, useCases } = chatSetUp();
    ports.chat.answers.appUsers.fails(AppErrors.forbidden());
    const vm = new AppUsersViewModel(useCases.loadAppUsers);
    await vm.load();
    expect(vm.state.list.status.kind).toBe('forbidden');
  });
});

describe('the chat list screen', () => {
  function setUp() {
    const setup = chatSetUp();
    const counter = createStateStore<UnreadCounter>(initialUnreadCounter);
    const vm = new ChatListViewModel(
      {
        loadLatestPatients: setup.useCases.loadLatestPatients,
        loadAppUsers: setup.useCases.loadAppUsers,
        watchInbox: setup.useCases.watchInbox,
      },
      counter,
    );
    return { ...setup, vm };
  }

  it("filters the chats by status, search and the patient's card together", async () => {
    const { ports, vm } = setUp();
    ports.chat.answers.latestPatients.succeeds([
      row('Shno', '0750111', 2, 'u1'),
      row('Sherko', '0750222', 0, 'u2'),
      row('Shilan', '0770333', 1, 'u3'),
      row('Unknown', '0750444', 4, 'u4'),
    ]);
    ports.chat.answers.appUsers.succeeds([
      user('u1', { sex: 'Female' }),
      user('u2', { sex: 'Male' }),
      user('u3', { sex: 'Female' }),
    ]);
    const stop = vm.start();
    await flush();
    vm.setFilter(ChatStatus.Unseen, 'sh', { sex: 'female' });
    expect(vm.shown.rows.map((r) => r.superUserId)).toEqual(['u1', 'u3']);
    vm.setFilter(ChatStatus.Unseen, '', {});
    expect(vm.shown.rows.map((r) => r.superUserId)).toEqual(['u1', 'u3', 'u4']);
    stop();
  });

  it('reads the chats again when a patient writes, and stops when the screen goes', async () => {
    const { ports, vm } = setUp();
    ports.chat.answers.latestPatients.succeeds([row('Shno', '0750111', 0, 'u1')]);
    const stop = vm.start();
    await flush();
    ports.chat.answers.latestPatients.succeeds([row('Shno', '0750111', 1, 'u1')]);
    ports.hubs.emitChatMessage({ senderId: asChatUserId('u1') });
    await flush();
    expect(vm.shown.rows.map((r) => r.unseenByAdmin)).toEqual([1]);
    stop();
    const reads = ports.chat.answers.latestPatients.count;
    ports.hubs.emitChatMessage({ senderId: asChatUserId('u1') });
    await flush();
    expect(ports.chat.answers.latestPatients.count).toBe(reads);
  });

  it('says when the cards could not be read, and still lists the chats', async () => {
    const { ports, vm } = setUp();
    ports.chat.answers.latestPatients.succeeds([row('Shno', '0750111', 0, 'u1')]);
    ports.chat.answers.appUsers.fails(AppErrors.networkFailure());
    const stop = vm.start();
    await flush();
    expect(vm.cardsFailed).toBe(true);
    expect(vm.shown.rows.map((r) => r.superUserId)).toEqual(['u1']);
    ports.chat.answers.appUsers.succeeds([user('u1')]);
    await vm.reloadPatients();
    expect(vm.cardsFailed).toBe(false);
    stop();
  });

  it('shows the no-chat-department case, not an error', async () => {
    const { ports, vm } = setUp();
    ports.chat.answers.latestPatients.fails(
      AppErrors.notFound({ message: 'user token doesnt contain any chat departments' }),
    );
    await vm.reload();
    expect(vm.history.noChatDepartment).toBe(true);
  });
});
