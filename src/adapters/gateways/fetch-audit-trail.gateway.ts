import type {
  AuditTrailGateway,
  AuditExportRecord,
  AuditChainReport,
} from '../../application/ports/audit-trail-gateway';
import {
  AUDIT_EXPORT_CALL,
  AUDIT_FACETS_CALL,
  AUDIT_VERIFY_CALL,
  auditExportSchema,
  auditFacetsSchema,
  auditVerifySchema,
} from '../../contract/audit/audit-trail';
import { mapped } from '../../contract/shared/values';
import { auditFilterEntries, type AuditFilter } from '../../domain/audit/audit-filter';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const exportCheck = mapped(auditExportSchema, (wire): readonly AuditExportRecord[] => wire.records);

/** `AuditTrailGateway` over the audit screen's three extension calls. */
export class FetchAuditTrailGateway implements AuditTrailGateway {
  constructor(private readonly http: HttpClient) {}

  exportRecords(filter: AuditFilter): Promise<Result<readonly AuditExportRecord[], AppError>> {
    return sendWireCall(this.http, AUDIT_EXPORT_CALL, {
      name: 'auditExport',
      check: exportCheck,
      query: Object.fromEntries(auditFilterEntries(filter)),
    });
  }

  facets() {
    return sendWireCall(this.http, AUDIT_FACETS_CALL, { name: 'auditFacets', check: auditFacetsSchema });
  }

  verify(): Promise<Result<AuditChainReport, AppError>> {
    return sendWireCall(this.http, AUDIT_VERIFY_CALL, { name: 'auditVerify', check: auditVerifySchema });
  }
}
