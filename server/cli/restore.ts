import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restoreEmbeddedDatabase } from '../db/backup';

/**
 * `npm run restore FILE`: brings back a backup made by `npm run backup` as the embedded database.
 * Stop the server first. The database that was there is kept beside it, not deleted, and a file
 * that is not a backup changes nothing. PostgreSQL is restored with pg_restore (docs/operations.md).
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl !== null) {
    console.error(
      'This server keeps its data in PostgreSQL (DATABASE_URL): restore it with pg_restore, as docs/operations.md says.',
    );
    return 1;
  }
  const file = process.argv[2];
  if (file === undefined) {
    console.error('Say which backup to restore: npm run restore FILE');
    return 1;
  }
  const report = await restoreEmbeddedDatabase(config.dataDir, resolve(file), undefined, config.uploadsDir);
  console.log(`Restored ${report.tables} tables, ${report.rows} rows from ${resolve(file)}.`);
  if (report.keptAs !== null) console.log(`The database that was there is kept in ${report.keptAs}.`);
  if (report.uploads === null)
    console.log('The backup holds no uploaded files; the uploads folder is as it was.');
  else console.log(`Restored ${report.uploads} uploaded files to ${config.uploadsDir}.`);
  if (report.uploadsKeptAs !== null)
    console.log(`The uploads that were there are kept in ${report.uploadsKeptAs}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
