import { sql, type Kysely, type Transaction } from 'kysely';
import * as v from 'valibot';
import { createSchema, updateSchema, type RecordForm } from '../../../src/contract/writes/record-form';
import {
  MANAGED_RECORDS,
  type ManagedRecord,
  type RecordChangedEventWire,
  type RecordName,
} from '../../../src/contract/writes/records';
import { HaremHubEvent } from '../../realtime/hubs';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { Handler, RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { rowId } from '../shared/input';
import { toWireRow, type WireRow } from '../shared/wire-row';
import { RECORD_STORAGE, type RecordStorage, type Reference } from './record-table';

/** The messages of the record writes' refusals. */
export const RecordMessage = {
  NotFound: 'There is no such record.',
  Stale: 'The record was changed by someone else since you read it.',
  Referenced: 'The record is still referred to by other records.',
  Duplicate: 'Another record already has this value.',
  MissingChoice: 'A chosen record does not exist.',
  Inconsistent: 'The values do not fit together.',
} as const;

/** A 409 for a change from an older copy: the record as it is now, to reload or to overwrite. */
export interface StaleAnswer {
  readonly message: string;
  readonly current: WireRow;
}

/** What refers to a record whose removal was refused: the table and how many of its rows. */
export interface ReferenceCount {
  readonly table: string;
  readonly count: number;
}

/** `titleEn` -> `title_en`: the wire's camelCase field to its column. */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The checked body's fields as columns and values; a field left out keeps the column's value or
 * default. Several-choice fields are not columns: `writeLinks` keeps them.
 */
function columns(storage: RecordStorage, values: Readonly<Record<string, unknown>>): [string, unknown][] {
  return Object.entries(values)
    .filter(
      ([field, value]) => field !== 'version' && value !== undefined && storage.links?.[field] === undefined,
    )
    .map(([field, value]) => [columnOf(field), value]);
}

/** Replaces the record's links with the body's choices (already each once, in order), by position. */
async function writeLinks(
  trx: Trx,
  storage: RecordStorage,
  id: number,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const [field, link] of Object.entries(storage.links ?? {})) {
    const chosen = values[field];
    if (!Array.isArray(chosen)) continue;
    await sql`delete from ${sql.table(link.table)} where ${sql.ref(link.owner)} = ${id}`.execute(trx);
    if (chosen.length === 0) continue;
    await sql`insert into ${sql.table(link.table)} (${sql.ref(link.owner)}, ${sql.ref(link.target)}, position) values ${sql.join(
      chosen.map((target, position) => sql`(${id}, ${Number(target)}, ${position})`),
    )}`.execute(trx);
  }
}

/** The record with its several-choice fields, as the lists send it: `tagIds` in the order chosen. */
export async function withLinks(
  db: Kysely<Database>,
  storage: RecordStorage,
  row: WireRow,
): Promise<WireRow> {
  const out: Record<string, unknown> = { ...row };
  for (const [field, link] of Object.entries(storage.links ?? {})) {
    const { rows } = await sql<{ target: number }>`select ${sql.ref(link.target)} as target from ${sql.table(
      link.table,
    )} where ${sql.ref(link.owner)} = ${Number(row.id)} order by position, ${sql.ref(link.target)}`.execute(
      db,
    );
    out[field] = rows.map((r) => Number(r.target));
  }
  return out as WireRow;
}

/** The database's refusal of a write as a client error: unique, foreign-key and check violations. */
function refusedByDatabase(error: unknown): HttpAnswer | null {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const detail = typeof constraint === 'string' ? { constraint } : {};
  if (code === '23505') return HttpAnswer.error(409, RecordMessage.Duplicate, detail);
  if (code === '23503') return HttpAnswer.error(400, RecordMessage.MissingChoice, detail);
  if (code === '23514') return HttpAnswer.error(400, RecordMessage.Inconsistent, detail);
  return null;
}

async function writing<T>(write: () => Promise<T>): Promise<T | HttpAnswer> {
  try {
    return await write();
  } catch (error) {
    const refused = refusedByDatabase(error);
    if (refused === null) throw error;
    return refused;
  }
}

type Trx = Transaction<Database>;

/**
 * Tells every staff connection of /HaremHub that a record was written, once its transaction has
 * committed, so the lists showing it elsewhere read it again. A refused write announces nothing.
 */
function announced<T extends { readonly id?: unknown }>(
  context: RouteContext<StaffPrincipal>,
  record: RecordName,
  action: RecordChangedEventWire['action'],
): (result: T | HttpAnswer) => T | HttpAnswer {
  return (result) => {
    if (!(result instanceof HttpAnswer)) {
      const event: RecordChangedEventWire = { record, id: Number(result.id), action };
      context.services.hubs.harem.broadcast(HaremHubEvent.RecordChanged, event);
    }
    return result;
  };
}

/** The condition that keeps a record's rows among a shared table's (`RecordStorage.scope`). */
const inScope = (storage: RecordStorage) =>
  storage.scope === undefined
    ? sql``
    : storage.scope.isNull
      ? sql` and ${sql.ref(storage.scope.column)} is null`
      : sql` and ${sql.ref(storage.scope.column)} is not null`;

async function lockedRow(trx: Trx, storage: RecordStorage, id: number): Promise<WireRow | undefined> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(storage.table)} where id = ${id}${inScope(storage)} for update`.execute(trx);
  const row = rows[0];
  return row === undefined ? undefined : withLinks(trx, storage, toWireRow(row));
}

const audit = (
  trx: Trx,
  context: RouteContext<StaffPrincipal>,
  storage: RecordStorage,
  action: 'Create' | 'Update' | 'Delete',
  entityId: unknown,
  before: WireRow | undefined,
  after: WireRow | undefined,
): Promise<void> =>
  recordAudit(trx, {
    actor: { kind: 'staff', id: context.principal.userId, name: context.principal.name },
    action,
    area: storage.area,
    entity: storage.entity,
    entityId: typeof entityId === 'number' || typeof entityId === 'string' ? entityId : null,
    ip: context.ip,
    before,
    after,
    at: new Date(context.services.now()),
  });

/** The body checked and trimmed by the record's schema (the route has refused a body that fails it). */
const checked = (
  schema: v.GenericSchema<unknown, Record<string, unknown>>,
  body: unknown,
): Record<string, unknown> => v.parse(schema, body);

/** Inserts a checked body as a new record at version 1, with its links; the record as the lists send it. */
export async function insertRecord(
  trx: Trx,
  storage: RecordStorage,
  body: Readonly<Record<string, unknown>>,
): Promise<WireRow> {
  const values = columns(storage, body);
  const { rows } = await sql<Record<string, unknown>>`insert into ${sql.table(storage.table)} (${sql.join(
    values.map(([column]) => sql.ref(column)),
  )}) values (${sql.join(values.map(([, value]) => value))}) returning *`.execute(trx);
  const row = toWireRow(rows[0] ?? {});
  await writeLinks(trx, storage, Number(row.id), body);
  return withLinks(trx, storage, row);
}

/** The one id of a record kept as key-value rows (the app configuration). */
export const KEY_VALUE_ID = 1;

/**
 * A record kept as key-value rows, as its read sends it and its form opens: each setting's text,
 * and its `id` and `version`. Locked against other writes until the transaction ends.
 */
async function lockedSettings(trx: Trx, storage: RecordStorage): Promise<WireRow | undefined> {
  const { rows: versions } = await sql<{
    version: number;
  }>`select version from settings_versions where name = ${storage.table} for update`.execute(trx);
  const version = versions[0]?.version;
  if (version === undefined) return undefined;
  const { rows } = await sql<{ key: string; value: string }>`select key, value from ${sql.table(
    storage.table,
  )} order by key`.execute(trx);
  return { ...Object.fromEntries(rows.map((r) => [r.key, r.value])), id: KEY_VALUE_ID, version } as WireRow;
}

/** A checked value as a setting's text: yes/no as `true`/`false`, numbers as written, none as `''`. */
const settingText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** Writes each field of the body as its setting's row, and moves the record one version on. */
async function writeSettings(
  trx: Trx,
  storage: RecordStorage,
  body: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const [key, value] of Object.entries(body)) {
    if (key === 'version' || value === undefined) continue;
    await sql`insert into ${sql.table(storage.table)} (key, value) values (${key}, ${settingText(
      value,
    )}) on conflict (key) do update set value = excluded.value, updated_at = now()`.execute(trx);
  }
  await sql`update settings_versions set version = version + 1 where name = ${storage.table}`.execute(trx);
}

/**
 * PUT of a record kept as key-value rows: changes the settings the form names if the record is still
 * at the body's `version`. From an older version: 409 with the settings as they are now.
 */
async function updateSettings(
  trx: Trx,
  context: RouteContext<StaffPrincipal>,
  storage: RecordStorage,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<WireRow | HttpAnswer> {
  const before = id === KEY_VALUE_ID ? await lockedSettings(trx, storage) : undefined;
  if (before === undefined) return HttpAnswer.error(404, RecordMessage.NotFound);
  if (before.version !== body.version) {
    const stale: StaleAnswer = { message: RecordMessage.Stale, current: before };
    return new HttpAnswer(409, stale);
  }
  await writeSettings(trx, storage, body);
  const after = (await lockedSettings(trx, storage)) ?? before;
  await audit(trx, context, storage, 'Update', id, before, after);
  return after;
}

/**
 * Whether a single record's row is there already. The table is locked against another creation
 * until the transaction ends, so two first saves at once make one row, not two.
 */
async function singleExists(trx: Trx, storage: RecordStorage): Promise<boolean> {
  await sql`lock table ${sql.table(storage.table)} in share row exclusive mode`.execute(trx);
  const where =
    storage.singleWhereNull === undefined ? sql`` : sql` where ${sql.ref(storage.singleWhereNull)} is null`;
  const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.table(
    storage.table,
  )}${where} limit 1`.execute(trx);
  return rows.length > 0;
}

/**
 * POST /api/Records/{name}: a new record at version 1; answers it as the lists send it. A single
 * record (the logo record) is created once: a second is 409, to be changed instead.
 */
export function createRecord(name: RecordName): Handler<StaffPrincipal> {
  const storage = RECORD_STORAGE[name];
  const schema = createSchema(MANAGED_RECORDS[name].form as RecordForm);
  const single = (MANAGED_RECORDS[name] as ManagedRecord).writes === 'single';
  return (context) =>
    writing(() =>
      context.services.db.transaction().execute(async (trx) => {
        const body = checked(schema, context.body);
        // A record kept as key-value rows is always there: it is changed, never created.
        if (storage.keyValue === true || (single && (await singleExists(trx, storage)))) {
          return HttpAnswer.error(409, RecordMessage.Duplicate, { single: true });
        }
        const after = await insertRecord(trx, storage, body);
        await audit(trx, context, storage, 'Create', after.id, undefined, after);
        return after;
      }),
    ).then(announced(context, name, 'create'));
}

/**
 * PUT /api/Records/{name}/{id}: changes the record if it is still at the body's `version`, and
 * moves it one version on. From an older version: 409 with the record as it is now.
 */
export function updateRecord(name: RecordName): Handler<StaffPrincipal> {
  const storage = RECORD_STORAGE[name];
  const schema = updateSchema(MANAGED_RECORDS[name].form as RecordForm);
  return (context) => {
    const id = rowId(context.params.id, 'record id');
    if (id instanceof HttpAnswer) return id;
    return writing(() =>
      context.services.db.transaction().execute(async (trx) => {
        const body = checked(schema, context.body);
        if (storage.keyValue === true) return updateSettings(trx, context, storage, id, body);
        const before = await lockedRow(trx, storage, id);
        if (before === undefined) return HttpAnswer.error(404, RecordMessage.NotFound);
        if (before.version !== body.version) {
          const stale: StaleAnswer = { message: RecordMessage.Stale, current: before };
          return new HttpAnswer(409, stale);
        }
        const values = columns(storage, body);
        const { rows } = await sql<Record<string, unknown>>`update ${sql.table(storage.table)} set ${sql.join(
          [
            ...values.map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
            sql`version = version + 1`,
          ],
        )} where id = ${id} returning *`.execute(trx);
        await writeLinks(trx, storage, id, body);
        const after = await withLinks(trx, storage, toWireRow(rows[0] ?? {}));
        await audit(trx, context, storage, 'Update', id, before, after);
        return after;
      }),
    ).then(announced(context, name, 'update'));
  };
}

async function referenceCounts(
  trx: Trx,
  references: readonly Reference[],
  id: number,
): Promise<ReferenceCount[]> {
  const counts: ReferenceCount[] = [];
  for (const { table, column } of references) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(
      table,
    )} where ${sql.ref(column)} = ${id}`.execute(trx);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) counts.push({ table, count });
  }
  return counts;
}

/**
 * DELETE /api/Records/{name}/{id}[?version=n]: removes the record unless another record still
 * refers to it (409 naming the tables and counts) or, with `version`, it changed since (409 with
 * the record as it is now).
 */
export function removeRecord(name: RecordName): Handler<StaffPrincipal> {
  const storage = RECORD_STORAGE[name];
  return (context) => {
    const id = rowId(context.params.id, 'record id');
    if (id instanceof HttpAnswer) return id;
    // The route's query schema has refused anything but a whole number.
    const versionText = context.query.version;
    const version = typeof versionText === 'string' ? Number(versionText) : undefined;
    return writing(() =>
      context.services.db.transaction().execute(async (trx) => {
        const before = await lockedRow(trx, storage, id);
        if (before === undefined) return HttpAnswer.error(404, RecordMessage.NotFound);
        if (version !== undefined && before.version !== version) {
          const stale: StaleAnswer = { message: RecordMessage.Stale, current: before };
          return new HttpAnswer(409, stale);
        }
        const referencedBy = await referenceCounts(trx, storage.referencedBy, id);
        if (referencedBy.length > 0) return HttpAnswer.error(409, RecordMessage.Referenced, { referencedBy });
        for (const owned of storage.owns ?? []) {
          await sql`delete from ${sql.table(owned.table)} where ${sql.ref(owned.column)} = ${id} and kind = ${
            owned.kind
          }`.execute(trx);
        }
        await sql`delete from ${sql.table(storage.table)} where id = ${id}`.execute(trx);
        await audit(trx, context, storage, 'Delete', id, before, undefined);
        return { id };
      }),
    ).then(announced(context, name, 'delete'));
  };
}
