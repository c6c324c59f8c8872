import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isDemoNetworkSeeded } from '../seed/seed-runs';
import { hashOtpCode, newOtpCode, newOtpSalt, otpCodeMatches } from './otp-code-hash';
import { OtpPolicy } from './otp-policy';

/** The advisory lock of code requests: one for all, since the limits count across numbers and addresses. */
const REQUEST_LOCK = 7_310_527;

export type CodeRequestOutcome =
  | { readonly kind: 'recorded'; readonly codeId: number }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

/**
 * What a code is for. Every code goes out through the one SMS channel and counts under its limits;
 * a code only ever does what it was sent for.
 */
export type CodePurpose = 'patient' | 'staff-reset';

/**
 * Records a new code for `phoneNumber` unless the number from this address, the number, the
 * address, or all requests together have reached their limit in the window. Requests are
 * serialised (one advisory lock held until the row is written), so requests sent at once are
 * counted one after the other and never all pass one count. The plain code is kept only on a
 * demo database.
 */
export async function recordCodeRequest(
  db: Db,
  request: { readonly phoneNumber: string; readonly ip: string; readonly now: number },
  policy: OtpPolicy = OtpPolicy,
  purpose: CodePurpose = 'patient',
): Promise<CodeRequestOutcome> {
  const { phoneNumber, ip, now } = request;
  const since = new Date(now - policy.windowMs);
  const keepPlain = await isDemoNetworkSeeded(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REQUEST_LOCK})`.execute(trx);
    const window = trx.selectFrom('otp_codes').select('created_at').where('created_at', '>', since);
    const limits = [
      {
        limit: policy.requestsPerNumberPerAddress,
        query: window.where('phone_number', '=', phoneNumber).where('ip', '=', ip),
      },
      { limit: policy.requestsPerNumber, query: window.where('phone_number', '=', phoneNumber) },
      { limit: policy.requestsPerAddress, query: window.where('ip', '=', ip) },
      { limit: policy.requestsInAll, query: window },
    ];
    const waits: number[] = [];
    for (const { limit, query } of limits) {
      const newest = await query.orderBy('created_at', 'desc').limit(limit).execute();
      waits.push(waitMs(newest, limit, now, policy.windowMs));
    }
    const wait = Math.max(...waits);
    if (wait > 0) return { kind: 'limited', retryAfterSeconds: Math.ceil(wait / 1000) };

    const code = newOtpCode();
    const salt = newOtpSalt();
    const row = await trx
      .insertInto('otp_codes')
      .values({
        purpose,
        phone_number: phoneNumber,
        code_salt: salt,
        code_hash: hashOtpCode(salt, code),
        code: keepPlain ? code : null,
        // No SMS gateway is wired in: staff see the request on /PhoneHub; a gateway sets this.
        is_sent: false,
        attempts: 0,
        ip,
        created_at: new Date(now),
        expires_at: new Date(now + policy.lifetimeSeconds * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'recorded', codeId: Number(row.id) };
  });
}

/** Ms until fewer than `limit` of these (newest first) requests are inside the window; 0 if already. */
function waitMs(
  recent: readonly { created_at: Date }[],
  limit: number,
  now: number,
  windowMs: number,
): number {
  const oldestCounted = recent[limit - 1];
  return oldestCounted === undefined
    ? 0
    : Math.max(1, new Date(oldestCounted.created_at).getTime() + windowMs - now);
}

export type CodeCheckOutcome = 'accepted' | 'rejected' | 'locked';

/**
 * Checks `code` against the newest code of the number (an older code is superseded by a newer
 * one). Rejected when there is none, it is used or expired, or it differs; locked once the code has
 * had its attempts. Each check uses up an attempt before comparing, atomically, so parallel
 * guesses cannot exceed the limit; an accepted code is marked used and cannot sign in twice.
 */
export async function checkCode(
  db: Db,
  check: { readonly phoneNumber: string; readonly code: string; readonly now: number },
  policy: OtpPolicy = OtpPolicy,
): Promise<CodeCheckOutcome> {
  const latest = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_salt', 'code_hash', 'expires_at', 'used_at'])
    .where('phone_number', '=', check.phoneNumber)
    // A password reset's code never signs a patient in, and does not supersede their code.
    .where('purpose', '=', 'patient')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest === undefined || latest.used_at !== null) return 'rejected';
  if (new Date(latest.expires_at).getTime() <= check.now) return 'rejected';

  const attempt = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', policy.attemptsPerCode)
    .returning('attempts')
    .executeTakeFirst();
  if (attempt === undefined) return 'locked';
  if (!otpCodeMatches(latest.code_salt, latest.code_hash, check.code)) return 'rejected';

  const used = await db
    .updateTable('otp_codes')
    .set({ used_at: new Date(check.now) })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used === undefined ? 'rejected' : 'accepted';
}
