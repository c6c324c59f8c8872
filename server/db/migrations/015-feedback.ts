import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * Patient feedback: questions asked about a doctor or about a building department, the feedbacks
 * (an overall rating plus one rating per question), and complaints.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('cascade'))
    .addColumn('building_department_id', 'integer', (c) =>
      c.references('building_departments.id').onDelete('cascade'),
    )
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'feedback_questions_subject_check',
      sql`(doctor_id is null) <> (building_department_id is null)`,
    )
    .execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) => c.references('app_users.id').onDelete('set null'))
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('cascade'))
    .addColumn('building_department_id', 'integer', (c) =>
      c.references('building_departments.id').onDelete('cascade'),
    )
    .addColumn('rating', 'smallint', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'feedbacks_subject_check',
      sql`(doctor_id is null) <> (building_department_id is null)`,
    )
    .addCheckConstraint('feedbacks_rating_check', sql`rating between 1 and 5`)
    .execute();
  await db.schema.createIndex('feedbacks_doctor_id_idx').on('feedbacks').column('doctor_id').execute();
  await db.schema
    .createIndex('feedbacks_department_id_idx')
    .on('feedbacks')
    .column('building_department_id')
    .execute();

  await db.schema
    .createTable('feedback_answers')
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedbacks.id').onDelete('cascade'))
    .addColumn('feedback_question_id', 'integer', (c) =>
      c.notNull().references('feedback_questions.id').onDelete('cascade'),
    )
    .addColumn('rating', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feedback_answers_pkey', ['feedback_id', 'feedback_question_id'])
    .addCheckConstraint('feedback_answers_rating_check', sql`rating between 1 and 5`)
    .execute();

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) => c.references('app_users.id').onDelete('set null'))
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'complaints_status_check',
      sql`status in ('Open', 'InProgress', 'Resolved', 'Dismissed')`,
    )
    .execute();
}
