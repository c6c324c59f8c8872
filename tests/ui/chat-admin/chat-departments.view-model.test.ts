import { describe, expect, it } from 'vitest';
import type {
  ChatAdminGateway,
  ChatDepartment,
  ChatDepartmentDraft,
} from '../../../src/application/ports/chat-admin-gateway';
import type { ChatRecipient, ChatStaffMember } from '../../../src/domain/chat/chat-recipients';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { ChatDepartmentsViewModel } from '../../../src/ui/features/chat-admin/chat-departments.view-model';

const dept = (id: number, over: Partial<ChatDepartment> = {}): ChatDepartment => ({
  id,
  nameEn: `Dept ${id}`,
  nameKu: `بەش ${id}`,
  nameAr: `قسم ${id}`,
  isActive: true,
  sortOrder: id,
  version: 1,
  ...over,
});
const STAFF: ChatStaffMember[] = [
  { id: 's1', name: 'rezan', fullName: 'Rezan Ali' },
  { id: 's2', name: 'sara', fullName: 'Sara Omar' },
];

/** The server in memory: the writes change its lists, and each call is recorded. */
class MemoryGateway implements ChatAdminGateway {
  departmentsHeld: ChatDepartment[] = [dept(2), dept(1)];
  recipientsHeld: ChatRecipient[] = [{ chatDepartmentId: 1, staffUserId: 's1' }];
  calls: string[] = [];
  nextFailure: AppError | null = null;

  private answer<T>(value: T): Result<T, AppError> {
    const failure = this.nextFailure;
    this.nextFailure = null;
    return failure === null ? ok(value) : err(failure);
  }

  departments = async (): Promise<Result<ChatDepartment[], AppError>> => ok([...this.departmentsHeld]);
  recipients = async () => ok([...this.recipientsHeld]);
  staff = async () => ok(STAFF);
  check = (draft: ChatDepartmentDraft) =>
    draft.nameKu.trim() === '' ? [{ field: 'nameKu', problem: 'required' }] : [];
  create = async (draft: ChatDepartmentDraft) => {
    this.calls.push('create');
    const made = { ...draft, id: 9, version: 1 };
    const result = this.answer(made);
    if (result.ok) this.departmentsHeld.push(made);
    return result;
  };
  update = async (id: number, draft: ChatDepartmentDraft, version: number) => {
    this.calls.push(`update ${id} v${version}`);
    return this.answer({ ...draft, id, version: version + 1 });
  };
  remove = async (id: number, version: number) => {
    this.calls.push(`remove ${id} v${version}`);
    const result = this.answer(undefined);
    if (result.ok) this.departmentsHeld = this.departmentsHeld.filter((d) => d.id !== id);
    return result;
  };
  addRecipient = async (r: ChatRecipient) => {
    this.calls.push(`add ${r.chatDepartmentId} ${r.staffUserId}`);
    this.recipientsHeld.push(r);
    return this.answer(undefined);
  };
  removeRecipient = async (r: ChatRecipient) => {
    this.calls.push(`unadd ${r.chatDepartmentId} ${r.staffUserId}`);
    this.recipientsHeld = this.recipientsHeld.filter(
      (x) => !(x.chatDepartmentId === r.chatDepartmentId && x.staffUserId === r.staffUserId),
    );
    return this.answer(undefined);
  };
}

async function loaded() {
  const gateway = new MemoryGateway();
  const vm = new ChatDepartmentsViewModel(gateway);
  await vm.load();
  return { gateway, vm };
}

describe('the chat departments screen', () => {
  it('lists the departments by their order and chooses the first, with who answers it and who may be added', async () => {
    const { vm } = await loaded();
    expect(vm.departments.map((d) => d.id)).toEqual([1, 2]);
    expect(vm.selectedId).toBe(1);
    expect(vm.selectedRecipients.map((s) => s.id)).toEqual(['s1']);
    expect(vm.candidates.map((s) => s.id)).toEqual(['s2']);
  });

  it('removes nothing until the removal is confirmed, and nothing when it is cancelled', async () => {
    const { gateway, vm } = await loaded();
    vm.askRemoveDepartment(vm.departments[1]!);
    expect(gateway.calls).toEqual([]);
    vm.cancelRemove();
    await vm.confirmRemove();
    expect(gateway.calls).toEqual([]);
    vm.askRemoveDepartment(vm.departments[1]!);
    await vm.confirmRemove();
    expect(gateway.calls).toEqual(['remove 2 v1']);
    expect(vm.departments.map((d) => d.id)).toEqual([1]);
  });

  it('asks before a recipient stops answering, then lists them among those who may be added', async () => {
    const { gateway, vm } = await loaded();
    vm.askRemoveRecipient(STAFF[0]!);
    expect(gateway.calls).toEqual([]);
    await vm.confirmRemove();
    expect(gateway.calls).toEqual(['unadd 1 s1']);
    expect(vm.candidates.map((s) => s.id)).toEqual(['s1', 's2']);
  });

  it('keeps what was typed when the form is refused or the save fails, and says why', async () => {
    const { gateway, vm } = await loaded();
    vm.startNew();
    vm.setDraft('nameEn', 'Dental');
    expect(await vm.save()).toBe(false);
    expect(vm.problems).toEqual({ nameKu: 'required' });
    expect(gateway.calls).toEqual([]);
    vm.setDraft('nameKu', 'ددان');
    vm.setDraft('nameAr', 'الأسنان');
    gateway.nextFailure = AppErrors.networkFailure();
    expect(await vm.save()).toBe(false);
    expect(vm.error).toBe('chatAdmin.error.network');
    expect(vm.draft.nameEn).toBe('Dental');
    expect(await vm.save()).toBe(true);
    expect(vm.editing).toBeNull();
    expect(vm.selectedId).toBe(9);
  });

  it('sends the version read with a change, and names why a removal was refused', async () => {
    const { gateway, vm } = await loaded();
    vm.startEdit(vm.departments[0]!);
    await vm.save();
    expect(gateway.calls).toEqual(['update 1 v1']);
    gateway.nextFailure = AppErrors.conflict({ code: 'HasConversations' });
    vm.askRemoveDepartment(vm.departments[0]!);
    await vm.confirmRemove();
    expect(vm.error).toBe('chatAdmin.error.hasConversations');
  });

  it('is denied when the role lacks the chat area', async () => {
    const gateway = new MemoryGateway();
    gateway.departments = async () => err(AppErrors.forbidden());
    const vm = new ChatDepartmentsViewModel(gateway);
    await vm.load();
    expect(vm.status.kind).toBe('forbidden');
  });
});
