import type { Db } from '../db/database';
import { recordAudit } from '../features/audit/record-audit';
import type { Services } from '../http/services';
import { revoke } from './revocations';
import type { TokenClaims } from './token-service';

/**
 * A session's last request is written at most this often, so that not every read is also a write;
 * the idle limit is counted from the last write, so it may end up to this much sooner.
 */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;

/** A staff login: its session's activity starts now. */
export async function startActivity(
  db: Db,
  session: string,
  now: Date,
  expiresAt: Date,
  staffUserId: string,
): Promise<void> {
  await db
    .insertInto('staff_session_activity')
    .values({ session, last_seen_at: now, expires_at: expiresAt, staff_user_id: staffUserId })
    .onConflict((c) => c.column('session').doUpdateSet({ last_seen_at: now }))
    .execute();
  await db.deleteFrom('staff_session_activity').where('expires_at', '<', now).execute();
}

export interface ActivityCheck {
  readonly services: Services;
  readonly claims: TokenClaims;
  /** Who holds the session, for the audit record of its end. */
  readonly actor: { readonly id: string; readonly name: string };
  /**
   * The session's last activity when the caller has read it already (with the account, in one
   * query): null for no row yet. Left out, it is read here.
   */
  readonly lastSeenAt?: Date | null;
}

/**
 * The idle rule of a staff session (its service and chat tokens together): a session whose last
 * request is older than the idle limit is ended, as a logout ends it (revoked, hub connections
 * closed), with an audit record `SessionIdle`, and `false` comes back; otherwise this request
 * counts as activity. A session with no row yet (begun before the rule existed) starts now.
 */
export async function stillActive({ services, claims, actor, lastSeenAt }: ActivityCheck): Promise<boolean> {
  const now = new Date(services.now());
  const seen =
    lastSeenAt !== undefined
      ? lastSeenAt
      : ((
          await services.db
            .selectFrom('staff_session_activity')
            .select('last_seen_at')
            .where('session', '=', claims.session)
            .executeTakeFirst()
        )?.last_seen_at ?? null);
  if (seen === null) {
    await startActivity(services.db, claims.session, now, new Date(claims.expiresAt), claims.subject);
    return true;
  }
  const idleMs = now.getTime() - seen.getTime();
  if (idleMs > services.sessionIdleMs) {
    await revoke(services.db, claims.session, new Date(claims.expiresAt), now);
    services.hubs.closeSession(claims.session);
    await endActivity(services.db, claims.session);
    await recordAudit(services.db, {
      actor: { kind: 'staff', id: actor.id, name: actor.name },
      action: 'SessionIdle',
      entity: 'Session',
      entityId: claims.session,
      outcome: 'failure',
      reason: `No request for ${Math.round(idleMs / 60_000)} minutes (the limit is ${Math.round(services.sessionIdleMs / 60_000)}).`,
      at: now,
    });
    return false;
  }
  if (idleMs >= ACTIVITY_WRITE_EVERY_MS) await touchActivity(services.db, claims.session, now);
  return true;
}

/** This session made a request now (the keep-alive call writes it at once). */
export async function touchActivity(db: Db, session: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_session_activity')
    .set({ last_seen_at: now })
    .where('session', '=', session)
    .execute();
}

/** A logout: the session's row goes with it. */
export async function endActivity(db: Db, session: string): Promise<void> {
  await db.deleteFrom('staff_session_activity').where('session', '=', session).execute();
}
