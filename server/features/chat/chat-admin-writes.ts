import type { Transaction } from 'kysely';
import * as v from 'valibot';
import {
  addChatRecipientSchema,
  chatDepartmentChangeSchema,
  chatDepartmentFormSchema,
  chatDepartmentRemovalQuerySchema,
  type ChatDepartmentWire,
  type ChatRecipientWire,
  type ChatStaffWire,
} from '../../../src/contract/chat/chat-admin';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { notFound, rowId, textId } from '../shared/input';

type Context = RouteContext<StaffPrincipal>;

const DEPARTMENT_COLUMNS = [
  'id',
  'name_en',
  'name_ku',
  'name_ar',
  'is_active',
  'sort_order',
  'created_at',
  'version',
] as const;

interface DepartmentRow {
  id: number;
  name_en: string;
  name_ku: string;
  name_ar: string;
  is_active: boolean;
  sort_order: number;
  created_at: Date;
  version: number;
}

const toDepartment = (row: DepartmentRow): ChatDepartmentWire => ({
  id: row.id,
  nameEn: row.name_en,
  nameKu: row.name_ku,
  nameAr: row.name_ar,
  isActive: row.is_active,
  sortOrder: row.sort_order,
  createdAt: row.created_at.toISOString(),
  version: row.version,
});

const actorOf = (principal: StaffPrincipal) => ({
  kind: 'staff' as const,
  id: principal.userId,
  name: principal.name,
});

/** The department as it is now, locked for the rest of the transaction. */
const lockDepartment = (trx: Transaction<Database>, id: number) =>
  trx
    .selectFrom('chat_departments')
    .select(DEPARTMENT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

const NO_DEPARTMENT = 'There is no chat department with this id.';

const stale = (current: DepartmentRow) =>
  HttpAnswer.error(409, 'The chat department was changed since it was read.', {
    code: 'Stale',
    current: toDepartment(current),
  });

/** POST /api/ChatDepartments/CreateChatDepartment (area chat): a new department, audited. */
export async function createChatDepartment({
  services,
  principal,
  body,
  ip,
}: Context): Promise<ChatDepartmentWire> {
  const form = v.parse(chatDepartmentFormSchema, body);
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_departments')
      .values({
        name_en: form.nameEn,
        name_ku: form.nameKu,
        name_ar: form.nameAr,
        is_active: form.isActive,
        sort_order: form.sortOrder,
      })
      .returning(DEPARTMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    const created = toDepartment(row);
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Create',
      area: PermissionArea.Chat,
      entity: 'ChatDepartment',
      entityId: row.id,
      ip,
      after: created,
    });
    return created;
  });
}

/**
 * PUT /api/ChatDepartments/{id} (area chat): every field again with the version read. A version
 * other than the row's is 409 with the department as it is now; nothing is changed.
 */
export async function updateChatDepartment({
  services,
  principal,
  params,
  body,
  ip,
}: Context): Promise<ChatDepartmentWire | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const change = v.parse(chatDepartmentChangeSchema, body);
  return services.db.transaction().execute(async (trx) => {
    const row = await lockDepartment(trx, id);
    if (row === undefined) return notFound(NO_DEPARTMENT);
    if (row.version !== change.version) return stale(row);
    const changed = await trx
      .updateTable('chat_departments')
      .set({
        name_en: change.nameEn,
        name_ku: change.nameKu,
        name_ar: change.nameAr,
        is_active: change.isActive,
        sort_order: change.sortOrder,
        version: row.version + 1,
      })
      .where('id', '=', id)
      .returning(DEPARTMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toDepartment(changed);
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Update',
      area: PermissionArea.Chat,
      entity: 'ChatDepartment',
      entityId: id,
      ip,
      before: toDepartment(row),
      after,
    });
    return after;
  });
}

/**
 * DELETE /api/ChatDepartments/{id}?version=n (area chat). Refused (409) when the version is not
 * the row's, while patients' conversations belong to it (they would lose their department), and
 * for the last department (a patient's first message opens a conversation in one). Its
 * recipients, its roles' access and its templates' link go with it.
 */
export async function removeChatDepartment({
  services,
  principal,
  params,
  query,
  ip,
}: Context): Promise<{ id: number } | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const version = Number(v.parse(chatDepartmentRemovalQuerySchema, query).version);
  return services.db.transaction().execute(async (trx) => {
    const row = await lockDepartment(trx, id);
    if (row === undefined) return notFound(NO_DEPARTMENT);
    if (row.version !== version) return stale(row);
    const conversations = await trx
      .selectFrom('chat_conversations')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('chat_department_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(conversations.n) > 0) {
      return HttpAnswer.error(409, 'Patients have conversations in this chat department.', {
        code: 'HasConversations',
        conversations: Number(conversations.n),
      });
    }
    const departments = await trx
      .selectFrom('chat_departments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(departments.n) <= 1) {
      return HttpAnswer.error(409, 'The last chat department cannot be removed.', { code: 'LastDepartment' });
    }
    await trx.deleteFrom('chat_departments').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Delete',
      area: PermissionArea.Chat,
      entity: 'ChatDepartment',
      entityId: id,
      ip,
      before: toDepartment(row),
    });
    return { id };
  });
}

/** GET /api/ChatRecipients/GetStaffForChatRecipients (area chat): every staff member, by full name. */
export async function listChatRecipientStaff({ services }: Context): Promise<ChatStaffWire[]> {
  const rows = await services.db
    .selectFrom('staff_users')
    .select(['id', 'name', 'full_name'])
    .orderBy('full_name')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, fullName: r.full_name }));
}

/**
 * POST /api/ChatRecipients/AddChatRecipient (area chat) `{ chatDepartmentId, staffUserId }`: the
 * staff member answers that department's chats. Adding one already there answers it again and
 * records nothing (a double click adds once); an unknown department or staff member is 404.
 */
export async function addChatRecipient({
  services,
  principal,
  body,
  ip,
}: Context): Promise<ChatRecipientWire | HttpAnswer> {
  const added = v.parse(addChatRecipientSchema, body);
  return services.db.transaction().execute(async (trx) => {
    const department = await trx
      .selectFrom('chat_departments')
      .select(['id', 'name_en'])
      .where('id', '=', added.chatDepartmentId)
      .forUpdate()
      .executeTakeFirst();
    if (department === undefined) return notFound(NO_DEPARTMENT);
    const staff = await trx
      .selectFrom('staff_users')
      .select(['id', 'name', 'full_name'])
      .where('id', '=', added.staffUserId)
      .executeTakeFirst();
    if (staff === undefined) return notFound('There is no staff member with this id.');
    const answer: ChatRecipientWire = {
      chatDepartmentId: department.id,
      departmentName: department.name_en,
      staffUserId: staff.id,
      name: staff.name,
      fullName: staff.full_name,
    };
    const inserted = await trx
      .insertInto('chat_recipients')
      .values({ chat_department_id: department.id, staff_user_id: staff.id })
      .onConflict((oc) => oc.doNothing())
      .returning('staff_user_id')
      .executeTakeFirst();
    if (inserted !== undefined) {
      await recordAudit(trx, {
        actor: actorOf(principal),
        action: 'Create',
        area: PermissionArea.Chat,
        entity: 'ChatRecipient',
        entityId: `${department.id}/${staff.id}`,
        ip,
        after: answer,
      });
    }
    return answer;
  });
}

/** DELETE /api/ChatRecipients/{departmentId}/{staffUserId} (area chat): 404 when they are not one. */
export async function removeChatRecipient({
  services,
  principal,
  params,
  ip,
}: Context): Promise<{ chatDepartmentId: number; staffUserId: string } | HttpAnswer> {
  const departmentId = rowId(params.departmentId, 'departmentId');
  if (departmentId instanceof HttpAnswer) return departmentId;
  const staffUserId = textId(params.staffUserId, 'staffUserId');
  if (staffUserId instanceof HttpAnswer) return staffUserId;
  return services.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('chat_recipients')
      .where('chat_department_id', '=', departmentId)
      .where('staff_user_id', '=', staffUserId)
      .returning(['chat_department_id', 'staff_user_id'])
      .executeTakeFirst();
    if (removed === undefined) return notFound('This staff member does not answer this chat department.');
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Delete',
      area: PermissionArea.Chat,
      entity: 'ChatRecipient',
      entityId: `${departmentId}/${staffUserId}`,
      ip,
      before: { chatDepartmentId: departmentId, staffUserId },
    });
    return { chatDepartmentId: departmentId, staffUserId };
  });
}
