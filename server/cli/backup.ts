import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupEmbeddedDatabase } from '../db/backup';
import { PRODUCT_NAME } from '../product';

/**
 * `npm run backup [FILE]`: writes the embedded database to FILE (by default a dated file in the
 * current folder). Stop the server first: the embedded database is opened by one process at a
 * time. A server on PostgreSQL is backed up with pg_dump instead (docs/operations.md).
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl !== null) {
    console.error(
      'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump, as docs/operations.md says.',
    );
    return 1;
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = resolve(
    process.argv[2] ?? `${PRODUCT_NAME.toLowerCase().replaceAll(' ', '-')}-backup-${stamp}.tar.gz`,
  );
  const report = await backupEmbeddedDatabase(config.dataDir, file, config.uploadsDir);
  console.log(
    `Backup written: ${report.file} (${(report.bytes / 1024 / 1024).toFixed(1)} MB; ` +
      `${report.tables} tables, ${report.rows} rows; ${report.uploads} uploaded files).`,
  );
  console.log('Keep a copy away from this machine. Bring it back with: npm run restore FILE');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
