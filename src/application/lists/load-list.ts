import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { ListEvent } from '../../domain/lists/list-event';
import { listReducer } from '../../domain/lists/list-reducer';
import type { ListState } from '../../domain/lists/list-state';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger';
import { LatestCall } from '../shared/latest-call';
import { updateStore, type StateStore } from '../shared/state-store';
import type { ListPolicy } from './list-policy';
import { recordForbidden } from './record-forbidden';

/** One list call: where its state lives, how it behaves, what it calls and where its items are. */
export interface ListCall<T, A> {
  readonly store: StateStore<ListState<T>>;
  /**
   * What "latest call wins" counts on, with the policy's name: the screen's whole store when
   * `store` is a part of it (a part's store is a new object on every call).
   */
  readonly owner?: object | undefined;
  readonly policy: ListPolicy<T>;
  readonly load: () => Promise<Result<A, AppError>>;
  /** The list's items in a successful answer. */
  readonly itemsOf: (answer: A) => readonly T[];
}

/** How a call ended: applied (with the call's result), or dropped because a newer call started. */
export type ListCallOutcome<A> =
  { readonly kind: 'applied'; readonly result: Result<A, AppError> } | { readonly kind: 'outdated' };

/**
 * Loads any list into the domain's list state, through the one list reducer: started, then
 * succeeded or failed. A 403 also marks the policy's area forbidden. A list whose errors are only
 * logged ends its loading with the items it had. When the same screen loads again before the first
 * answer, the older answer is dropped.
 */
export class LoadList {
  private readonly latest = new LatestCall();

  constructor(
    private readonly forbidden: StateStore<ForbiddenAreas>,
    private readonly logger: Logger,
  ) {}

  /** Loads a plain list: the answer is the items. Resolves with the list's state afterwards. */
  async execute<T>(
    store: StateStore<ListState<T>>,
    policy: ListPolicy<T>,
    load: () => Promise<Result<readonly T[], AppError>>,
    owner?: object,
  ): Promise<ListState<T>> {
    await this.run({ store, owner, policy, load, itemsOf: (items) => items });
    return store.get();
  }

  /** Loads a list out of a richer answer (a page with its count, a list with counters). */
  async run<T, A>(call: ListCall<T, A>): Promise<ListCallOutcome<A>> {
    const { store, policy } = call;
    const reduce = listReducer(policy);
    const isLatest = this.latest.begin(call.owner ?? store, policy.name);
    updateStore(store, (state) => reduce(state, ListEvent.started()));
    const result = await call.load();
    if (!isLatest()) return { kind: 'outdated' };
    if (result.ok) {
      const items = call.itemsOf(result.value);
      updateStore(store, (state) => reduce(state, ListEvent.succeeded(items)));
    } else {
      recordForbidden(this.forbidden, policy.area, result.error);
      if (policy.errorsOnlyLogged) {
        this.logger.error(`Loading ${policy.name} failed`, result.error);
        updateStore(store, (state) => reduce(state, ListEvent.succeeded(state.items)));
      } else {
        updateStore(store, (state) => reduce(state, ListEvent.failed(result.error)));
      }
    }
    return { kind: 'applied', result };
  }
}
