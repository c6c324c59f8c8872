import { rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_APPOINTMENT_STATES } from '../../src/domain/appointments/appointment-state';
import { CAROUSEL_PLACEMENTS } from '../../src/domain/site/carousel-placement';
import { PasswordHasher, TEST_ARGON2ID } from '../../server/auth/password-hasher';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { seedDemoNetwork } from '../../server/seed/demo-network';
import { seedDemo } from '../../server/seed/demo-seed';
import { seedClock } from '../../server/seed/seed-clock';
import { freshDataDir } from './support/test-server';

/** 08:00 and 22:30 in Erbil on 15 March 2026: two hours of one seed day. */
const MORNING = Date.UTC(2026, 2, 15, 5, 0);
const EVENING = Date.UTC(2026, 2, 15, 19, 30);
const MIDNIGHT = seedClock(MORNING).midnight;
const DAY_MS = 86_400_000;

/** Far above what a two-core machine needs, so a busy machine does not fail the suite. */
const GENEROUS_SEED_BOUND_MS = 120_000;

interface Seeded {
  readonly db: Kysely<Database>;
  readonly dataDir: string;
  readonly ms: number;
}

let morning: Seeded;
let evening: Seeded;
const passwords = new PasswordHasher(TEST_ARGON2ID);

async function seededAt(now: number): Promise<Seeded> {
  const dataDir = await freshDataDir();
  const db = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(db, MIGRATIONS);
  const started = performance.now();
  await seedDemo(db, passwords, now);
  const ms = Math.round(performance.now() - started);
  console.log(`demo seed (accounts and network) on PGlite: ${ms} ms`);
  return { db, dataDir, ms };
}

beforeAll(async () => {
  morning = await seededAt(MORNING);
  evening = await seededAt(EVENING);
}, 300_000);

afterAll(async () => {
  for (const seeded of [morning, evening]) {
    if (seeded === undefined) continue;
    await seeded.db.destroy();
    await rm(seeded.dataDir, { recursive: true, force: true });
  }
});

const count = async (db: Kysely<Database>, table: string): Promise<number> =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? -1;

/** An MD5 of every row of a table, in a fixed order. */
const checksum = async (db: Kysely<Database>, table: string, order: string): Promise<string> =>
  (
    await sql<{
      sum: string;
    }>`select md5(coalesce(string_agg(t::text, '|' order by ${sql.raw(order)}), '')) as sum
      from ${sql.table(table)} t`.execute(db)
  ).rows[0]?.sum ?? '';

/** Arabic script (U+0600-U+06FF); Kurdish never uses ك ي ة ى; Arabic never uses the Persian and Kurdish letters. */
const ARABIC_SCRIPT = '[\u0600-\u06ff]';
const ARABIC_ONLY_LETTERS = '[\u0643\u064a\u0629\u0649]';
const KURDISH_OR_PERSIAN_LETTERS =
  '[\u06a9\u06cc\u06d5\u06ce\u06c6\u0695\u06b5\u06a4\u06af\u067e\u0686\u0698]';

describe('the demo hospital network', () => {
  it.each([
    ['center_groups', 4],
    ['centers', 12],
    ['doctors', 80],
    ['pharmacy_items', 2_000],
    ['pharmacy_item_details', 2_000],
    ['lab_test_profiles', 400],
    ['app_users', 300],
    ['online_appointments', 20_000],
    ['otp_codes', 10_000],
    ['audit_records', 100_000],
  ])('fills %s with %i rows', async (table, rows) => {
    expect(await count(morning.db, table)).toBe(rows);
  });

  it('holds thousands of chat messages between patients and staff', async () => {
    expect(await count(morning.db, 'chat_messages')).toBeGreaterThanOrEqual(2_000);
    const { rows } = await sql<{ staff: number; patients: number }>`
      select count(*) filter (where from_patient)::int as patients,
             count(*) filter (where not from_patient and staff_user_id is not null)::int as staff
      from chat_messages`.execute(morning.db);
    expect(rows[0]?.patients).toBeGreaterThan(0);
    expect(rows[0]?.staff).toBeGreaterThan(0);
  });

  it.each([
    ['center_groups', 'id'],
    ['centers', 'id'],
    ['doctors', 'id'],
    ['pharmacy_items', 'id'],
    ['lab_test_profiles', 'id'],
    ['app_users', 'id'],
    ['online_appointments', 'id'],
    ['chat_messages', 'id'],
    ['otp_codes', 'id'],
    ['audit_records', 'id'],
    ['carousel_images', 'id'],
    ['center_statistics', 'center_id, day'],
  ])('seeds the same %s for the same seed day, whatever the hour', async (table, order) => {
    expect(await checksum(evening.db, table, order)).toBe(await checksum(morning.db, table, order));
  });

  it.each([...ALL_APPOINTMENT_STATES])('books online appointments in state %i', async (state) => {
    const n = await morning.db
      .selectFrom('online_appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(n.n).toBeGreaterThan(0);
  });

  it('books appointments from half a year before the seed day to a month after it', async () => {
    const range = await morning.db
      .selectFrom('online_appointments')
      .select((eb) => [eb.fn.min('starting_time').as('first'), eb.fn.max('starting_time').as('last')])
      .executeTakeFirstOrThrow();
    expect(new Date(range.first).getTime()).toBeLessThan(MIDNIGHT - 150 * DAY_MS);
    expect(new Date(range.last).getTime()).toBeGreaterThan(MIDNIGHT + 20 * DAY_MS);
  });

  it('never marks an appointment of the seed day or later as seen, waiting or missed', async () => {
    const later = await morning.db
      .selectFrom('online_appointments')
      .select('id')
      .where('state', 'in', [3, 4, 7])
      .where('starting_time', '>=', new Date(MIDNIGHT))
      .execute();
    expect(later).toEqual([]);
  });

  it('books each appointment for the center of its doctor, between the start and the end of a slot', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from online_appointments a join doctors d on d.id = a.doctor_id
      where a.center_id <> d.center_id or a.ending_time <= a.starting_time`.execute(morning.db);
    expect(rows[0]?.n).toBe(0);
  });

  it.each(CAROUSEL_PLACEMENTS.map((p) => [p.value, p.name] as const))(
    'shows carousel images at placement %i (%s)',
    async (placement) => {
      const images = await morning.db
        .selectFrom('carousel_images')
        .select('id')
        .where('carousel_for', '=', placement)
        .execute();
      expect(images.length).toBeGreaterThan(0);
    },
  );

  it('writes every trilingual text in English, Central Kurdish and Arabic, each in its own script', async () => {
    const { rows: triples } = await sql<{ table_name: string; field: string }>`
      select table_name, left(column_name, length(column_name) - 3) as field
      from information_schema.columns
      where table_schema = current_schema() and column_name like '%\\_en'
      order by table_name, column_name`.execute(morning.db);
    expect(triples.length).toBeGreaterThanOrEqual(60);
    const problems: string[] = [];
    for (const { table_name: table, field } of triples) {
      const [en, ku, ar] = ['en', 'ku', 'ar'].map((lang) => sql.ref(`${field}_${lang}`));
      // Names and titles are never empty; longer texts are either all empty or all written.
      const required = field === 'name' || field === 'title';
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)}
        where not (
          (${sql.lit(!required)} and ${en} = '' and ${ku} = '' and ${ar} = '')
          or (${en} <> '' and ${en} !~ ${ARABIC_SCRIPT}
              and ${ku} ~ ${ARABIC_SCRIPT} and ${ku} !~ ${ARABIC_ONLY_LETTERS}
              and ${ar} ~ ${ARABIC_SCRIPT} and ${ar} !~ ${KURDISH_OR_PERSIAN_LETTERS}))`.execute(morning.db);
      if ((rows[0]?.n ?? 0) > 0) problems.push(`${table}.${field}: ${rows[0]?.n}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives the logo record an image and English, Kurdish and Arabic names', async () => {
    const logo = await morning.db.selectFrom('logos').selectAll().executeTakeFirstOrThrow();
    expect(logo.image_url).toMatch(/^data:image\/svg\+xml/);
    expect([logo.name_en, logo.name_ku, logo.name_ar].every((name) => name.trim() !== '')).toBe(true);
  });

  it('uses Iraqi mobile numbers in E.164 for every app user, doctor and code request', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select phone_number from app_users union all select phone_number from doctors
        union all select phone_number from otp_codes) p
      where phone_number !~ '^\\+9647[3-9][0-9]{8}$'`.execute(morning.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('dates every record of the past before the seed day began', async () => {
    const { rows } = await sql<{ latest: Date }>`
      select max(t) as latest from (
        select max(created_at) as t from app_users union all
        select max(created_at) from online_appointments union all
        select max(updated_at) from online_appointments union all
        select max(created_at) from orders union all
        select max(sent_at) from chat_messages union all
        select max(created_at) from otp_codes union all
        select max(at) from audit_records union all
        select max(published_at) from news) d`.execute(morning.db);
    expect(new Date(rows[0]?.latest ?? 0).getTime()).toBeLessThan(MIDNIGHT);
  });

  it('gives the client rules something to act on: single and family profiles, unread chats, filtered media', async () => {
    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*) from (select app_user_id from patient_profiles group by app_user_id having count(*) = 1) s)::int as single,
        (select count(*) from (select app_user_id from patient_profiles group by app_user_id having count(*) > 1) s)::int as family,
        (select count(distinct chat_conversation_id) from chat_messages where from_patient and not seen_by_admin)::int as unread,
        (select count(*) from chat_conversations)::int as conversations,
        (select count(*) from videos where video_url is null)::int as videos_without_url,
        (select count(*) from center_photos where image_url is null)::int as photos_without_image,
        (select count(*) from otp_codes where is_sent)::int as sent,
        (select count(*) from otp_codes where not is_sent)::int as not_sent,
        (select count(*) - count(distinct doctor_tag_id) from doctor_tag_links)::int as repeated_tags
      `.execute(morning.db);
    const facts = rows[0] ?? {};
    for (const [name, value] of Object.entries(facts)) expect(value, name).toBeGreaterThan(0);
    expect(facts.unread).toBeLessThan(facts.conversations ?? 0);
  });

  it('never duplicates: seeding again adds no row and reports the network as already seeded', async () => {
    const tables = [
      'doctors',
      'app_users',
      'online_appointments',
      'audit_records',
      'staff_users',
      'seed_runs',
    ];
    const before = await Promise.all(tables.map((t) => count(morning.db, t)));
    await seedDemo(morning.db, passwords, MORNING + 3 * DAY_MS);
    expect(await seedDemoNetwork(morning.db, { now: MORNING, passwords })).toEqual({
      seeded: false,
      reason: 'already-seeded',
    });
    expect(await Promise.all(tables.map((t) => count(morning.db, t)))).toEqual(before);
  });

  it('hands out ids after the seeded rows to rows added later', async () => {
    const max = await count(morning.db, 'news_categories');
    const added = await morning.db
      .insertInto('news_categories')
      .values({ name_en: 'Added', name_ku: 'زیادکراو', name_ar: 'مضاف' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(max + 1);
  });

  it('finishes seeding within a generous bound on this machine', () => {
    expect(morning.ms).toBeLessThan(GENEROUS_SEED_BOUND_MS);
    expect(evening.ms).toBeLessThan(GENEROUS_SEED_BOUND_MS);
  });
});
