import { PagingDefault } from './paging-default';

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 1;

/**
 * A page number the paging functions can use: a safe integer of at least 1 is kept; anything else
 * (0, negatives, fractions such as 2.5, NaN, infinities, numbers past 2^53) becomes the first page,
 * 1. Fractions are not rounded: a fractional page is a bug upstream, and the first page is the
 * one place that always exists.
 */
export function normalisePage(page: number): number {
  return isCount(page) ? page : PagingDefault.FirstPage;
}

/**
 * A page size the paging functions can use: a safe integer of at least 1 is kept; anything else
 * (0, negatives, fractions, NaN, infinities, numbers past 2^53) becomes `fallback`, which is the
 * list default of 10 unless the caller names another (the appointment grid's 50).
 */
export function normalisePageSize(size: number, fallback: number = PagingDefault.PageSize): number {
  return isCount(size) ? size : fallback;
}
