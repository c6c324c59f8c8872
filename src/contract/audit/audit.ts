import type { AuditPageRange } from '../../domain/paging/audit-page-range';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { count, idText, optionalText, textOrEmpty, wireId, queryCount, requestDay } from '../shared/values';
import type { AUDIT_FILTER_FIELDS } from '../../domain/audit/audit-filter';
import { AUDIT_FILTER_MAX } from '../../domain/audit/audit-filter';

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
export type AuditQueryWire = { page: number; limit: number } & AuditFilterQueryWire;

/**
 * The product's filter of the trail (#17), sent beside the spec's range: each field optional,
 * read by `auditFilterFrom` (src/domain/audit/audit-filter.ts).
 */
export type AuditFilterQueryWire = Partial<Record<(typeof AUDIT_FILTER_FIELDS)[number], string>>;

const filterText = v.optional(v.pipe(v.string(), v.maxLength(AUDIT_FILTER_MAX)));

const filterEntries = {
  actor: filterText,
  action: filterText,
  entity: filterText,
  entityId: filterText,
  from: v.optional(requestDay),
  to: v.optional(requestDay),
};

export const auditFilterQuerySchema: Schema<AuditFilterQueryWire> = v.looseObject(filterEntries);

export const auditQuerySchema: Schema<AuditQueryWire> = v.looseObject({
  page: queryCount,
  limit: queryCount,
  ...filterEntries,
});

export const toAuditQuery = (range: AuditPageRange): AuditQueryWire => ({
  page: range.offset,
  limit: range.end,
});

export const WIRE_PATHS: readonly string[] = [AUDIT_CALL.path];
