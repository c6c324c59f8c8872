import type { Db } from '../db/database';

/** True when the token, or the login session it belongs to, was revoked. */
export async function isRevoked(db: Db, tokenId: string, session: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('jti', 'in', [tokenId, session])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Revokes an id until `expiresAt` (after which the tokens are dead anyway), and purges the rows
 * that have outlived their tokens.
 */
export async function revoke(db: Db, id: string, expiresAt: Date, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('revoked_tokens')
      .values({ jti: id, expires_at: expiresAt })
      .onConflict((c) => c.column('jti').doNothing())
      .execute();
    await trx.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  });
}
