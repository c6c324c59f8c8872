import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import {
  approveAccountRequestSchema,
  refuseAccountRequestSchema,
  type AccountRequestRowWire,
} from '../../../src/contract/auth/staff-account';
import { mustChangeAfter } from '../../../src/domain/access/account-flow-rules';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { notFound, textId } from '../shared/input';
import { lockAccess, readStaffUser, staffActor, type Trx } from './staff-access-store';
import { StaffUserRefusal } from './staff-user-handlers';
import type { Db } from '../../db/database';

type Context = RouteContext<StaffPrincipal>;

/** How many requests the users screen lists: the newest. */
export const ACCOUNT_REQUESTS_LIMIT = 200;

const NO_REQUEST = 'There is no account request with this id.';

/** The refusals of a decision; `code` tells the dashboard which text to show. */
export const AccountRequestRefusal = {
  ...StaffUserRefusal,
  Decided: 'Decided',
} as const;

/** Requests as the users screen shows them, newest first (one, or the newest `ACCOUNT_REQUESTS_LIMIT`). */
async function requestRows(db: Db | Trx, id?: string): Promise<AccountRequestRowWire[]> {
  let query = db
    .selectFrom('staff_account_requests as q')
    .leftJoin('staff_users as d', 'd.id', 'q.decided_by')
    .select((eb) => [
      'q.id',
      'q.name',
      'q.full_name',
      'q.phone_number',
      'q.note',
      'q.created_at',
      'q.status',
      'q.decided_at',
      'd.name as decided_by_name',
      'q.version',
      eb
        .exists(
          eb
            .selectFrom('staff_users as s')
            .select('s.id')
            .where(sql<string>`lower(s.name)`, '=', sql<string>`lower(q.name)`),
        )
        .as('name_taken'),
    ]);
  if (id !== undefined) query = query.where('q.id', '=', id);
  const rows = await query.orderBy('q.created_at', 'desc').limit(ACCOUNT_REQUESTS_LIMIT).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    decidedBy: r.decided_by_name,
    nameTaken: Boolean(r.name_taken),
    version: r.version,
  }));
}

/** GET /api/StaffAccountRequests/List (area users): the newest account requests, pending or decided. */
export async function listAccountRequests({ services }: Context): Promise<AccountRequestRowWire[]> {
  return requestRows(services.db);
}

/** The request, locked for the decision; an answer when it cannot be decided (missing, stale, decided). */
async function pendingRequest(
  trx: Trx,
  id: string,
  version: number,
): Promise<AccountRequestRowWire | HttpAnswer> {
  await trx.selectFrom('staff_account_requests').select('id').where('id', '=', id).forUpdate().execute();
  const [row] = await requestRows(trx, id);
  if (row === undefined) return notFound(NO_REQUEST);
  if (row.version !== version) {
    return HttpAnswer.error(409, 'This request was changed since you read it.', {
      code: AccountRequestRefusal.Stale,
      current: row,
    });
  }
  if (row.status !== 'pending') {
    return HttpAnswer.error(409, 'This request was already decided.', {
      code: AccountRequestRefusal.Decided,
      current: row,
    });
  }
  return row;
}

/**
 * POST /api/StaffAccountRequests/{id}/Approve (area users) `{ roleId, password, version }`: makes
 * the account with the requested name, full name and phone number, the chosen role and a first
 * password the administrator hands over; the user must change it at the first login. A name a
 * staff user took meanwhile is 409 `NameTaken` (refuse the request, or ask for another name).
 */
export async function approveAccountRequest({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(approveAccountRequestSchema, body);
  const passwordHash = await services.passwords.hash(input.password);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const request = await pendingRequest(trx, id, input.version);
    if (request instanceof HttpAnswer) return request;
    if (request.nameTaken) {
      return HttpAnswer.error(409, 'A staff user with this login name already exists.', {
        code: AccountRequestRefusal.NameTaken,
      });
    }
    const role = await trx.selectFrom('roles').select('id').where('id', '=', input.roleId).executeTakeFirst();
    if (role === undefined) {
      return HttpAnswer.error(400, 'There is no role with this id.', {
        field: 'body.roleId',
        code: AccountRequestRefusal.UnknownRole,
      });
    }
    const userId = randomUUID();
    await trx
      .insertInto('staff_users')
      .values({
        id: userId,
        name: request.name,
        full_name: request.fullName,
        password_hash: passwordHash,
        role_id: input.roleId,
        phone_number: request.phoneNumber,
        must_change_password: mustChangeAfter('approval'),
        created_at: at,
      })
      .execute();
    await trx
      .updateTable('staff_account_requests')
      .set({
        status: 'approved',
        decided_at: at,
        decided_by: principal.userId,
        staff_user_id: userId,
        version: request.version + 1,
      })
      .where('id', '=', id)
      .execute();
    const user = await readStaffUser(trx, userId);
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Approve',
      area: PermissionArea.Users,
      entity: 'StaffAccountRequest',
      entityId: id,
      ip,
      before: { status: 'pending' },
      after: { status: 'approved', staffUserId: userId, roleId: input.roleId, roleName: user?.roleName },
      at,
    });
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Create',
      area: PermissionArea.Users,
      entity: 'StaffUser',
      entityId: userId,
      ip,
      reason: 'Approved account request.',
      after: {
        name: request.name,
        fullName: request.fullName,
        roleId: input.roleId,
        roleName: user?.roleName,
      },
      at,
    });
    const [after] = await requestRows(trx, id);
    return after;
  });
}

/** POST /api/StaffAccountRequests/{id}/Refuse (area users) `{ version }`: no account is made. */
export async function refuseAccountRequest({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(refuseAccountRequestSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    const request = await pendingRequest(trx, id, input.version);
    if (request instanceof HttpAnswer) return request;
    await trx
      .updateTable('staff_account_requests')
      .set({ status: 'refused', decided_at: at, decided_by: principal.userId, version: request.version + 1 })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Refuse',
      area: PermissionArea.Users,
      entity: 'StaffAccountRequest',
      entityId: id,
      ip,
      before: { status: 'pending' },
      after: { status: 'refused' },
      at,
    });
    const [after] = await requestRows(trx, id);
    return after;
  });
}
