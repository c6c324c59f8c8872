import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import {
  accountRequestSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
  type AccountMessageWire,
  type ForgotPasswordAnswerWire,
  type ResetTicketWire,
} from '../../src/contract/auth/staff-account';
import {
  PasswordResetPolicy,
  codeCheckGate,
  mustChangeAfter,
  requestLimitWaitMs,
  resetLimitWaitMs,
  AccountRequestPolicy,
} from '../../src/domain/access/account-flow-rules';
import { recordAudit, type AuditActor } from '../features/audit/record-audit';
import { endSessionsOf } from '../features/access/staff-access-store';
import { ErrorMessage, HttpAnswer } from '../http/http-answer';
import type { StaffPrincipal } from '../http/principal';
import type { RouteContext } from '../http/route';
import { otpCodeMatches } from './otp-code-hash';
import { recordCodeRequest } from './otp-store';
import { findStaffById, findStaffByName } from './staff-directory';

/** The texts of these calls; the pages show their own translations by `code`. */
export const AccountMessage = {
  RequestReceived: 'Your request was received. An administrator will review it.',
  TooManyRequests: 'Too many requests from here. Please wait and try again.',
  CodeSent: 'If this name belongs to an account with a phone number, a code was sent to that phone.',
  InvalidCode: 'The code is wrong or has expired.',
  TooManyAttempts: 'Too many wrong codes. Please request a new code.',
  InvalidTicket: 'This reset has expired. Please request a new code.',
  PasswordSet: 'Your password was changed.',
  WrongPassword: 'The current password is wrong.',
  SamePassword: 'The new password must differ from the current one.',
} as const;

/** The refusals' codes, for the pages. */
export const AccountRefusal = {
  TooManyRequests: 'TooManyRequests',
  InvalidCode: 'InvalidCode',
  TooManyAttempts: 'TooManyAttempts',
  InvalidTicket: 'InvalidTicket',
  WrongPassword: 'WrongPassword',
  SamePassword: 'SamePassword',
} as const;

/** One lock for the anonymous account writes: their limits count across names and addresses. */
const ACCOUNT_FLOW_LOCK = 7_431_202;

const limited = (retryAfterMs: number) =>
  HttpAnswer.error(
    429,
    AccountMessage.TooManyRequests,
    { code: AccountRefusal.TooManyRequests },
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );

const anonymous = (name: string): AuditActor => ({ kind: 'anonymous', id: null, name });
const nameKey = (name: string) => name.trim().toLowerCase();
const times = (rows: readonly { created_at: Date }[]) => rows.map((r) => new Date(r.created_at).getTime());
const ticketHash = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

/** A 400 on one field of the body, in the shape of the contract's refusals. */
const fieldRefusal = (message: string, field: string, problem: string, code: string) =>
  HttpAnswer.error(400, message, { field: `body.${field}`, code, errors: [{ field, problem }] });

/**
 * POST /api/StaffAccount/Request (no token) `{ name, fullName, phoneNumber, note? }`: a request
 * for a staff account, kept until an administrator approves or refuses it on the users screen.
 * The answer is the same whether the name is free, taken, or already asked for (a second pending
 * request for one name is not kept), so it tells nobody which names exist. 429 past the limits of
 * the address and of everyone together.
 */
export async function requestAccount({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<AccountMessageWire | HttpAnswer> {
  const input = v.parse(accountRequestSchema, body);
  const now = services.now();
  const since = new Date(now - AccountRequestPolicy.windowMs);
  const outcome = await services.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_FLOW_LOCK})`.execute(trx);
    const recent = trx
      .selectFrom('staff_account_requests')
      .select('created_at')
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc');
    const wait = requestLimitWaitMs(
      {
        sameAddress: times(
          await recent.where('ip', '=', ip).limit(AccountRequestPolicy.perAddress).execute(),
        ),
        all: times(await recent.limit(AccountRequestPolicy.inAll).execute()),
      },
      now,
    );
    if (wait > 0) return limited(wait);
    const pending = await trx
      .selectFrom('staff_account_requests')
      .select('id')
      .where(sql<string>`lower(name)`, '=', nameKey(input.name))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending !== undefined) return null;
    const id = randomUUID();
    await trx
      .insertInto('staff_account_requests')
      .values({
        id,
        name: input.name,
        full_name: input.fullName,
        phone_number: input.phoneNumber,
        note: input.note,
        ip,
        created_at: new Date(now),
      })
      .execute();
    await recordAudit(trx, {
      actor: anonymous(input.name),
      action: 'AccountRequested',
      entity: 'StaffAccountRequest',
      entityId: id,
      ip,
      after: { name: input.name, fullName: input.fullName, phoneNumber: input.phoneNumber },
      at: new Date(now),
    });
    return null;
  });
  return outcome ?? { message: AccountMessage.RequestReceived };
}

/**
 * POST /api/StaffAccount/ForgotPassword (no token) `{ name }`: when the name is an enabled account
 * with a phone number, a six-digit code goes out through the patients' SMS channel (its limits,
 * its logs, and on the demo the OTP-Test screen). The answer is the same for any name; the limits
 * (per name and address, name, address, all) count every request, known name or not.
 */
export async function forgotPassword({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<ForgotPasswordAnswerWire | HttpAnswer> {
  const { name } = v.parse(forgotPasswordSchema, body);
  const key = nameKey(name);
  const now = services.now();
  const p = PasswordResetPolicy;
  const account = await findStaffByName(services.db, name);
  const eligible = account !== null && !account.disabled && account.phoneNumber !== null ? account : null;

  const reset = await services.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_FLOW_LOCK})`.execute(trx);
    const recent = trx
      .selectFrom('staff_password_resets')
      .select('created_at')
      .where('created_at', '>', new Date(now - p.windowMs))
      .orderBy('created_at', 'desc');
    const wait = resetLimitWaitMs(
      {
        sameNameSameAddress: times(
          await recent.where('name_key', '=', key).where('ip', '=', ip).limit(p.perNamePerAddress).execute(),
        ),
        sameName: times(await recent.where('name_key', '=', key).limit(p.perName).execute()),
        sameAddress: times(await recent.where('ip', '=', ip).limit(p.perAddress).execute()),
        all: times(await recent.limit(p.inAll).execute()),
      },
      now,
    );
    if (wait > 0) return limited(wait);
    const row = await trx
      .insertInto('staff_password_resets')
      .values({
        name_key: key,
        ip,
        created_at: new Date(now),
        expires_at: new Date(now + p.codeLifetimeSeconds * 1000),
        staff_user_id: eligible?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  if (reset instanceof HttpAnswer) return reset;

  if (eligible !== null && eligible.phoneNumber !== null) {
    const sent = await recordCodeRequest(
      services.db,
      { phoneNumber: eligible.phoneNumber, ip, now },
      { ...services.otpPolicy, lifetimeSeconds: p.codeLifetimeSeconds },
      'staff-reset',
    );
    // The phone's own limits may hold the text back; the answer stays the same.
    if (sent.kind === 'recorded') {
      await services.db
        .updateTable('staff_password_resets')
        .set({ otp_code_id: sent.codeId })
        .where('id', '=', reset)
        .execute();
      services.hubs.phone.codeRequested(eligible.phoneNumber);
    }
  }
  await recordAudit(services.db, {
    actor: anonymous(name),
    action: 'PasswordResetRequested',
    entity: 'StaffUser',
    entityId: account?.id ?? null,
    ip,
    at: new Date(now),
  });
  return { message: AccountMessage.CodeSent, expiresInSeconds: p.codeLifetimeSeconds };
}

/**
 * POST /api/StaffAccount/VerifyResetCode (no token) `{ name, code }`: the newest reset request of
 * the name, unexpired, with checks left. A right code answers a ticket that sets the new password
 * once, within ten minutes. Wrong, expired, unknown: one 400; past five checks: 429.
 */
export async function verifyResetCode({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<ResetTicketWire | HttpAnswer> {
  const { name, code } = v.parse(verifyResetCodeSchema, body);
  const now = services.now();
  const latest = await services.db
    .selectFrom('staff_password_resets as r')
    .leftJoin('otp_codes as o', 'o.id', 'r.otp_code_id')
    .select(['r.id', 'r.attempts', 'r.expires_at', 'r.used_at', 'o.code_salt', 'o.code_hash'])
    .where('r.name_key', '=', nameKey(name))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const gate = codeCheckGate(
    latest && {
      attempts: latest.attempts,
      expiresAt: new Date(latest.expires_at).getTime(),
      usedAt: latest.used_at === null ? null : new Date(latest.used_at).getTime(),
    },
    now,
  );
  const refuse = async (locked: boolean) => {
    await recordAudit(services.db, {
      actor: anonymous(name),
      action: locked ? 'PasswordResetLocked' : 'PasswordResetCodeFailed',
      entity: 'StaffUser',
      outcome: locked ? 'denied' : 'failure',
      ip,
      at: new Date(now),
    });
    return locked
      ? HttpAnswer.error(429, AccountMessage.TooManyAttempts, { code: AccountRefusal.TooManyAttempts })
      : fieldRefusal(AccountMessage.InvalidCode, 'code', 'invalidCode', AccountRefusal.InvalidCode);
  };
  if (latest === undefined || gate !== 'check') return refuse(gate === 'locked');
  // The attempt is spent before the comparison, atomically: parallel guesses cannot exceed it.
  const attempt = await services.db
    .updateTable('staff_password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', PasswordResetPolicy.attemptsPerCode)
    .returning('attempts')
    .executeTakeFirst();
  if (attempt === undefined) return refuse(true);
  const right =
    latest.code_salt !== null &&
    latest.code_hash !== null &&
    otpCodeMatches(latest.code_salt, latest.code_hash, code);
  if (!right) return refuse(false);
  const ticket = randomBytes(32).toString('base64url');
  await services.db
    .updateTable('staff_password_resets')
    .set({
      ticket_hash: ticketHash(ticket),
      ticket_expires_at: new Date(now + PasswordResetPolicy.ticketLifetimeSeconds * 1000),
    })
    .where('id', '=', latest.id)
    .execute();
  return { ticket, expiresInSeconds: PasswordResetPolicy.ticketLifetimeSeconds };
}

/**
 * POST /api/StaffAccount/ResetPassword (no token) `{ ticket, password }`: the new password, under
 * the password rule and not the old one. The old password stops working, every session of the
 * user ends, the user's failed logins are forgiven, and the ticket and its code are spent.
 */
export async function resetPassword({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<AccountMessageWire | HttpAnswer> {
  const input = v.parse(resetPasswordSchema, body);
  const now = services.now();
  const at = new Date(now);
  const invalid = () =>
    HttpAnswer.error(400, AccountMessage.InvalidTicket, {
      field: 'body.ticket',
      code: AccountRefusal.InvalidTicket,
    });
  const row = await services.db
    .selectFrom('staff_password_resets')
    .select(['id', 'staff_user_id', 'otp_code_id', 'ticket_expires_at'])
    .where('ticket_hash', '=', ticketHash(input.ticket))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined || row.staff_user_id === null || row.ticket_expires_at === null) return invalid();
  if (new Date(row.ticket_expires_at).getTime() <= now) return invalid();
  const account = await findStaffById(services.db, row.staff_user_id);
  if (account === null || account.disabled) return invalid();
  if (await services.passwords.verify(account.passwordHash, input.password)) {
    return fieldRefusal(AccountMessage.SamePassword, 'password', 'samePassword', AccountRefusal.SamePassword);
  }
  const passwordHash = await services.passwords.hash(input.password);
  const ended = await services.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('staff_password_resets')
      .set({ used_at: at })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (spent === undefined) return null;
    if (row.otp_code_id !== null) {
      await trx.updateTable('otp_codes').set({ used_at: at }).where('id', '=', row.otp_code_id).execute();
    }
    await trx
      .updateTable('staff_users')
      .set((eb) => ({
        password_hash: passwordHash,
        must_change_password: mustChangeAfter('reset by code'),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', account.id)
      .execute();
    const sessions = await endSessionsOf(trx, account.id, at);
    await recordAudit(trx, {
      actor: { kind: 'staff', id: account.id, name: account.name },
      action: 'PasswordResetByCode',
      entity: 'StaffUser',
      entityId: account.id,
      ip,
      reason: `${sessions.length} session(s) ended.`,
      at,
    });
    return sessions;
  });
  if (ended === null) return invalid();
  for (const session of ended) services.hubs.closeSession(session);
  await services.loginLimiter.recordSuccess(account.name);
  return { message: AccountMessage.PasswordSet };
}

/**
 * POST /api/StaffAccount/ChangePassword (staff token; open while a change is required)
 * `{ currentPassword, newPassword }`. The current password is checked under the login's throttle
 * (a stolen session cannot guess it faster than a login could); the new one follows the password
 * rule and differs from it. Every other session of the user ends; this one stays.
 */
export async function changePassword({
  body,
  ip,
  principal,
  services,
}: RouteContext<StaffPrincipal>): Promise<AccountMessageWire | HttpAnswer> {
  const input = v.parse(changePasswordSchema, body);
  const now = services.now();
  const gate = await services.loginLimiter.reserve(principal.name, ip, now);
  if (!gate.allowed) {
    return HttpAnswer.error(
      429,
      ErrorMessage.TooManyRequests,
      { code: AccountRefusal.TooManyRequests },
      { 'retry-after': String(gate.retryAfterSeconds) },
    );
  }
  const account = await findStaffById(services.db, principal.userId);
  const actor: AuditActor = { kind: 'staff', id: principal.userId, name: principal.name };
  if (account === null || !(await services.passwords.verify(account.passwordHash, input.currentPassword))) {
    await recordAudit(services.db, {
      actor,
      action: 'PasswordChangeFailed',
      entity: 'StaffUser',
      entityId: principal.userId,
      outcome: 'failure',
      ip,
      at: new Date(now),
    });
    return fieldRefusal(
      AccountMessage.WrongPassword,
      'currentPassword',
      'wrongPassword',
      AccountRefusal.WrongPassword,
    );
  }
  await services.loginLimiter.recordSuccess(principal.name, { address: ip, reservedAt: now });
  if (input.currentPassword === input.newPassword) {
    return fieldRefusal(
      AccountMessage.SamePassword,
      'newPassword',
      'samePassword',
      AccountRefusal.SamePassword,
    );
  }
  const passwordHash = await services.passwords.hash(input.newPassword);
  const at = new Date(now);
  const ended = await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set((eb) => ({
        password_hash: passwordHash,
        must_change_password: mustChangeAfter('own change'),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', account.id)
      .execute();
    const sessions = await endSessionsOf(trx, account.id, at, principal.claims.session);
    await recordAudit(trx, {
      actor,
      action: 'PasswordChange',
      entity: 'StaffUser',
      entityId: account.id,
      ip,
      reason: `${sessions.length} other session(s) ended.`,
      at,
    });
    return sessions;
  });
  for (const session of ended) services.hubs.closeSession(session);
  return { message: AccountMessage.PasswordSet };
}
