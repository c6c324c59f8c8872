import type { ClientApp } from '../../application/resources/client-app';
import type {
  ResourceGateway,
  ResourceLoadArgs,
  ResourceParams,
} from '../../application/resources/resource-gateway';
import type { ResourceKey } from '../../application/resources/resource-key';
import type { ResourceValue } from '../../application/resources/resource-values';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from './http-client';
import { fillPath, pathParams } from '../../contract/shared/wire-call';
import { RESOURCE_READS, type ResourceReadTable } from './resource-reads';

export interface FetchResourceGatewayOptions {
  readonly http: HttpClient;
  /** The app this gateway serves: it picks the token of a path both apps read. */
  readonly app: ClientApp;
  /** The wire table; tests and integrators may pass another backend's. */
  readonly table?: ResourceReadTable;
}

/**
 * `ResourceGateway` over the shared HTTP client and the wire table (`resource-reads.ts`, built on the contract's reads): a GET of
 * the row's path with its parameters filled in (URI-encoded), the token the row names for this
 * app, the answer checked against the contract's schema and mapped into clean names. Every outcome is
 * the client's `Result`; `MalformedResponse` names the key as its call.
 *
 * Loading a key this app never loads, or leaving out a path parameter, is a bug in the caller and
 * throws (the typed API rules both out).
 */
export class FetchResourceGateway implements ResourceGateway {
  private readonly table: ResourceReadTable;

  constructor(private readonly options: FetchResourceGatewayOptions) {
    this.table = options.table ?? RESOURCE_READS;
  }

  load<Key extends ResourceKey>(
    key: Key,
    ...params: ResourceLoadArgs<Key>
  ): Promise<Result<ResourceValue<Key>, AppError>> {
    const row = this.table[key];
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
}
