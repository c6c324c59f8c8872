import type { AuditPageWire } from '../../../src/contract/audit/audit';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { iso } from '../shared/wire-row';
import { parseAuditRange } from './audit-range';
import { auditFilterOf, whereAuditFilter } from './audit-trail';

/**
 * GET /api/Auidts?page={offset}&limit={end} (area audit): records offset..end of the audit log,
 * newest first, and the log's total count. Paged in SQL on the `at` index. The product's filter
 * (actor, action, area, entity, entityId, from, to; `whereAuditFilter`) narrows both the records and the count.
 */
export async function listAuditPage({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AuditPageWire | HttpAnswer> {
  const range = parseAuditRange(query);
  if (range instanceof HttpAnswer) return range;
  const filter = auditFilterOf(query);
  const [rows, total] = await Promise.all([
    whereAuditFilter(services.db.selectFrom('audit_records'), filter)
      .select(['id', 'user_name', 'action', 'entity', 'entity_id', 'at', 'outcome', 'reason', 'ip'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(range.end - range.offset)
      .offset(range.offset)
      .execute(),
    whereAuditFilter(services.db.selectFrom('audit_records'), filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      action: r.action,
      occurredAt: iso(r.at),
      details: auditDetails(r),
    })),
    count: Number(total.n),
  };
}

/**
 * The one line the audit page shows for a record: what it touched, and, when they say more, how
 * it ended, why, and from which address.
 */
export function auditDetails(r: {
  entity: string;
  entity_id: string | null;
  outcome: string;
  reason: string | null;
  ip: string;
}): string {
  const target = r.entity_id === null ? r.entity : `${r.entity} ${r.entity_id}`;
  const outcome = r.outcome === 'success' ? '' : ` (${r.outcome})`;
  const reason = r.reason === null ? '' : `: ${r.reason}`;
  const address = r.ip === '' ? '' : ` from ${r.ip}`;
  return `${target}${outcome}${reason}${address}`;
}
