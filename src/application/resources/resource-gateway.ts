import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ResourceKey, ResourceParamName } from './resource-key';
import type { ResourceValue } from './resource-values';

/** The values of a key's path parameters, by name (`{ id: 12 }`, `{ page: 1, id: 'u-7' }`). */
export type ResourceParams<Key extends ResourceKey> = {
  readonly [Name in ResourceParamName<Key>]: string | number;
};

/** No argument for a key without path parameters, the parameters for one with them. */
export type ResourceLoadArgs<Key extends ResourceKey> = [ResourceParamName<Key>] extends [never]
  ? []
  : [params: ResourceParams<Key>];

/**
 * The plain reads of the product (`RESOURCES` in `resource-key.ts`), one port for all of them so
 * that a new list is one row in the catalogue and one in the wire table, not a new port.
 *
 * `load` answers the key's value in clean names, or an `AppError`: the status of a failed call,
 * `NetworkFailure`, `Timeout`, or `MalformedResponse(key, field)` when the body does not have the
 * contract's shape. An empty list is a success here; whether it is an error for the screen is the
 * key's `emptyIsError`, applied by the list reducer (`resourceListPolicy`). An implementation
 * never throws for any of these.
 */
export interface ResourceGateway {
  load<Key extends ResourceKey>(
    key: Key,
    ...params: ResourceLoadArgs<Key>
  ): Promise<Result<ResourceValue<Key>, AppError>>;
  /**
   * Fetches what the first `load` needs (code, a table) ahead of it, so that it arrives beside a
   * screen's own code rather than after it. Never rejects: a failure shows at the `load`.
   */
  prepare?(): Promise<void>;
  /**
   * A file a list's cell links to that the server keeps behind the caller's token (a CV sent from
   * the site, `/api/SiteForms/Cv/{id}`), as its bytes. Only the server's own `/api/` addresses are
   * fetched (any other is `NotFound`, and is opened as a plain link). Optional: without it, such a
   * cell is a plain link. Never rejects.
   */
  download?(address: string): Promise<Result<Blob, AppError>>;
}

/** Whether a cell's address is one of the server's own, fetched with the token by `download`. */
export const isOwnApiAddress = (address: string): boolean => /^\/api\/[^/]/.test(address);
