import { sql, type Transaction } from 'kysely';
import {
  SUBMISSION_LIMITS,
  submissionAllowed,
  type SubmissionKind,
} from '../../../src/domain/submissions/submission-limits';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';

/** The one advisory lock of the site's forms: counts and the row they count are written together. */
const SUBMISSION_LOCK = 7_431_110;

export const SubmissionMessage = {
  TooMany: 'Too many messages were sent from here. Please wait and try again later.',
} as const;

export interface SubmissionSender {
  readonly kind: SubmissionKind;
  readonly ip: string;
  /** E.164, when the form carries a phone number. */
  readonly phoneNumber: string | null;
  readonly now: number;
}

/**
 * Counts the sender's sends of this kind in the window (by address and by phone, on the stored
 * log, so every replica on one database agrees) and logs this one when it passes; beyond a limit,
 * 429 with `Retry-After` (the window's length: the oldest send leaves it by then at the latest).
 * Runs in the caller's transaction, under one advisory lock, so sends arriving together are
 * counted one after the other.
 */
export async function admitSubmission(
  trx: Transaction<Database>,
  sender: SubmissionSender,
): Promise<HttpAnswer | null> {
  const limit = SUBMISSION_LIMITS[sender.kind];
  const since = new Date(sender.now - limit.windowMinutes * 60_000);
  await sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK})`.execute(trx);
  const window = trx
    .selectFrom('public_submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', sender.kind)
    .where('at', '>', since);
  const fromAddress = Number(
    (await window.where('client_address', '=', sender.ip).executeTakeFirst())?.n ?? 0,
  );
  const fromPhone =
    sender.phoneNumber === null
      ? null
      : Number((await window.where('phone_number', '=', sender.phoneNumber).executeTakeFirst())?.n ?? 0);
  if (!submissionAllowed(limit, fromAddress, fromPhone)) {
    return HttpAnswer.error(
      429,
      SubmissionMessage.TooMany,
      {},
      { 'retry-after': String(limit.windowMinutes * 60) },
    );
  }
  await trx
    .insertInto('public_submissions')
    .values({
      kind: sender.kind,
      client_address: sender.ip,
      phone_number: sender.phoneNumber,
      at: new Date(sender.now),
    })
    .execute();
  return null;
}
