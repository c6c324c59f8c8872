import type { Transaction } from 'kysely';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { Database } from '../../db/database';

/** Who made a change: a member of staff, or a patient (an app user) cancelling their own booking. */
export type StateChangeAuthor =
  | { readonly kind: 'staff'; readonly id: string; readonly name: string }
  | { readonly kind: 'patient'; readonly id: string; readonly name: string };

/** One change to record; `version` is the row's version as read (and locked) by the caller. */
export interface StateChange {
  readonly id: number;
  readonly from: AppointmentState;
  readonly to: AppointmentState;
  readonly reason: string | null;
  readonly author: StateChangeAuthor;
  readonly at: Date;
  readonly version: number;
  /** The change this one reverses (an undo), or null. */
  readonly reverses: number | null;
}

/**
 * Moves a locked appointment to `to` one version on and records the change (who, when, from,
 * to, why). Every writer of a state goes through here, so the row and its history never disagree.
 * Answers the new version and the recorded change's id.
 */
export async function recordStateChange(
  trx: Transaction<Database>,
  change: StateChange,
): Promise<{ readonly version: number; readonly changeId: number }> {
  const { id, from, to, reason, author, at, reverses } = change;
  const version = change.version + 1;
  await trx
    .updateTable('online_appointments')
    .set({ state: to, version, updated_at: at })
    .where('id', '=', id)
    .execute();
  const recorded = await trx
    .insertInto('appointment_state_changes')
    .values({
      appointment_id: id,
      from_state: from,
      to_state: to,
      reason,
      staff_user_id: author.kind === 'staff' ? author.id : null,
      app_user_id: author.kind === 'patient' ? author.id : null,
      staff_user_name: author.name,
      changed_at: at,
      version,
      reverses_id: reverses,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { version, changeId: recorded.id };
}
