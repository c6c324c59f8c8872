import { ClientApp } from '../../application/resources/client-app';
import {
  isOwnApiAddress,
  type ResourceGateway,
  type ResourceLoadArgs,
  type ResourceParams,
} from '../../application/resources/resource-gateway';
import type { ResourceKey } from '../../application/resources/resource-key';
import type { ResourceValue } from '../../application/resources/resource-values';
import { AppErrors, type AppError } from '../../domain/errors/app-error';
import { err, type Result } from '../../domain/shared/result';
import { AuthKind, type HttpClient } from './http-client';
import { fillPath, pathParams } from '../../contract/shared/wire-call';
import type { ResourceReadTable } from './resource-reads';

export interface FetchResourceGatewayOptions {
  readonly http: HttpClient;
  /** The app this gateway serves: it picks the token of a path both apps read. */
  readonly app: ClientApp;
  /** The wire table; tests and integrators may pass another backend's. */
  readonly table?: ResourceReadTable;
}

/**
 * The contract's wire table with every read's schema, fetched with the first read: the sign-in
 * page reads nothing, so it never loads the schemas.
 */
const contractTable = (): Promise<ResourceReadTable> =>
  import('./resource-reads').then((m) => m.RESOURCE_READS);

/**
 * `ResourceGateway` over the shared HTTP client and the wire table (`resource-reads.ts`, built on the contract's reads): a GET of
 * the row's path with its parameters filled in (URI-encoded), the token the row names for this
 * app, the answer checked against the contract's schema and mapped into clean names. Every outcome is
 * the client's `Result`; `MalformedResponse` names the key as its call.
 *
 * Loading a key this app never loads, or leaving out a path parameter, is a bug in the caller and
 * rejects (the typed API rules both out).
 */
export class FetchResourceGateway implements ResourceGateway {
  private table: ResourceReadTable | Promise<ResourceReadTable> | undefined;

  constructor(private readonly options: FetchResourceGatewayOptions) {
    this.table = options.table;
  }

  async prepare(): Promise<void> {
    try {
      await this.readTable();
    } catch {
      // Not arrived (offline): the read that needs it says so, and fetches it again.
    }
  }

  async load<Key extends ResourceKey>(
    key: Key,
    ...params: ResourceLoadArgs<Key>
  ): Promise<Result<ResourceValue<Key>, AppError>> {
    let table: ResourceReadTable;
    try {
      table = await this.readTable();
    } catch {
      return err(AppErrors.networkFailure());
    }
    const row = table[key];
    const auth = row.auth[this.options.app];
    if (auth === undefined) {
      throw new Error(`The ${this.options.app} app does not load "${key}".`);
    }
    const values: Readonly<Record<string, string | number>> =
      (params[0] as ResourceParams<Key> | undefined) ?? {};
    const missing = pathParams(row.path).filter((name) => values[name] === undefined);
    if (missing.length > 0) throw new Error(`"${key}" needs the path parameters ${missing.join(', ')}.`);
    return this.options.http.get({ path: fillPath(row.path, values), auth, call: key, check: row.read });
  }

  async download(address: string): Promise<Result<Blob, AppError>> {
    const getFile = this.options.http.getFile?.bind(this.options.http);
    if (!isOwnApiAddress(address) || getFile === undefined) return err(AppErrors.notFound(null));
    const auth = this.options.app === ClientApp.Dashboard ? AuthKind.Staff : AuthKind.Patient;
    return getFile(address.slice('/api'.length), auth);
  }

  private readTable(): ResourceReadTable | Promise<ResourceReadTable> {
    return (this.table ??= contractTable().then(
      (table) => (this.table = table),
      (error: unknown) => {
        // The table's code did not arrive (offline): the next read fetches it again.
        this.table = undefined;
        throw error;
      },
    ));
  }
}
