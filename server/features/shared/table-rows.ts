import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { RouteContext } from '../../http/route';
import type { AnyPrincipal, ResourceHandler } from './resource-handler';
import { toWireRow, type WireRow } from './wire-row';

/** Columns never sent, whatever the table. */
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash', 'code_hash', 'code_salt']);

export interface TableRowsOptions {
  readonly table: keyof Database;
  /** The sort column (ascending unless `descending`); default `id`. */
  readonly orderBy?: string;
  readonly descending?: boolean;
}

/** Every row of one table, in a stable order, as wire rows. The names are fixed in code: never input. */
export async function tableRows(
  { services }: RouteContext<AnyPrincipal>,
  options: TableRowsOptions,
): Promise<WireRow[]> {
  const order = options.descending === true ? sql`desc` : sql`asc`;
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(options.table)} order by ${sql.ref(options.orderBy ?? 'id')} ${order}`.execute(
    services.db,
  );
  return rows.map((row) => {
    for (const column of SECRET_COLUMNS) delete row[column];
    return toWireRow(row);
  });
}

/** A handler answering `tableRows` for one table. */
export const listTable =
  (table: keyof Database, orderBy?: string, descending?: boolean): ResourceHandler =>
  (context) =>
    tableRows(context, {
      table,
      ...(orderBy === undefined ? {} : { orderBy }),
      ...(descending === undefined ? {} : { descending }),
    });

/** `{ id, name }` options of a select: one table's id and one text column. */
export const listOptions =
  (table: keyof Database, nameColumn: string): ResourceHandler =>
  async ({ services }) => {
    const { rows } = await sql<{ id: number | string; name: string }>`select id, ${sql.ref(
      nameColumn,
    )} as name from ${sql.table(table)} order by ${sql.ref(nameColumn)}, id`.execute(services.db);
    return rows.map((r) => ({ id: r.id, name: r.name }));
  };
