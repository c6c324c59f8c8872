import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * The pharmacy (partitions, items and their details) and the laboratory (departments, test
 * profiles and the component tests of each profile). Prices are whole Iraqi dinars.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pharmacy_partitions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('pharmacy_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('pharmacy_partition_id', 'integer', (c) => c.notNull().references('pharmacy_partitions.id'))
    .$call(trilingual('name'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('barcode', 'text', (c) => c.unique())
    .addColumn('image_url', 'text')
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('pharmacy_items_price_check', sql`price >= 0`)
    .addCheckConstraint('pharmacy_items_stock_check', sql`stock >= 0`)
    .execute();
  await db.schema
    .createIndex('pharmacy_items_partition_id_idx')
    .on('pharmacy_items')
    .column('pharmacy_partition_id')
    .execute();

  await db.schema
    .createTable('pharmacy_item_details')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('pharmacy_item_id', 'integer', (c) =>
      c.notNull().unique().references('pharmacy_items.id').onDelete('cascade'),
    )
    .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_of_origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dosage_form', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('strength', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pack_size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requires_prescription', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(trilingual('description', ''))
    .execute();

  await db.schema
    .createTable('lab_departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Laboratories name their tests in English in every language; `appearance_name` is that name.
  await db.schema
    .createTable('lab_test_profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lab_department_id', 'integer', (c) => c.notNull().references('lab_departments.id'))
    .addColumn('appearance_name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sample_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('turnaround_hours', 'smallint', (c) => c.notNull().defaultTo(24))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('lab_test_profiles_price_check', sql`price >= 0`)
    .execute();
  await db.schema
    .createIndex('lab_test_profiles_department_id_idx')
    .on('lab_test_profiles')
    .column('lab_department_id')
    .execute();

  await db.schema
    .createTable('lab_test_details')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lab_test_profile_id', 'integer', (c) =>
      c.notNull().references('lab_test_profiles.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('normal_range', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('lab_test_details_profile_id_idx')
    .on('lab_test_details')
    .column('lab_test_profile_id')
    .execute();
}
