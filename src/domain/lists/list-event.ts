import type { AppError } from '../errors/app-error';

/** What can happen to a list: its call starts, succeeds or fails, or the user searches. */
export type ListEvent<T> =
  | { readonly type: 'started' }
  | { readonly type: 'succeeded'; readonly items: readonly T[] }
  | { readonly type: 'failed'; readonly error: AppError }
  | { readonly type: 'searched'; readonly query: string };

export const ListEvent = {
  started: (): ListEvent<never> => ({ type: 'started' }),
  succeeded: <T>(items: readonly T[]): ListEvent<T> => ({ type: 'succeeded', items }),
  failed: (error: AppError): ListEvent<never> => ({ type: 'failed', error }),
  searched: (query: string): ListEvent<never> => ({ type: 'searched', query }),
} as const;
