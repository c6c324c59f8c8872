import type { AuditFilter } from '../../domain/audit/audit-filter';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** One record as exported: the trail's columns but the before and after copies and the hashes. */
export interface AuditExportRecord {
  readonly id: number;
  readonly occurredAt: string;
  readonly actorKind: string;
  readonly userName: string;
  readonly action: string;
  readonly area: string | null;
  readonly entity: string;
  readonly entityId: string | null;
  readonly outcome: string;
  readonly reason: string | null;
  readonly ip: string;
}

/** The hash chain's check: rows checked, rows from before the chain, the first broken row. */
export interface AuditChainReport {
  readonly checked: number;
  readonly unchained: number;
  readonly broken: { readonly id: number; readonly why: string } | null;
}

/**
 * The audit screen's extensions (area audit): every record a filter keeps, the actions and record
 * kinds to filter by, and the chain's check. Never throws.
 */
export interface AuditTrailGateway {
  exportRecords(filter: AuditFilter): Promise<Result<readonly AuditExportRecord[], AppError>>;
  facets(): Promise<
    Result<
      {
        readonly actions: readonly string[];
        readonly areas: readonly string[];
        readonly entities: readonly string[];
      },
      AppError
    >
  >;
  verify(): Promise<Result<AuditChainReport, AppError>>;
}
