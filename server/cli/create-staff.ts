import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ALL_PERMISSION_AREAS } from '../../src/domain/lists/permission-area';
import { OWASP_ARGON2ID, PasswordHasher } from '../auth/password-hasher';
import { LoginLimits } from '../auth/staff-session-handlers';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { PRODUCT_NAME } from '../product';
import { Prompt } from './prompt';

/** A staff password must be at least this long (there is no second factor yet). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
const ADMIN_ROLE = 'admin';

/**
 * Creates a staff user with the `admin` role (every permission area), creating that role when the
 * database has none: the way to the first login of a production server, which seeds nothing.
 *
 *   npx tsx server/cli/create-staff.ts [--name admin] [--full-name "Jane Doe"]
 *
 * The password is always asked for (never an argument: it would show in the process list).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, 'full-name': { type: 'string' } },
    allowPositionals: false,
  });
  const config = loadConfig(process.env);
  const prompt = new Prompt();
  let answers: { name: string; fullName: string; password: string };
  try {
    // Everything is asked and checked before the database is opened.
    const name = (values.name ?? (await prompt.ask('Login name [admin]: '))).trim() || 'admin';
    if (name.length > LoginLimits.username) {
      throw new Error(`The login name is longer than ${LoginLimits.username} characters.`);
    }
    const fullName = (values['full-name'] ?? (await prompt.ask('Full name: '))).trim() || name;
    const password = await prompt.ask('Password: ', { hidden: true });
    if (password.length < MIN_STAFF_PASSWORD_LENGTH || password.length > LoginLimits.password) {
      throw new Error(
        `The password must be ${MIN_STAFF_PASSWORD_LENGTH} to ${LoginLimits.password} characters long.`,
      );
    }
    if ((await prompt.ask('Password again: ', { hidden: true })) !== password) {
      throw new Error('The two passwords differ.');
    }
    answers = { name, fullName, password };
  } finally {
    prompt.close();
  }

  const db = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.dataDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  try {
    await migrateToLatest(db, MIGRATIONS);
    const taken = await db
      .selectFrom('staff_users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', answers.name.toLowerCase()))
      .executeTakeFirst();
    if (taken !== undefined) throw new Error(`A staff user named "${answers.name}" already exists.`);
    const passwordHash = await new PasswordHasher(OWASP_ARGON2ID).hash(answers.password);
    const roleId = await adminRole(db);
    await db
      .insertInto('staff_users')
      .values({
        id: randomUUID(),
        name: answers.name,
        full_name: answers.fullName,
        password_hash: passwordHash,
        role_id: roleId,
      })
      .execute();
    console.log(`Created the ${PRODUCT_NAME} staff user "${answers.name}" with the ${ADMIN_ROLE} role.`);
  } finally {
    await db.destroy();
  }
}

/** The admin role's id; the role is created, with every area, when missing. */
async function adminRole(db: Db): Promise<string> {
  const existing = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ADMIN_ROLE)
    .executeTakeFirst();
  const id = existing?.id ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    if (existing === undefined) await trx.insertInto('roles').values({ id, name: ADMIN_ROLE }).execute();
    await trx
      .insertInto('role_areas')
      .values(ALL_PERMISSION_AREAS.map((area) => ({ role_id: id, area })))
      .onConflict((c) => c.doNothing())
      .execute();
  });
  return id;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
