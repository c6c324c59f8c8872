import { normalisePage, normalisePageSize } from './normalise-paging';
import { PagingDefault } from './paging-default';

/** The record range of one audit page: records from `offset` (inclusive) to `end` (exclusive). */
export interface AuditPageRange {
  readonly offset: number;
  readonly end: number;
}

/**
 * The audit call's range: offset = (page - 1) * size and end = page * size, sent as
 * `/Auidts?page={offset}&limit={end}`. Page and size go through `normalisePage` and
 * `normalisePageSize` first (invalid page -> 1, invalid size -> 10).
 */
export function auditPageRange(page: number, size: number = PagingDefault.PageSize): AuditPageRange {
  const p = normalisePage(page);
  const s = normalisePageSize(size);
  return { offset: (p - 1) * s, end: p * s };
}
