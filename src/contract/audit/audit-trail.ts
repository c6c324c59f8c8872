import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import { count } from '../shared/values';
import type { WireCall } from '../shared/wire-call';

/*
 * The audit screen's extensions (docs/api-extensions.md, "Audit filters, export and the chain"):
 * every record a filter keeps, for the CSV export; the values the filter offers; the hash chain's
 * check. Area audit.
 */
export const AUDIT_EXPORT_CALL: WireCall = { method: 'GET', path: '/Dashboard/AuditExport', auth: 'staff' };
export const AUDIT_FACETS_CALL: WireCall = { method: 'GET', path: '/Dashboard/AuditFacets', auth: 'staff' };
export const AUDIT_VERIFY_CALL: WireCall = { method: 'GET', path: '/Dashboard/AuditVerify', auth: 'staff' };

/** The most records one export holds; a filter that keeps more is refused (400) and must be narrowed. */
export const AUDIT_EXPORT_MAX = 10_000;

/** One record as exported: every column the trail keeps but the before and after copies and the hashes. */
export interface AuditExportRecordWire {
  id: number;
  occurredAt: string;
  actorKind: string;
  userName: string;
  action: string;
  area: string | null;
  entity: string;
  entityId: string | null;
  outcome: string;
  reason: string | null;
  ip: string;
}

export interface AuditExportWire {
  records: AuditExportRecordWire[];
  count: number;
}

export const auditExportSchema: Schema<AuditExportWire> = v.looseObject({
  records: v.array(
    v.looseObject({
      id: num,
      occurredAt: isoDateTime,
      actorKind: str,
      userName: str,
      action: str,
      area: v.nullable(str),
      entity: str,
      entityId: v.nullable(str),
      outcome: str,
      reason: v.nullable(str),
      ip: str,
    }),
  ),
  count,
});

/** The actions, permission areas and record kinds the trail holds, for the filter's choices. */
export interface AuditFacetsWire {
  actions: string[];
  areas: string[];
  entities: string[];
}

export const auditFacetsSchema: Schema<AuditFacetsWire> = v.looseObject({
  actions: v.array(str),
  areas: v.array(str),
  entities: v.array(str),
});

/** The chain's check: rows checked, rows older than the chain, the first broken row, the last hash. */
export interface AuditVerifyWire {
  checked: number;
  unchained: number;
  broken: { id: number; why: string } | null;
  lastHash: string;
}

export const auditVerifySchema: Schema<AuditVerifyWire> = v.looseObject({
  checked: count,
  unchained: count,
  broken: v.nullable(v.looseObject({ id: num, why: str })),
  lastHash: str,
});

/** Spec paths this file owns: none, the calls are extensions. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [AUDIT_EXPORT_CALL, AUDIT_FACETS_CALL, AUDIT_VERIFY_CALL];
