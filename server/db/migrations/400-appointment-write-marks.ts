import { sql, type Kysely } from 'kysely';

/**
 * A mark that changes with every statement that writes `online_appointments`, whoever runs it (a
 * handler on any replica, a cascade from a deleted account, the seed, the staff CLI, an operator's
 * SQL). The appointments grid keeps each filter's total until the mark moves
 * (`server/features/appointments/grid-totals.ts`): the total of 20,000 rows was counted on every
 * page, the grid's costliest query by far.
 *
 * The mark is read in the same statement as a page's rows, so it and the rows are of one snapshot:
 * a page never pairs with a total counted before a write it can see. A random value rather than a
 * counter, so a database put back from a backup can never show a mark an older total was kept under.
 * The row is updated before a writing statement touches its rows, so a transaction that writes
 * appointments holds the row's lock from its first such statement to its commit: writers of
 * appointments commit one after the other, as every audited write already does (the audit trail's
 * lock), and each takes this lock before the audit trail's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_write_marks')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('mark', 'uuid', (c) => c.notNull())
    .execute();
  await sql`insert into appointment_write_marks (id, mark) values (1, gen_random_uuid())`.execute(db);
  await sql`create function mark_appointment_write() returns trigger language plpgsql as $$
    begin
      update appointment_write_marks set mark = gen_random_uuid() where id = 1;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger online_appointments_write_mark
    before insert or update or delete or truncate on online_appointments
    for each statement execute function mark_appointment_write()`.execute(db);
}
