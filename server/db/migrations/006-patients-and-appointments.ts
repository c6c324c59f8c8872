import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/** The seven appointment states of the contract, with their labels in the three languages. */
const STATES: readonly (readonly [number, string, string, string])[] = [
  [1, 'Reserved', 'گیراو', 'محجوز'],
  [2, 'Assigned', 'دیاریکراو', 'معين'],
  [3, 'Waiting', 'چاوەڕوان', 'في الانتظار'],
  [4, 'Seen', 'بینراو', 'تمت المعاينة'],
  [5, 'Cancelled by patient', 'هەڵوەشێنراوە لەلایەن نەخۆشەوە', 'ألغاه المريض'],
  [6, 'Cancelled by assistant', 'هەڵوەشێنراوە لەلایەن یاریدەدەرەوە', 'ألغاه المساعد'],
  [7, 'Missed', 'لەدەستچوو', 'فائت'],
];

/**
 * Patients' family profiles, online appointments and their states, per-user booking settings, and
 * pharmacy orders. An appointment's issuer is the app user who booked it; the profile says for whom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('patient_profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) => c.notNull().references('app_users.id').onDelete('cascade'))
    .addColumn('patient_id', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('birthdate', 'date')
    .addColumn('unseen_test_results', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'patient_profiles_relation_check',
      sql`relation in ('Self', 'Spouse', 'Child', 'Parent', 'Sibling')`,
    )
    .addCheckConstraint('patient_profiles_unseen_check', sql`unseen_test_results >= 0`)
    .execute();
  await db.schema
    .createIndex('patient_profiles_app_user_id_idx')
    .on('patient_profiles')
    .column('app_user_id')
    .execute();

  await db.schema
    .createTable('appointment_states')
    .addColumn('id', 'smallint', (c) => c.primaryKey())
    .$call(trilingual('name'))
    .execute();
  await sql`insert into appointment_states (id, name_en, name_ku, name_ar) values ${sql.join(
    STATES.map(([id, en, ku, ar]) => sql`(${id}, ${en}, ${ku}, ${ar})`),
  )}`.execute(db);

  await db.schema
    .createTable('online_appointments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('issuer_id', 'text', (c) => c.notNull().references('app_users.id').onDelete('cascade'))
    .addColumn('patient_profile_id', 'integer', (c) =>
      c.references('patient_profiles.id').onDelete('set null'),
    )
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id'))
    .addColumn('state', 'smallint', (c) => c.notNull().references('appointment_states.id'))
    .addColumn('starting_time', 'timestamptz', (c) => c.notNull())
    .addColumn('ending_time', 'timestamptz', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('online_appointments_times_check', sql`ending_time > starting_time`)
    .execute();
  await db.schema
    .createIndex('online_appointments_doctor_time_idx')
    .on('online_appointments')
    .columns(['doctor_id', 'starting_time'])
    .execute();
  await db.schema
    .createIndex('online_appointments_issuer_time_idx')
    .on('online_appointments')
    .columns(['issuer_id', 'starting_time'])
    .execute();
  await db.schema
    .createIndex('online_appointments_state_time_idx')
    .on('online_appointments')
    .columns(['state', 'starting_time'])
    .execute();

  await db.schema
    .createTable('user_appointment_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) =>
      c.notNull().unique().references('app_users.id').onDelete('cascade'),
    )
    .addColumn('max_open_appointments', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('can_book_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) => c.notNull().references('app_users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'orders_status_check',
      sql`status in ('Pending', 'Preparing', 'OutForDelivery', 'Delivered', 'Cancelled')`,
    )
    .execute();
  await db.schema.createIndex('orders_app_user_id_idx').on('orders').column('app_user_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('pharmacy_item_id', 'integer', (c) => c.notNull().references('pharmacy_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pkey', ['order_id', 'pharmacy_item_id'])
    .addCheckConstraint('order_items_quantity_check', sql`quantity > 0`)
    .execute();
}
