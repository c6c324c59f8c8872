import type { ListOptions } from '../../domain/lists/list-options';
import type { PermissionArea } from '../../domain/lists/permission-area';

/** How the application loads one list: the domain's list options plus where its failures go. */
export interface ListPolicy<T> extends ListOptions<T> {
  /** The area a 403 marks forbidden; `null` for a call no permission guards. */
  readonly area: PermissionArea | null;
  /**
   * The failure is only logged (clinic centers, the chat counter, unseen messages, assistant
   * ordering, and lookups that ignore errors): loading ends with the items the list had and no
   * error is shown.
   */
  readonly errorsOnlyLogged: boolean;
  /** Names the list in the log. */
  readonly name: string;
}

/** A policy with the common defaults: failures shown, items kept on error, empty is fine. */
export function listPolicy<T>(
  name: string,
  area: PermissionArea | null,
  overrides?: Partial<ListPolicy<T>>,
): ListPolicy<T> {
  return { name, area, emptyOnError: false, emptyIsError: false, errorsOnlyLogged: false, ...overrides };
}

/**
 * The behaviour of a catalogued read (`resourceListPolicy`) for a screen whose rows are built
 * from its answer (appointments after the patient rules, calendar events of a payload): the same
 * call, so the same area, empty and error handling, with the screen's own search.
 */
export function policyForRows<T>(
  behaviour: Omit<ListPolicy<never>, 'matches'>,
  matches?: (item: T, query: string) => boolean,
): ListPolicy<T> {
  const { name, area, emptyIsError, emptyOnError, errorsOnlyLogged } = behaviour;
  return { name, area, emptyIsError, emptyOnError, errorsOnlyLogged, matches };
}
