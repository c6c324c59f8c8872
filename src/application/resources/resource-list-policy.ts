import type { ListPolicy } from '../lists/list-policy';
import { ErrorHandling, RESOURCES } from './resource-key';
import type { ListResourceKey, ResourceItem } from './resource-values';

/**
 * The list policy of a catalogued read, for `LoadList`: its area, whether an empty answer or a
 * failure empties or fails the list, and whether failures are shown. Ignored and logged failures
 * both leave the screen as it was; the ignored ones are still logged, as a diagnostic costs the
 * user nothing.
 */
export function resourceListPolicy<Key extends ListResourceKey>(
  key: Key,
  matches?: (item: ResourceItem<Key>, query: string) => boolean,
): ListPolicy<ResourceItem<Key>> {
  const info = RESOURCES[key];
  return {
    name: key,
    area: info.area,
    emptyIsError: info.emptyIsError,
    emptyOnError: info.emptyOnError,
    errorsOnlyLogged: info.onError !== ErrorHandling.Show,
    matches,
  };
}
