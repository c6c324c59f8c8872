import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ChatAdminGateway,
  ChatDepartment,
  ChatDepartmentDraft,
} from '../../../application/ports/chat-admin-gateway';
import {
  recipientCandidates,
  recipientsOf,
  type ChatRecipient,
  type ChatStaffMember,
} from '../../../domain/chat/chat-recipients';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';

const EMPTY_DRAFT: ChatDepartmentDraft = { nameEn: '', nameKu: '', nameAr: '', isActive: true, sortOrder: 0 };

/** The translation key of a failed write, by what the server said. */
function writeError(error: AppError): string {
  const body = 'body' in error ? (error.body as { code?: unknown } | null | undefined) : undefined;
  switch (error.code) {
    case 'Conflict':
      if (body?.code === 'HasConversations') return 'chatAdmin.error.hasConversations';
      if (body?.code === 'LastDepartment') return 'chatAdmin.error.lastDepartment';
      return 'chatAdmin.error.stale';
    case 'Forbidden':
      return 'chatAdmin.error.forbidden';
    case 'NotFound':
      return 'chatAdmin.error.gone';
    case 'NetworkFailure':
    case 'Timeout':
      return 'chatAdmin.error.network';
    default:
      return 'chatAdmin.error.failed';
  }
}

/**
 * `/dashboard/chat-departments` and `/dashboard/chat-recipients`: the chat departments, each
 * editable (names in three languages, open to new chats or not, its place in the list), and the
 * staff who answer the chosen one. Removing anything is asked about first. What was typed stays
 * when a save fails; a department changed by someone else since it was read is read again.
 */
export class ChatDepartmentsViewModel {
  status: ListStatus = { kind: 'loading' };
  departments: readonly ChatDepartment[] = [];
  recipients: readonly ChatRecipient[] = [];
  staff: readonly ChatStaffMember[] = [];
  staffStatus: ListStatus = { kind: 'loading' };
  selectedId: number | null = null;

  /** The form open: a new department (`id` null) or a change of one; null when none is open. */
  editing: { readonly id: number | null; readonly version: number } | null = null;
  draft: ChatDepartmentDraft = EMPTY_DRAFT;
  problems: Readonly<Record<string, string>> = {};
  saving = false;

  /** The department or recipient whose removal waits for a yes. */
  removingDepartment: ChatDepartment | null = null;
  removingRecipient: ChatStaffMember | null = null;
  busy = false;
  /** The translation key of the last failed write, shown until the next one. */
  error: string | null = null;

  constructor(private readonly gateway: ChatAdminGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get selected(): ChatDepartment | undefined {
    return this.departments.find((d) => d.id === this.selectedId);
  }

  get selectedRecipients(): readonly ChatStaffMember[] {
    return this.selectedId === null ? [] : recipientsOf(this.staff, this.recipients, this.selectedId);
  }

  get candidates(): readonly ChatStaffMember[] {
    return this.selectedId === null ? [] : recipientCandidates(this.staff, this.recipients, this.selectedId);
  }

  /** How many staff answer a department. */
  recipientCount(id: number): number {
    return this.recipients.filter((r) => r.chatDepartmentId === id).length;
  }

  async load(): Promise<void> {
    if (this.departments.length === 0) this.status = { kind: 'loading' };
    const [departments, recipients, staff] = await Promise.all([
      this.gateway.departments(),
      this.gateway.recipients(),
      this.gateway.staff(),
    ]);
    runInAction(() => {
      if (!departments.ok) {
        this.status =
          departments.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: departments.error as never };
        return;
      }
      this.departments = [...departments.value].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      this.status = { kind: 'loaded' };
      if (recipients.ok) this.recipients = recipients.value;
      this.staffStatus = staff.ok
        ? { kind: 'loaded' }
        : staff.error.code === 'Forbidden'
          ? { kind: 'forbidden' }
          : { kind: 'error', failure: staff.error as never };
      if (staff.ok) this.staff = staff.value;
      if (this.selected === undefined) this.selectedId = this.departments[0]?.id ?? null;
    });
  }

  select(id: number): void {
    this.selectedId = id;
  }

  startNew(): void {
    const next = this.departments.reduce((most, d) => Math.max(most, d.sortOrder), 0) + 1;
    this.open({ id: null, version: 0 }, { ...EMPTY_DRAFT, sortOrder: next });
  }

  startEdit(department: ChatDepartment): void {
    const { nameEn, nameKu, nameAr, isActive, sortOrder } = department;
    this.open(
      { id: department.id, version: department.version },
      { nameEn, nameKu, nameAr, isActive, sortOrder },
    );
  }

  cancelEdit(): void {
    this.editing = null;
    this.problems = {};
  }

  setDraft<K extends keyof ChatDepartmentDraft>(field: K, value: ChatDepartmentDraft[K]): void {
    this.draft = { ...this.draft, [field]: value };
    if (this.problems[field] !== undefined) {
      const { [field]: _fixed, ...rest } = this.problems;
      this.problems = rest;
    }
  }

  /** Saves the form; true when the server took it. A refused form keeps what was typed. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (editing === null || this.saving) return false;
    this.problems = Object.fromEntries(this.gateway.check(this.draft).map((p) => [p.field, p.problem]));
    if (Object.keys(this.problems).length > 0) return false;
    this.saving = true;
    this.error = null;
    const result =
      editing.id === null
        ? await this.gateway.create(this.draft)
        : await this.gateway.update(editing.id, this.draft, editing.version);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.editing = null;
        this.selectedId = result.value.id;
      } else this.error = writeError(result.error);
    });
    if (result.ok || result.error.code === 'Conflict') await this.load();
    return result.ok;
  }

  askRemoveDepartment(department: ChatDepartment): void {
    this.removingDepartment = department;
  }

  askRemoveRecipient(member: ChatStaffMember): void {
    this.removingRecipient = member;
  }

  cancelRemove(): void {
    this.removingDepartment = null;
    this.removingRecipient = null;
  }

  /** Removes what was asked about, now that the user said yes. */
  async confirmRemove(): Promise<void> {
    const department = this.removingDepartment;
    const member = this.removingRecipient;
    const departmentId = this.selectedId;
    this.cancelRemove();
    if (department !== null) {
      await this.write(() => this.gateway.remove(department.id, department.version));
    } else if (member !== null && departmentId !== null) {
      await this.write(() =>
        this.gateway.removeRecipient({ chatDepartmentId: departmentId, staffUserId: member.id }),
      );
    }
  }

  async addRecipient(staffUserId: string): Promise<void> {
    const departmentId = this.selectedId;
    if (departmentId === null || staffUserId === '') return;
    await this.write(() => this.gateway.addRecipient({ chatDepartmentId: departmentId, staffUserId }));
  }

  private open(
    editing: { readonly id: number | null; readonly version: number },
    draft: ChatDepartmentDraft,
  ): void {
    this.editing = editing;
    this.draft = draft;
    this.problems = {};
    this.error = null;
  }

  /** One write, then the lists read again (also after a refusal: the server's state is the truth). */
  private async write(send: () => Promise<{ ok: true } | { ok: false; error: AppError }>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    const result = await send();
    runInAction(() => {
      this.busy = false;
      if (!result.ok) this.error = writeError(result.error);
    });
    await this.load();
  }
}
