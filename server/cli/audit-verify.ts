import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { verifyAuditTrail } from '../features/audit/verify-audit';

/**
 * Checks that no audit record was changed, removed or slipped in behind the API: every record
 * must name the hash of the one before it and hash to its own (`npm run audit:verify`). Reads
 * the same DATA_DIR or DATABASE_URL as the server; the embedded database is opened by one process
 * at a time, so stop the server first (PostgreSQL can be checked while it runs). Exits 1 on a
 * broken chain, naming the first bad record.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const db = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.dataDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  try {
    await migrateToLatest(db, MIGRATIONS);
    const report = await verifyAuditTrail(db);
    if (report.broken !== null) {
      console.error(
        `Audit trail BROKEN at record ${report.broken.id}: ${report.broken.why}. ` +
          `${report.checked} records checked before it.`,
      );
      return 1;
    }
    console.log(
      `Audit trail intact: ${report.checked} chained records` +
        (report.unchained > 0 ? `, ${report.unchained} older records from before the chain.` : '.'),
    );
    console.log(`Last hash: ${report.lastHash}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
