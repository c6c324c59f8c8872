import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * Videos and their categories; instructions (root instructions, their categories and entries,
 * operation instructions) and the per-center instruction tree shown on the patient site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // A video may belong to a doctor, a center, a speciality or a building department (or several).
  // One without a URL is kept but never shown.
  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('video_category_id', 'integer', (c) => c.notNull().references('video_categories.id'))
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .addColumn('speciality_id', 'integer', (c) => c.references('specialities.id').onDelete('set null'))
    .addColumn('building_department_id', 'integer', (c) =>
      c.references('building_departments.id').onDelete('set null'),
    )
    .$call(trilingual('title'))
    .addColumn('video_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('root_instructions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('title'))
    .$call(trilingual('description', ''))
    .addColumn('is_for_operations', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('instruction_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('root_instruction_id', 'integer', (c) =>
      c.notNull().references('root_instructions.id').onDelete('cascade'),
    )
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('instructions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('instruction_category_id', 'integer', (c) =>
      c.notNull().references('instruction_categories.id').onDelete('cascade'),
    )
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // A tree per center: headers without a parent are the roots, the rest hang below them.
  await db.schema
    .createTable('center_instruction_headers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) =>
      c.references('center_instruction_headers.id').onDelete('cascade'),
    )
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('center_instruction_headers_parent_check', sql`parent_id is null or parent_id <> id`)
    .execute();
  await db.schema
    .createIndex('center_instruction_headers_center_idx')
    .on('center_instruction_headers')
    .columns(['center_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('operation_instructions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('root_instruction_id', 'integer', (c) =>
      c.notNull().references('root_instructions.id').onDelete('cascade'),
    )
    .$call(trilingual('operation_name'))
    .$call(trilingual('before', ''))
    .$call(trilingual('after', ''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
