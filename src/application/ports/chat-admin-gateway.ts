import type { ChatRecipient, ChatStaffMember } from '../../domain/chat/chat-recipients';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { FieldProblemOf } from './record-writes-gateway';

/** A chat department as staff edit it. */
export interface ChatDepartment {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
  /** Whether patients' new chats may go to it. */
  readonly isActive: boolean;
  readonly sortOrder: number;
  readonly version: number;
}

/** What a department form sends. */
export interface ChatDepartmentDraft {
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
  readonly isActive: boolean;
  readonly sortOrder: number;
}

/**
 * The chat departments and who answers each (area chat; the writes are extensions,
 * docs/api-extensions.md). An implementation never throws.
 *
 * - `departments`: `GET /ChatDepartments/GetChatDepartmentsDashboard`, by their order.
 * - `recipients`: `GET /ChatRecipients`; `staff`: every staff member who may be added.
 * - `check`: the form's problems, by field, as the server would refuse them (none: it may be sent).
 * - `update` and `remove` send the version read: a department changed since is `Conflict` with
 *   `current` in its body; a removal refused for the department's conversations, or because it
 *   is the last, is `Conflict` with `code` `HasConversations` or `LastDepartment`.
 * - `addRecipient` is safe to repeat; `removeRecipient` of someone who is not one is `NotFound`.
 */
export interface ChatAdminGateway {
  departments(): Promise<Result<ChatDepartment[], AppError>>;
  recipients(): Promise<Result<ChatRecipient[], AppError>>;
  staff(): Promise<Result<ChatStaffMember[], AppError>>;
  check(draft: ChatDepartmentDraft): readonly FieldProblemOf[];
  create(draft: ChatDepartmentDraft): Promise<Result<ChatDepartment, AppError>>;
  update(id: number, draft: ChatDepartmentDraft, version: number): Promise<Result<ChatDepartment, AppError>>;
  remove(id: number, version: number): Promise<Result<void, AppError>>;
  addRecipient(recipient: ChatRecipient): Promise<Result<void, AppError>>;
  removeRecipient(recipient: ChatRecipient): Promise<Result<void, AppError>>;
}
