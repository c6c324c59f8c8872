import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
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

/** How many read shapes are prepared by name; later shapes are sent as text every time. */
const MOST_NAMED_READS = 500;
const READ = /^\s*select\b/i;
/** PostgreSQL's "cached plan must not change result type": a migration changed a read's columns. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** A read prepared on the session: its name, its parameters' types, and its result's columns. */
interface NamedRead {
  readonly name: string;
  readonly parameterTypes: readonly number[];
  /** The statement's RowDescription (none for a read that answers no columns). */
  readonly columns: readonly unknown[];
}

/** Joins protocol messages into one buffer, so the session reads them in one go. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #named = new Map<string, NamedRead | null>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = (result as { command?: string }).command?.toUpperCase() ?? '';
    return {
      rows: result.rows,
      ...(ROW_COUNT_COMMANDS.has(command) ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  /**
   * A read is a named statement of the session, as on PostgreSQL (open-database.ts): its text is
   * parsed, analysed and described once, and each call sends only its values, in one message
   * buffer (bind, execute, sync) instead of PGlite's six round trips into the engine (parse,
   * describe, bind, describe, execute, sync). PostgreSQL then chooses between a generic plan and a
   * fresh one by its own rule (`plan_cache_mode`), as it does for any prepared statement. Every
   * staff request's guard is such a read, and so is a grid page. Anything else, and a read whose
   * columns a migration changed since it was prepared, is sent as text.
   */
  async #run<R>(text: string, values: unknown[]): Promise<Results<R>> {
    const read = READ.test(text) ? await this.#prepared(text) : null;
    if (read === null) return this.#pglite.query<R>(text, values);
    try {
      return await this.#execute<R>(read, values);
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      this.#named.set(text, null);
      return this.#pglite.query<R>(text, values);
    }
  }

  /** The read's statement on this session, prepared at its first call; null when not prepared. */
  async #prepared(text: string): Promise<NamedRead | null> {
    const known = this.#named.get(text);
    if (known !== undefined) return known;
    if (this.#named.size >= MOST_NAMED_READS) return null;
    const name = `read_${this.#named.size + 1}`;
    const { serialize } = protocol;
    let read: NamedRead | null;
    try {
      const messages = await this.#pglite.runExclusive(() =>
        this.#pglite.execProtocolStream(
          joined([
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
        ),
      );
      const parameters = messages.find((m) => m.name === 'parameterDescription') as
        { dataTypeIDs: number[] } | undefined;
      read = {
        name,
        parameterTypes: parameters?.dataTypeIDs ?? [],
        columns: messages.filter((m) => m.name === 'rowDescription'),
      };
    } catch {
      // Refused as a statement of its own (a syntax PGlite's query accepts otherwise): as text.
      read = null;
    }
    this.#named.set(text, read);
    return read;
  }

  async #execute<R>(read: NamedRead, values: readonly unknown[]): Promise<Results<R>> {
    const pglite = this.#pglite;
    // Values as PGlite's own query writes them: by the parameter's type, else as text.
    const text = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = read.parameterTypes[i];
      const serializer = type === undefined ? undefined : pglite.serializers[type];
      return serializer === undefined ? String(value) : serializer(value);
    });
    const { serialize } = protocol;
    const messages = await pglite.runExclusive(() =>
      pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: read.name, values: text }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      ),
    );
    const [result] = parse.parseResults([...read.columns, ...messages] as typeof messages, pglite.parsers);
    if (result === undefined) throw new Error(`no result for the prepared read ${read.name}`);
    return result as Results<R>;
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
