import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely over the embedded PGlite database: PostgreSQL's compiler, adapter and introspector, and
 * a driver for PGlite's single connection. PGlite runs one statement at a time on one session, so
 * the driver hands that session to one user at a time: a transaction holds it from `begin` to
 * `commit`, and every other query waits its turn.
 */
export class PGliteDialect implements Dialect {
  readonly #open: () => Promise<PGlite>;
  readonly #closed: () => Promise<void>;

  /**
   * `open` is called once, when Kysely first needs the database; `closed` once the database is
   * closed (or was never opened) on `destroy`.
   */
  constructor(open: () => Promise<PGlite>, closed: () => Promise<void> = async () => {}) {
    this.#open = open;
    this.#closed = closed;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#open, this.#closed);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // Kysely's interface takes `Kysely<any>`; `unknown` keeps the lint rule and is accepted.
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/** A FIFO lock: `acquire` resolves when every earlier holder has released. */
class Turnstile {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turn);
    return ready;
  }
}

class PGliteDriver implements Driver {
  readonly #open: () => Promise<PGlite>;
  readonly #closed: () => Promise<void>;
  readonly #turnstile = new Turnstile();
  #connection: PGliteConnection | undefined;
  #release: (() => void) | undefined;

  constructor(open: () => Promise<PGlite>, closed: () => Promise<void>) {
    this.#open = open;
    this.#closed = closed;
  }

  async init(): Promise<void> {
    this.#connection = new PGliteConnection(await this.#open());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#turnstile.acquire();
    if (this.#connection === undefined) {
      release();
      throw new Error('The database is closed.');
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel !== undefined || settings.accessMode !== undefined) {
      statement = 'start transaction';
      if (settings.isolationLevel !== undefined) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode !== undefined) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    // Waits for whoever holds the session, so a running transaction finishes before the close.
    const release = await this.#turnstile.acquire();
    const connection = this.#connection;
    this.#connection = undefined;
    try {
      await connection?.close();
      await this.#closed();
    } finally {
      release();
    }
  }
}

const ROW_COUNT_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = (result as { command?: string }).command?.toUpperCase() ?? '';
    return {
      rows: result.rows,
      ...(ROW_COUNT_COMMANDS.has(command) ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += Math.max(1, chunkSize)) {
      yield { rows: rows.slice(i, i + Math.max(1, chunkSize)) };
    }
  }

  async close(): Promise<void> {
    await this.#pglite.close();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
