import { describe, expect, it } from 'vitest';
import type {
  BulkDraft,
  BulkMessage,
  BulkMessageGateway,
  BulkReport,
} from '../../../src/application/ports/bulk-message-gateway';
import type { AppUsersState } from '../../../src/application/chat/app-users-state';
import type { ChatAppUser } from '../../../src/application/ports/chat-gateway';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import type { StateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { BulkMessagesViewModel } from '../../../src/ui/features/bulk/bulk-messages.view-model';

const user = (id: string, sex: string): ChatAppUser => ({
  id: asChatUserId(id),
  name: `P ${id}`,
  phoneNumber: `0750${id}`,
  birthdate: '',
  sex,
  maritalStatus: '',
  bloodGroup: 'O+',
  createdAt: '2026-01-01T00:00:00',
});
const USERS = [user('1', 'female'), user('2', 'male'), user('3', 'female')];

const message = (over: Partial<BulkMessage> = {}): BulkMessage => ({
  id: 7,
  title: 't',
  body: 'b',
  audience: 'sex: female',
  recipients: 2,
  delivered: 0,
  failed: 0,
  pending: 2,
  sending: true,
  sentAt: 0,
  ...over,
});

class FakeGateway implements BulkMessageGateway {
  sent: BulkDraft[] = [];
  retries = 0;
  sendAnswer: Result<BulkMessage, AppError> = ok(message());
  list = async () => ok([] as BulkMessage[]);
  send = async (draft: BulkDraft) => {
    this.sent.push(draft);
    await Promise.resolve();
    return this.sendAnswer;
  };
  report = async (id: number): Promise<Result<BulkReport, AppError>> =>
    ok({ ...message({ id, sending: false, failed: 1, delivered: 1, pending: 0 }), deliveries: [] });
  retryFailed = async (id: number) => {
    this.retries++;
    await Promise.resolve();
    return ok(message({ id }));
  };
}

const loadUsers = {
  execute: async (store: StateStore<AppUsersState>) => {
    store.set({
      ...store.get(),
      list: { status: { kind: 'loaded' }, items: USERS, filtered: USERS, query: '' },
    });
    return store.get();
  },
};

async function ready(gateway = new FakeGateway()) {
  let n = 0;
  const vm = new BulkMessagesViewModel(gateway, loadUsers, () => `key-${++n}-abcdef`);
  await vm.loadUsers();
  vm.setFilter({ sex: 'female' });
  vm.setTitle('Closed');
  vm.setBody('Closed on Friday.');
  return { vm, gateway };
}

describe('bulk messages (view-model)', () => {
  it('counts the patients of the filter and sends them with that count and one key', async () => {
    const { vm, gateway } = await ready();
    expect(vm.recipients).toBe(2);
    vm.askToSend();
    expect(vm.confirming).toBe(true);
    const [first, second] = await Promise.all([vm.send(), vm.send()]);
    expect([first, second]).toEqual([7, undefined]);
    expect(gateway.sent).toHaveLength(1);
    expect(gateway.sent[0]).toMatchObject({
      clientKey: 'key-1-abcdef',
      expectedRecipients: 2,
      audience: { sex: 'female' },
    });
    // The next message is a new one, with a new key.
    expect(vm.clientKey).toBe('key-2-abcdef');
    expect(vm.title).toBe('');
  });

  it('keeps the message and its key when the filter now finds another number', async () => {
    const gateway = new FakeGateway();
    gateway.sendAnswer = err(AppErrors.conflict({ code: 'AudienceChanged', recipients: 3 }));
    const { vm } = await ready(gateway);
    expect(await vm.send()).toBeUndefined();
    expect(vm.problem).toEqual({ kind: 'audienceChanged', recipients: 3 });
    expect(vm.title).toBe('Closed');
    expect(vm.clientKey).toBe('key-1-abcdef');
  });

  it('will not send without a title, a message or anyone to send to', async () => {
    const { vm } = await ready();
    vm.setTitle('  ');
    expect(vm.canSend).toBe(false);
    vm.setTitle('x');
    vm.setFilter({ sex: 'other' });
    expect(vm.canSend).toBe(false);
  });

  it('retries the failed recipients once however often Retry is clicked', async () => {
    const { vm, gateway } = await ready();
    vm.open(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.report?.failed).toBe(1);
    await Promise.all([vm.retryFailed(), vm.retryFailed()]);
    expect(gateway.retries).toBe(1);
    vm.stop();
  });
});
