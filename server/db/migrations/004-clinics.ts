import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * The clinic network: center groups and centers, specialities, doctors with their booking settings,
 * tags, assistants and certifications, the departments of the buildings and of HR, center photo
 * galleries and the daily statistics of each center.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('center_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('centers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_group_id', 'integer', (c) => c.notNull().references('center_groups.id'))
    .$call(trilingual('name'))
    .$call(trilingual('address', ''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('image_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('centers_latitude_check', sql`latitude between -90 and 90`)
    .addCheckConstraint('centers_longitude_check', sql`longitude between -180 and 180`)
    .execute();

  await db.schema
    .createTable('specialities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('speciality_id', 'integer', (c) => c.notNull().references('specialities.id'))
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id'))
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .$call(trilingual('bio', ''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('years_of_experience', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('doctors_sex_check', sql`sex in ('Male', 'Female')`)
    .execute();
  await db.schema.createIndex('doctors_center_id_idx').on('doctors').column('center_id').execute();
  await db.schema.createIndex('doctors_speciality_id_idx').on('doctors').column('speciality_id').execute();

  // One row per doctor. `working_days` is a bit set: bit 0 is Sunday ... bit 6 is Saturday.
  await db.schema
    .createTable('doctor_appointment_settings')
    .addColumn('doctor_id', 'integer', (c) => c.primaryKey().references('doctors.id').onDelete('cascade'))
    .addColumn('accepts_online_booking', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('slot_minutes', 'smallint', (c) => c.notNull().defaultTo(15))
    .addColumn('working_days', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('day_starts_at', 'time', (c) => c.notNull())
    .addColumn('day_ends_at', 'time', (c) => c.notNull())
    .addColumn('max_patients_per_day', 'smallint', (c) => c.notNull().defaultTo(20))
    .addColumn('booking_window_days', 'smallint', (c) => c.notNull().defaultTo(30))
    .addColumn('consultation_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('doctor_appointment_settings_slot_check', sql`slot_minutes between 5 and 120`)
    .addCheckConstraint('doctor_appointment_settings_days_check', sql`working_days between 0 and 127`)
    .addCheckConstraint('doctor_appointment_settings_hours_check', sql`day_ends_at > day_starts_at`)
    .execute();

  await db.schema
    .createTable('doctor_tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('doctor_tag_links')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('doctor_tag_id', 'integer', (c) =>
      c.notNull().references('doctor_tags.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('doctor_tag_links_pkey', ['doctor_id', 'doctor_tag_id'])
    .execute();

  await db.schema
    .createTable('doctor_assistants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('doctor_assistant_doctors')
    .addColumn('doctor_assistant_id', 'integer', (c) =>
      c.notNull().references('doctor_assistants.id').onDelete('cascade'),
    )
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('doctor_assistant_doctors_pkey', ['doctor_assistant_id', 'doctor_id'])
    .execute();

  await db.schema
    .createTable('doctor_certifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .$call(trilingual('title'))
    .addColumn('issued_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_year', 'smallint')
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('building_departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id').onDelete('cascade'))
    .$call(trilingual('name'))
    .addColumn('floor', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_extension', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('hr_departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // At most one information page per HR department; departments without one are listed apart.
  await db.schema
    .createTable('hr_department_information')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('hr_department_id', 'integer', (c) =>
      c.notNull().unique().references('hr_departments.id').onDelete('cascade'),
    )
    .$call(trilingual('description', ''))
    .addColumn('manager_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // A photo without an image URL is kept (it may be uploaded later) but never shown.
  await db.schema
    .createTable('center_photos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id').onDelete('cascade'))
    .$call(trilingual('album'))
    .addColumn('image_url', 'text')
    .$call(trilingual('caption', ''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('center_photos_center_id_idx')
    .on('center_photos')
    .column('center_id')
    .execute();

  await db.schema
    .createTable('center_statistics')
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_appointments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_patients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lab_tests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('births', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('surgeries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('center_statistics_pkey', ['center_id', 'day'])
    .execute();
}
