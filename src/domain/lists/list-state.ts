import type { AppError } from '../errors/app-error';

/** Why a list shows its error: a failed call, or an empty answer on a list where empty is wrong. */
export type ListFailure = AppError | { readonly code: 'EmptyResult' };

/**
 * Where a list is: it starts loading and ends loaded, in error, or forbidden. Forbidden is an error
 * too (a 403 sets both flags); it has its own kind so a view can say "access denied" instead of
 * "try again".
 */
export type ListStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly failure: ListFailure }
  | { readonly kind: 'forbidden' };

/** One list of the product: its items, the copy filtered by the current search, and its status. */
export interface ListState<T> {
  readonly status: ListStatus;
  readonly items: readonly T[];
  /** `items` filtered by `query`, in the same order; `items` itself when the query is empty. */
  readonly filtered: readonly T[];
  readonly query: string;
}

const noItems: readonly never[] = Object.freeze([]);

/** Every list starts loading, empty, with no search (so `filtered` is `items` itself). */
export function initialListState<T>(): ListState<T> {
  return { status: { kind: 'loading' }, items: noItems, filtered: noItems, query: '' };
}

/** The spec's three flags of a list: loader, error and forbidden. */
export interface ListFlags {
  readonly loading: boolean;
  readonly error: boolean;
  readonly forbidden: boolean;
}

export function listFlags(status: ListStatus): ListFlags {
  return {
    loading: status.kind === 'loading',
    error: status.kind === 'error' || status.kind === 'forbidden',
    forbidden: status.kind === 'forbidden',
  };
}
