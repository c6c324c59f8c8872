import { EMPTY_AUDIT_FILTER, type AuditFilter } from '../../domain/audit/audit-filter';
import { initialListState, type ListState } from '../../domain/lists/list-state';
import { PermissionArea } from '../../domain/lists/permission-area';
import { PagingDefault } from '../../domain/paging/paging-default';
import type { AuditRecord } from '../ports/audit-gateway';
import { listPolicy } from '../lists/list-policy';

/** The audit screen: one page of records and the count of all of them. */
export interface AuditState {
  /** The stored page, from 1. */
  readonly page: number;
  /** Records per page, 10 by default. */
  readonly size: number;
  readonly list: ListState<AuditRecord>;
  readonly count: number;
  readonly pageCount: number;
  /** What the records are narrowed to (#17); the count and pages are the filter's. */
  readonly filter: AuditFilter;
}

export function initialAuditState(): AuditState {
  return {
    page: PagingDefault.FirstPage,
    size: PagingDefault.PageSize,
    list: initialListState(),
    count: 0,
    pageCount: 1,
    filter: EMPTY_AUDIT_FILTER,
  };
}

/** Area `audit`; a failed page empties the table rather than show another page's records. */
export const AUDIT_POLICY = listPolicy<AuditRecord>('audit records', PermissionArea.Audit, {
  emptyOnError: true,
});
