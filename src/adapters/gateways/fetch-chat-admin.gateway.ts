import * as v from 'valibot';
import type {
  ChatAdminGateway,
  ChatDepartment,
  ChatDepartmentDraft,
} from '../../application/ports/chat-admin-gateway';
import type { FieldProblemOf } from '../../application/ports/record-writes-gateway';
import type { ChatRecipient, ChatStaffMember } from '../../domain/chat/chat-recipients';
import type { AppError } from '../../domain/errors/app-error';
import { ok, type Result } from '../../domain/shared/result';
import {
  ADD_CHAT_RECIPIENT_CALL,
  chatDepartmentFormSchema,
  chatDepartmentRemovedSchema,
  chatDepartmentWireSchema,
  chatRecipientRemovedSchema,
  chatRecipientWireSchema,
  chatStaffListSchema,
  CHAT_RECIPIENT_STAFF_CALL,
  CREATE_CHAT_DEPARTMENT_CALL,
  REMOVE_CHAT_DEPARTMENT_CALL,
  REMOVE_CHAT_RECIPIENT_CALL,
  UPDATE_CHAT_DEPARTMENT_CALL,
  type ChatDepartmentWire,
} from '../../contract/chat/chat-admin';
import { READS } from '../../contract/reads/reads';
import type { Schema } from '../../contract/shared/schema';
import type { WireCall } from '../../contract/shared/wire-call';
import { mapped } from '../../contract/shared/values';
import { fieldIssues } from '../../contract/writes/record-form';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const toDepartment = (wire: ChatDepartmentWire): ChatDepartment => ({
  id: wire.id,
  nameEn: wire.nameEn,
  nameKu: wire.nameKu,
  nameAr: wire.nameAr,
  isActive: wire.isActive,
  sortOrder: wire.sortOrder,
  version: wire.version,
});

const department: Schema<ChatDepartment> = mapped(chatDepartmentWireSchema, toDepartment);
const departments: Schema<ChatDepartment[]> = mapped(v.array(chatDepartmentWireSchema), (rows) =>
  rows.map(toDepartment),
);
const recipients: Schema<ChatRecipient[]> = mapped(v.array(chatRecipientWireSchema), (rows) =>
  rows.map((r) => ({ chatDepartmentId: r.chatDepartmentId, staffUserId: r.staffUserId })),
);
const staff: Schema<ChatStaffMember[]> = chatStaffListSchema;

/** The spec's reads, as calls (their paths are the resource table's). */
const DEPARTMENTS_CALL: WireCall = {
  method: 'GET',
  path: READS.dashboardChatDepartments.path,
  auth: 'staff',
};
const RECIPIENTS_CALL: WireCall = { method: 'GET', path: READS.chatRecipients.path, auth: 'staff' };

const done = <T>(result: Result<T, AppError>): Result<void, AppError> => (result.ok ? ok(undefined) : result);

/** `ChatAdminGateway` over the spec's reads and the department and recipient writes. */
export class FetchChatAdminGateway implements ChatAdminGateway {
  constructor(private readonly http: HttpClient) {}

  departments(): Promise<Result<ChatDepartment[], AppError>> {
    return sendWireCall(this.http, DEPARTMENTS_CALL, {
      name: 'dashboardChatDepartments',
      check: departments,
    });
  }

  recipients(): Promise<Result<ChatRecipient[], AppError>> {
    return sendWireCall(this.http, RECIPIENTS_CALL, { name: 'chatRecipients', check: recipients });
  }

  staff(): Promise<Result<ChatStaffMember[], AppError>> {
    return sendWireCall(this.http, CHAT_RECIPIENT_STAFF_CALL, { name: 'chatRecipientStaff', check: staff });
  }

  check(draft: ChatDepartmentDraft): readonly FieldProblemOf[] {
    return fieldIssues(chatDepartmentFormSchema, draft);
  }

  create(draft: ChatDepartmentDraft): Promise<Result<ChatDepartment, AppError>> {
    return sendWireCall(this.http, CREATE_CHAT_DEPARTMENT_CALL, {
      name: 'createChatDepartment',
      check: department,
      body: draft,
    });
  }

  update(id: number, draft: ChatDepartmentDraft, version: number): Promise<Result<ChatDepartment, AppError>> {
    return sendWireCall(this.http, UPDATE_CHAT_DEPARTMENT_CALL, {
      name: 'updateChatDepartment',
      check: department,
      params: { id },
      body: { ...draft, version },
    });
  }

  async remove(id: number, version: number): Promise<Result<void, AppError>> {
    return done(
      await sendWireCall(this.http, REMOVE_CHAT_DEPARTMENT_CALL, {
        name: 'removeChatDepartment',
        check: chatDepartmentRemovedSchema,
        params: { id },
        query: { version: String(version) },
      }),
    );
  }

  async addRecipient(recipient: ChatRecipient): Promise<Result<void, AppError>> {
    return done(
      await sendWireCall(this.http, ADD_CHAT_RECIPIENT_CALL, {
        name: 'addChatRecipient',
        check: chatRecipientWireSchema,
        body: recipient,
      }),
    );
  }

  async removeRecipient(recipient: ChatRecipient): Promise<Result<void, AppError>> {
    return done(
      await sendWireCall(this.http, REMOVE_CHAT_RECIPIENT_CALL, {
        name: 'removeChatRecipient',
        check: chatRecipientRemovedSchema,
        params: { departmentId: recipient.chatDepartmentId, staffUserId: recipient.staffUserId },
      }),
    );
  }
}
