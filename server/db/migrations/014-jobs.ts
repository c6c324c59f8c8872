import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * Jobs and their applicants, and the dynamic job forms (platform Web 0 / Mobile 1 / Both 2,
 * placement 'Submit Your CV' 0 / 'Normal Jobs' 1) with the answers submitted to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .$call(trilingual('title'))
    .$call(trilingual('description', ''))
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('deadline', 'date')
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'jobs_employment_type_check',
      sql`employment_type in ('FullTime', 'PartTime', 'Contract', 'Internship')`,
    )
    .execute();

  await db.schema
    .createTable('job_applicants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cv_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'job_applicants_status_check',
      sql`status in ('New', 'Shortlisted', 'Interviewed', 'Hired', 'Rejected')`,
    )
    .execute();
  await db.schema.createIndex('job_applicants_job_id_idx').on('job_applicants').column('job_id').execute();

  // `fields` is the form's definition: [{ "name", "label", "type", "required" }, ...].
  await db.schema
    .createTable('job_forms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('title'))
    .addColumn('platform', 'smallint', (c) => c.notNull())
    .addColumn('placement', 'smallint', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('job_forms_platform_check', sql`platform between 0 and 2`)
    .addCheckConstraint('job_forms_placement_check', sql`placement between 0 and 1`)
    .execute();

  // `answers` maps the form's field names to what the applicant entered.
  await db.schema
    .createTable('job_form_applicants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('job_form_id', 'integer', (c) => c.notNull().references('job_forms.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
