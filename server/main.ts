import { ConfigError, loadConfig } from './config';
import { PRODUCT_NAME } from './product';
import { startServer, type RunningServer } from './start-server';

/** A shutdown that takes longer than this is cut short. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  console.log(`${PRODUCT_NAME} is running at ${server.url}/`);
  if (server.demoAccounts.length > 0) {
    console.log('Demo accounts (DEMO is on; never use them in production):');
    for (const account of server.demoAccounts) {
      console.log(`  ${account.name} / ${account.password}  (${account.fullName}, role ${account.role})`);
    }
  }
  stopOnSignals(server);
}

/**
 * SIGINT/SIGTERM: stop accepting, tell hub clients to reconnect elsewhere, finish in-flight
 * requests, close the database. Further signals during the shutdown are ignored (a terminal's
 * Ctrl-C reaches both `npm start`'s launcher and this process); the deadline ends a stuck one.
 */
function stopOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: ${PRODUCT_NAME} is shutting down.`);
    setTimeout(() => {
      console.error(`${PRODUCT_NAME} did not stop within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`${PRODUCT_NAME} could not start:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
