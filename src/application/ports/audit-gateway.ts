import type { AuditFilter } from '../../domain/audit/audit-filter';
import type { AppError } from '../../domain/errors/app-error';
import type { AuditPageRange } from '../../domain/paging/audit-page-range';
import type { Result } from '../../domain/shared/result';

/**
 * One audit record. The spec shows only that the answer has `records` and `count`; these fields are
 * the product's: who did what, when (epoch ms), and a free-text detail.
 */
export interface AuditRecord {
  readonly id: string;
  readonly userName: string;
  readonly action: string;
  readonly occurredAt: number;
  readonly details: string;
}

/** One answer of the audit call: the records of the range and the count of all records. */
export interface AuditPage {
  readonly records: readonly AuditRecord[];
  readonly count: number;
}

/**
 * The audit records (`GET /api/Auidts?page={offset}&limit={end}`, staff token, area `audit`). The
 * range is already computed (`auditPageRange`); the adapter sends it as it is, with the filter's
 * non-empty fields beside it (the product's narrowing; an archive may ignore it). An implementation
 * never throws.
 */
export interface AuditGateway {
  page(range: AuditPageRange, filter?: AuditFilter): Promise<Result<AuditPage, AppError>>;
}
