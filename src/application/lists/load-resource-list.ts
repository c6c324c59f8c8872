import type { ListState } from '../../domain/lists/list-state';
import type { ResourceGateway, ResourceLoadArgs, ResourceParams } from '../resources/resource-gateway';
import type { ResourceParamName } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';
import type { ListResourceKey, ResourceItem } from '../resources/resource-values';
import type { StateStore } from '../shared/state-store';
import type { LoadList } from './load-list';

/** Which catalogued list to load: its key, its path parameters if it has any, and its search. */
export type ResourceListRequest<Key extends ListResourceKey> = {
  readonly key: Key;
  /** The list's search ("a filtered copy for search"); without one, every item is kept. */
  readonly matches?: ((item: ResourceItem<Key>, query: string) => boolean) | undefined;
} & ([ResourceParamName<Key>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: ResourceParams<Key> });

/**
 * Loads any catalogued list (`RESOURCES`) into the domain's list state: one use case for the many
 * plain reads of the spec. The key's catalogue entry decides the behaviour: the area a 403 marks
 * forbidden, whether an empty answer is an error, whether a failure empties the list, and whether a
 * failure is shown or only logged.
 */
export class LoadResourceList {
  constructor(
    private readonly gateway: ResourceGateway,
    private readonly lists: LoadList,
  ) {}

  async execute<Key extends ListResourceKey>(
    store: StateStore<ListState<ResourceItem<Key>>>,
    request: ResourceListRequest<Key>,
  ): Promise<ListState<ResourceItem<Key>>> {
    const { key, params } = request;
    // The request's type already ties `params` to the key; the tuple is rebuilt for `load`.
    const args = (params === undefined ? [] : [params]) as ResourceLoadArgs<Key>;
    await this.lists.run({
      store,
      policy: resourceListPolicy(key, request.matches),
      load: () => this.gateway.load(key, ...args),
      itemsOf: (value) => value as readonly ResourceItem<Key>[],
    });
    return store.get();
  }
}
