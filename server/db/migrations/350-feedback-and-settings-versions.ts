import type { Kysely } from 'kysely';

/**
 * Written through `/api/Records/{name}` from this migration on, each with a version against lost
 * updates as the records of 030, 230, 280, 310 and 340 have: the feedback form's questions, the
 * why-choose-us items, the logo record (app preferences), the contact-us rows and job applicants
 * (their status), and the lab's departments.
 */
export const VERSIONED_TABLES_350 = [
  'lab_departments',
  'feedback_questions',
  'why_choose_us',
  'logos',
  'contact_us',
  'job_applicants',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_350) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
