import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import {
  importBodySchema,
  type ImportBody,
  type ImportRowResult,
} from '../../../src/contract/writes/record-import';
import {
  createSchema,
  fieldIssues,
  wireFields,
  type RecordForm,
} from '../../../src/contract/writes/record-form';
import {
  MANAGED_RECORDS,
  type RecordChangedEventWire,
  type RecordName,
} from '../../../src/contract/writes/records';
import type { Database } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import type { Handler, RouteContext } from '../../http/route';
import { HaremHubEvent } from '../../realtime/hubs';
import { recordAudit } from '../audit/record-audit';
import { RECORD_STORAGE, type RecordStorage } from './record-table';
import { columnOf, insertRecord } from './record-writes';

type Trx = Transaction<Database>;

/** A dry run's transaction is rolled back by throwing this once every row has been tried. */
class DryRunDone extends Error {}

/**
 * The field a database refusal of a row points at: the form field whose column the violated
 * constraint names (`pharmacy_items_pharmacy_partition_id_fkey`), else none.
 */
function refusalOf(form: RecordForm, error: unknown): ImportRowResult['errors'] | null {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const problem =
    code === '23503'
      ? 'missingChoice'
      : code === '23505'
        ? 'duplicate'
        : code === '23514'
          ? 'notAChoice'
          : null;
  if (problem === null) return null;
  const name = typeof constraint === 'string' ? constraint : '';
  const field = form.flatMap(wireFields).find((f) => name.includes(columnOf(f))) ?? '';
  return [{ field, problem }];
}

/** The record an earlier send of this import made from this row, if any. */
async function alreadyImported(
  trx: Trx,
  name: RecordName,
  key: string,
  row: number,
): Promise<number | undefined> {
  const found = await trx
    .selectFrom('record_imports')
    .select('record_id')
    .where('record', '=', name)
    .where('import_key', '=', key)
    .where('row_number', '=', row)
    .executeTakeFirst();
  return found?.record_id;
}

/**
 * Claims a row of an import before writing it: the first send to claim it writes the record;
 * any other (a retry, the same file sent twice at once) waits for that one's transaction and
 * finds the row taken. The claim's record id is set once the record is made.
 */
async function claim(trx: Trx, name: RecordName, key: string, row: number, staff: string): Promise<boolean> {
  const { rows } = await sql<{ row_number: number }>`insert into record_imports
    (record, import_key, row_number, record_id, staff_user_id) values (${name}, ${key}, ${row}, 0, ${staff})
    on conflict do nothing returning row_number`.execute(trx);
  return rows.length > 0;
}

async function importRow(
  trx: Trx,
  context: RouteContext<StaffPrincipal>,
  name: RecordName,
  storage: RecordStorage,
  body: ImportBody,
  { row, values }: ImportBody['rows'][number],
): Promise<ImportRowResult> {
  const form = MANAGED_RECORDS[name].form as RecordForm;
  const previous = await alreadyImported(trx, name, body.key, row);
  if (previous !== undefined && previous > 0) return { row, outcome: 'already', id: previous };
  const errors = fieldIssues(createSchema(form), values);
  if (errors.length > 0) return { row, outcome: 'refused', errors };
  const checked = v.parse(createSchema(form), values);
  await sql`savepoint import_row`.execute(trx);
  try {
    if (!body.dryRun && !(await claim(trx, name, body.key, row, context.principal.userId))) {
      await sql`release savepoint import_row`.execute(trx);
      return { row, outcome: 'already', id: (await alreadyImported(trx, name, body.key, row)) ?? 0 };
    }
    const after = await insertRecord(trx, storage, checked);
    const id = Number(after.id);
    if (!body.dryRun) {
      await trx
        .updateTable('record_imports')
        .set({ record_id: id })
        .where('record', '=', name)
        .where('import_key', '=', body.key)
        .where('row_number', '=', row)
        .execute();
      await recordAudit(trx, {
        actor: { kind: 'staff', id: context.principal.userId, name: context.principal.name },
        action: 'Import',
        area: storage.area,
        entity: storage.entity,
        entityId: id,
        ip: context.ip,
        before: undefined,
        after: { ...after, importKey: body.key, importRow: row },
        at: new Date(context.services.now()),
      });
    }
    await sql`release savepoint import_row`.execute(trx);
    return body.dryRun ? { row, outcome: 'valid' } : { row, outcome: 'created', id };
  } catch (error) {
    const refused = refusalOf(form, error);
    if (refused === null) throw error;
    await sql`rollback to savepoint import_row`.execute(trx);
    return { row, outcome: 'refused', errors: refused };
  }
}

/**
 * POST /api/Records/{name}/import: one batch of a CSV import, in one transaction. Each row is
 * checked by the record's write schema and written on its own (a refused row does not stop the
 * others); a dry run tries every row the same way and then rolls everything back, so its answer is
 * exactly what the import would do. A row an earlier send of the same import made is answered
 * `already` with its record, never written twice. Each record made is audited.
 */
export function importRecords(name: RecordName): Handler<StaffPrincipal> {
  const storage = RECORD_STORAGE[name];
  return async (context) => {
    const body = v.parse(importBodySchema, context.body);
    const results: ImportRowResult[] = [];
    try {
      await context.services.db.transaction().execute(async (trx) => {
        for (const row of body.rows) results.push(await importRow(trx, context, name, storage, body, row));
        if (body.dryRun) throw new DryRunDone();
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    const created = results.find((r) => r.outcome === 'created');
    if (created?.id !== undefined) {
      const event: RecordChangedEventWire = { record: name, id: created.id, action: 'create' };
      context.services.hubs.harem.broadcast(HaremHubEvent.RecordChanged, event);
    }
    return { results };
  };
}
