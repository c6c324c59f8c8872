import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import { auditHash, type AuditActorKind, type AuditOutcome } from './audit-chain';

export type { AuditActorKind, AuditOutcome } from './audit-chain';

/** Who acted. A staff member is named by id and user name; a patient by app-user id and phone. */
export interface AuditActor {
  readonly kind: AuditActorKind;
  /** The staff user's or app user's id; null for someone not signed in and for the system. */
  readonly id: string | null;
  /** The staff user name, the patient's phone number, or what the anonymous caller gave (a login name). */
  readonly name: string;
}

/** One event of the audit trail. */
export interface AuditEvent {
  readonly actor: AuditActor;
  /** What happened, e.g. `Login`, `LoginFailed`, `AppointmentState`, `Create`, `Update`, `Delete`. */
  readonly action: string;
  /** The permission area it belongs to, when it has one. */
  readonly area?: string | null;
  /** What it happened to, e.g. `Session`, `Appointment`, `News`. */
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly outcome?: AuditOutcome;
  /** The client's address. */
  readonly ip?: string;
  /** Why (a cancellation's reason, a refusal's cause). */
  readonly reason?: string | null;
  /** The record before and after a change; serialised once, exactly as hashed. */
  readonly before?: unknown;
  readonly after?: unknown;
  /** When; now unless given (the seed and tests date their events). */
  readonly at?: Date;
}

/** Serialises the audit trail's writers: one number for PostgreSQL's transaction-scoped lock. */
const AUDIT_CHAIN_LOCK = 7_431_901;

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one event to the audit trail, chained to the row before it. Inside a caller's
 * transaction the event commits or rolls back with the change it records; otherwise it gets its
 * own. Writers take a transaction-scoped lock, so two servers on one PostgreSQL never chain two
 * rows to the same predecessor.
 */
export async function recordAudit(db: Db | Transaction<Database>, event: AuditEvent): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => recordAudit(trx, event));
    return;
  }
  await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(db);
  const last = await db
    .selectFrom('audit_records')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const prevHash = last?.hash ?? '';
  // Milliseconds, as the hash is written: the database keeps the same instant.
  const at = new Date(Math.floor((event.at ?? new Date()).getTime()));
  const fields = {
    at,
    actorKind: event.actor.kind,
    staffUserId: event.actor.id,
    userName: event.actor.name,
    action: event.action,
    area: event.area ?? null,
    entity: event.entity,
    entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    outcome: event.outcome ?? 'success',
    ip: event.ip ?? '',
    reason: event.reason ?? null,
    beforeJson: json(event.before),
    afterJson: json(event.after),
  };
  await db
    .insertInto('audit_records')
    .values({
      at,
      actor_kind: fields.actorKind,
      staff_user_id: fields.staffUserId,
      user_name: fields.userName,
      action: fields.action,
      area: fields.area,
      entity: fields.entity,
      entity_id: fields.entityId,
      outcome: fields.outcome,
      ip: fields.ip,
      reason: fields.reason,
      before_json: fields.beforeJson,
      after_json: fields.afterJson,
      prev_hash: prevHash,
      hash: auditHash(prevHash, fields),
    })
    .execute();
}
