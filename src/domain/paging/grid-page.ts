import { PagingDefault } from './paging-default';

/**
 * The stored page of a grid's zero-based page index: index + 1. An index that is not a safe integer
 * of at least 0 (negative, fractional, NaN) is read as 0, so the answer is the first page.
 */
export function pageFromGridIndex(index: number): number {
  return Number.isSafeInteger(index) && index >= 0 ? index + 1 : PagingDefault.FirstPage;
}

/**
 * The grid's zero-based page index of a stored page: page - 1. A page that is not a safe integer
 * of at least 1 is read as the first page, so the answer is 0.
 */
export function gridIndexFromPage(page: number): number {
  return Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
}
