import type { AuditPageRange } from '../../domain/paging/audit-page-range';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { count, idText, optionalText, textOrEmpty, wireId, queryCount } from '../shared/values';

/**
 * One audit record. The spec shows only `records` and `count` (the spec); these fields are the
 * product's: who did what, and when.
 */
export interface AuditRecordWire {
  id: string | number;
  userName: string;
  action: string;
  occurredAt: string;
  details?: string | null;
}

export const auditRecordSchema: Schema<AuditRecordWire> = v.looseObject({
  id: wireId,
  userName: str,
  action: str,
  occurredAt: isoDateTime,
  details: optionalText,
});

export const toAuditRecord = (wire: AuditRecordWire) => ({
  id: idText(wire.id),
  userName: wire.userName,
  action: wire.action,
  occurredAt: epochMs(wire.occurredAt),
  details: textOrEmpty(wire.details),
});

/** `GET /api/Auidts?page={offset}&limit={end}` answers the range's records and the total count. */
export interface AuditPageWire {
  records: AuditRecordWire[];
  count: number;
}

export const auditPageSchema: Schema<AuditPageWire> = v.looseObject({
  records: v.array(auditRecordSchema),
  count,
});

export const toAuditPage = (wire: AuditPageWire) => ({
  records: wire.records.map(toAuditRecord),
  count: wire.count,
});

export const AUDIT_CALL: WireCall = { method: 'GET', path: '/Auidts', auth: 'staff' };

/**
 * The query of one audit page (the spec): despite their names, `page` carries the offset and
 * `limit` the end of the range, exactly as the backend reads them.
 */
export type AuditQueryWire = { page: number; limit: number };

export const auditQuerySchema: Schema<AuditQueryWire> = v.looseObject({
  page: queryCount,
  limit: queryCount,
});

export const toAuditQuery = (range: AuditPageRange): AuditQueryWire => ({
  page: range.offset,
  limit: range.end,
});

export const WIRE_PATHS: readonly string[] = [AUDIT_CALL.path];
