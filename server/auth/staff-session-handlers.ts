import { randomUUID } from 'node:crypto';
import type { LoginResponseWire } from '../../src/contract/auth/staff-session';
import { ErrorMessage, HttpAnswer } from '../http/http-answer';
import type { StaffPrincipal } from '../http/principal';
import type { RouteContext } from '../http/route';
import { recordAudit, type AuditActor, type AuditOutcome } from '../features/audit/record-audit';
import type { Services } from '../http/services';
import { revoke } from './revocations';
import { endActivity, startActivity, touchActivity } from './session-activity';
import { findStaffByName } from './staff-directory';
import { TokenKind } from './token-kind';

/** Longest accepted login name and password: longer is not a credential, and argon2 time grows with it. */
export const LoginLimits = { username: 100, password: 1_024 } as const;

/** The login body, or null when it is not `{ username: string, password: string }` within limits. */
export function readLoginBody(body: unknown): { username: string; password: string } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { username, password } = body as { username?: unknown; password?: unknown };
  if (typeof username !== 'string' || typeof password !== 'string') return null;
  const name = username.trim();
  if (name === '' || name.length > LoginLimits.username) return null;
  if (password === '' || password.length > LoginLimits.password) return null;
  return { username: name, password };
}

/**
 * POST /api/ControlPanelAuth/Login. 400 for a bad body or wrong credentials (the same answer for
 * an unknown name, after the same work); 429 with `Retry-After` once the name or the address has
 * failed too often in the last minute.
 */
export async function login({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<LoginResponseWire | HttpAnswer> {
  const credentials = readLoginBody(body);
  if (credentials === null) return HttpAnswer.error(400, ErrorMessage.InvalidLogin);
  const { username, password } = credentials;
  const now = services.now();

  // Reserved before the password check: parallel attempts each take a place under the limit.
  const gate = await services.loginLimiter.reserve(username, ip, now);
  if (!gate.allowed) {
    await sessionEvent(services, 'LoginLocked', 'denied', anonymous(username), ip);
    return HttpAnswer.error(
      429,
      ErrorMessage.TooManyRequests,
      {},
      { 'retry-after': String(gate.retryAfterSeconds) },
    );
  }

  const account = await findStaffByName(services.db, username);
  const valid =
    account === null
      ? await services.passwords.verifyNobody(password)
      : await services.passwords.verify(account.passwordHash, password);
  // A disabled account gets the answer of a wrong password, after the same work: the answer does
  // not tell a stranger which names exist or which were disabled.
  if (account === null || !valid || account.disabled) {
    const actor =
      account === null ? anonymous(username) : { kind: 'staff' as const, id: account.id, name: account.name };
    const reason = account !== null && valid ? 'The account is disabled.' : null;
    await sessionEvent(services, 'LoginFailed', 'failure', actor, ip, null, reason);
    return HttpAnswer.error(400, ErrorMessage.InvalidLogin);
  }
  await services.loginLimiter.recordSuccess(username, { address: ip, reservedAt: now });

  if (services.passwords.needsRehash(account.passwordHash)) {
    const rehashed = await services.passwords.hash(password);
    await services.db
      .updateTable('staff_users')
      .set({ password_hash: rehashed })
      .where('id', '=', account.id)
      .execute();
  }

  // One login, one session: the service token and the chat token share it, so logout ends both.
  const session = randomUUID();
  const staff = await services.tokens.issue(TokenKind.Staff, account.id, { session });
  const chat = await services.tokens.issue(TokenKind.Chat, account.id, { session });
  await startActivity(
    services.db,
    session,
    new Date(services.now()),
    new Date(staff.claims.expiresAt),
    account.id,
  );
  await sessionEvent(
    services,
    'Login',
    'success',
    { kind: 'staff', id: account.id, name: account.name },
    ip,
    session,
  );
  return {
    accessToken: staff.token,
    chatToken: chat.token,
    claims: {
      user: {
        id: account.id,
        name: account.name,
        fullName: account.fullName,
        areas: [...account.areas].sort(),
        ...(account.mustChangePassword ? { mustChangePassword: true } : {}),
      },
      serviceToken: staff.token,
    },
  };
}

/**
 * GET /api/ControlPanelAuth/Logout. Revokes the caller's login session (its service token and its
 * chat token) and closes that session's hub connections.
 */
export async function logout({
  principal,
  services,
  ip,
}: RouteContext<StaffPrincipal>): Promise<{ message: string }> {
  const { session, expiresAt } = principal.claims;
  await revoke(services.db, session, new Date(expiresAt), new Date(services.now()));
  await endActivity(services.db, session);
  services.hubs.closeSession(session);
  const actor = { kind: 'staff' as const, id: principal.userId, name: principal.name };
  await sessionEvent(services, 'Logout', 'success', actor, ip, session);
  return { message: 'Logged out.' };
}

/**
 * POST /api/ControlPanelAuth/KeepAlive (an extension). The dashboard calls it while its user is
 * active without calling the server, and when the user asks to stay signed in: the session's idle
 * time starts again. The guard has already refused a session that was idle too long.
 */
export async function keepAlive({
  principal,
  services,
}: RouteContext<StaffPrincipal>): Promise<{ idleMinutes: number }> {
  await touchActivity(services.db, principal.claims.session, new Date(services.now()));
  return { idleMinutes: services.sessionIdleMs / 60_000 };
}

/** Someone not signed in, named by the login name they gave. */
const anonymous = (name: string): AuditActor => ({ kind: 'anonymous', id: null, name });

/** A sign-in, a refused one, a lockout or a sign-out, in the audit trail. */
export function sessionEvent(
  services: Services,
  action: string,
  outcome: AuditOutcome,
  actor: AuditActor,
  ip: string,
  session: string | null = null,
  reason: string | null = null,
): Promise<void> {
  return recordAudit(services.db, {
    actor,
    action,
    entity: 'Session',
    entityId: session,
    outcome,
    ip,
    reason,
    at: new Date(services.now()),
  });
}
