import type { HubIdentity } from '../realtime';
import { ErrorMessage, HttpAnswer } from '../http/http-answer';
import type { PatientPrincipal, StaffPrincipal } from '../http/principal';
import type { Services } from '../http/services';
import { isRevoked } from './revocations';
import { stillActive } from './session-activity';
import { findStaffSession } from './staff-directory';
import { TokenKind } from './token-kind';
import type { TokenClaims } from './token-service';

// RFC 6750: a 401 names the scheme it wants.
const unauthorized = (): HttpAnswer =>
  HttpAnswer.error(401, ErrorMessage.Unauthorized, {}, { 'www-authenticate': 'Bearer' });

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Signature, expiry, kind and revocation; null when any fails. */
async function validClaims(services: Services, token: string, kind: TokenKind): Promise<TokenClaims | null> {
  const claims = await services.tokens.verify(token);
  if (claims === null || claims.kind !== kind) return null;
  if (await isRevoked(services.db, claims.tokenId, claims.session)) return null;
  return claims;
}

/** The code of the 403 a user gets while their password must be changed first. */
export const PASSWORD_CHANGE_REQUIRED = 'PasswordChangeRequired';

/**
 * The staff guard's first half: who is calling (401 when nobody valid). A user whose password
 * someone else set gets 403 `PasswordChangeRequired` on every call but the few open during the
 * change (`duringPasswordChange`: the change itself, logout, keep-alive).
 */
export async function authenticateStaff(
  services: Services,
  authorization: string | undefined,
  duringPasswordChange = false,
): Promise<StaffPrincipal | HttpAnswer> {
  const token = bearerToken(authorization);
  const claims = token === null ? null : await services.tokens.verify(token);
  if (claims === null || claims.kind !== TokenKind.Staff) return unauthorized();
  // The account, the revocation and the session's activity in one query.
  const found = await findStaffSession(services.db, claims.subject, claims.tokenId, claims.session);
  if (found === null || found.revoked) return unauthorized();
  const { account } = found;
  // A disabled account's sessions were ended when it was disabled; this holds for any missed.
  if (account.disabled) return unauthorized();
  if (!(await stillActive({ services, claims, actor: account, lastSeenAt: found.lastSeenAt }))) {
    return unauthorized();
  }
  if (account.mustChangePassword && !duringPasswordChange) {
    return HttpAnswer.error(403, 'Change your password before anything else.', {
      code: PASSWORD_CHANGE_REQUIRED,
    });
  }
  return {
    kind: 'staff',
    userId: account.id,
    name: account.name,
    fullName: account.fullName,
    areas: account.areas,
    claims,
  };
}

/** The patient guard: a valid patient token of an app user that still exists. */
export async function authenticatePatient(
  services: Services,
  authorization: string | undefined,
): Promise<PatientPrincipal | HttpAnswer> {
  const token = bearerToken(authorization);
  const claims = token === null ? null : await validClaims(services, token, TokenKind.Patient);
  if (claims === null) return unauthorized();
  const user = await services.db
    .selectFrom('app_users')
    .select(['id', 'phone_number'])
    .where('id', '=', claims.subject)
    .executeTakeFirst();
  if (user === undefined) return unauthorized();
  return { kind: 'patient', appUserId: user.id, phoneNumber: user.phone_number, claims };
}

/**
 * The hubs' token check: a chat token of an existing staff user, or a patient token of an existing
 * app user. Other valid tokens come back with their kind, so the hub answers 403 rather than 401.
 */
export async function verifyHubToken(services: Services, token: string): Promise<HubIdentity | null> {
  const claims = await services.tokens.verify(token);
  if (claims === null) return null;
  // A staff chat token's revocation is read with its account below, in one query.
  if (claims.kind !== TokenKind.Chat && (await isRevoked(services.db, claims.tokenId, claims.session))) {
    return null;
  }
  const identity = {
    subject: claims.subject,
    kind: claims.kind,
    session: claims.session,
    expiresAt: claims.expiresAt,
  };
  if (claims.kind === TokenKind.Patient) {
    const user = await services.db
      .selectFrom('app_users')
      .select('phone_number')
      .where('id', '=', claims.subject)
      .executeTakeFirst();
    return user === undefined ? null : { ...identity, phoneNumber: user.phone_number };
  }
  if (claims.kind === TokenKind.Chat) {
    const found = await findStaffSession(services.db, claims.subject, claims.tokenId, claims.session);
    if (found === null || found.revoked) return null;
    const { account } = found;
    // A hub connection is a request of the session too, refused once the session has gone idle.
    // No hub until a required password change is done: the chat is behind it like every screen.
    return account === null ||
      account.disabled ||
      account.mustChangePassword ||
      !(await stillActive({ services, claims, actor: account, lastSeenAt: found.lastSeenAt }))
      ? null
      : identity;
  }
  return identity;
}
