import type { AuditGateway, AuditPage } from '../../application/ports/audit-gateway';
import { auditFilterEntries, EMPTY_AUDIT_FILTER, type AuditFilter } from '../../domain/audit/audit-filter';
import type { AppError } from '../../domain/errors/app-error';
import type { AuditPageRange } from '../../domain/paging/audit-page-range';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { AUDIT_CALL, auditPageSchema, toAuditPage, toAuditQuery } from '../../contract/audit/audit';
import { mapped } from '../../contract/shared/values';
import { sendWireCall } from './wire-request';

const pageCheck = mapped(auditPageSchema, toAuditPage);

export interface FetchAuditGatewayOptions {
  readonly http: HttpClient;
}

/**
 * `AuditGateway`: `GET /api/Auidts?page={offset}&limit={end}` with the staff token. The backend's
 * names are odd but kept: `page` carries the range's offset and `limit` its end (the spec).
 */
export class FetchAuditGateway implements AuditGateway {
  constructor(private readonly options: FetchAuditGatewayOptions) {}

  page(
    range: AuditPageRange,
    filter: AuditFilter = EMPTY_AUDIT_FILTER,
  ): Promise<Result<AuditPage, AppError>> {
    return sendWireCall(this.options.http, AUDIT_CALL, {
      name: 'auditPage',
      check: pageCheck,
      query: { ...toAuditQuery(range), ...Object.fromEntries(auditFilterEntries(filter)) },
    });
  }
}
