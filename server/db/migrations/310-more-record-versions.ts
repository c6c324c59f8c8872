import type { Kysely } from 'kysely';

/**
 * The tables written through `/api/Records/*` from this migration on, each with a version against
 * lost updates (as 030, 230 and 280): the lists that were read-only until now. A center's
 * instruction headers already have theirs (260). An assistant's doctors gain a place, kept in the
 * order chosen as a doctor's tags are (230).
 */
export const VERSIONED_TABLES_310 = [
  'pharmacy_partitions',
  'pharmacy_item_details',
  'lab_test_details',
  'building_departments',
  'doctor_assistants',
  'doctor_certifications',
  'center_groups',
  'center_photos',
  'videos',
  'video_categories',
  'event_categories',
  'event_speakers',
  'research_categories',
  'guidelines',
  'root_instructions',
  'instruction_categories',
  'operation_instructions',
  'smart_components',
  'announcement_categories',
  'article_categories',
  'news_feed_post_categories',
  'guidance_clinics',
  'hr_department_information',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_310) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('doctor_assistant_doctors')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
