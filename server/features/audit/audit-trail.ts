import { sql, type SelectQueryBuilder } from 'kysely';
import {
  AUDIT_EXPORT_MAX,
  type AuditExportWire,
  type AuditFacetsWire,
  type AuditVerifyWire,
} from '../../../src/contract/audit/audit-trail';
import { auditFilterFrom, type AuditFilter } from '../../../src/domain/audit/audit-filter';
import type { Database } from '../../db/database';
import type { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { badRequest } from '../shared/input';
import { iso } from '../shared/wire-row';
import { verifyAuditTrail } from './verify-audit';

type Query = Readonly<Record<string, unknown>>;

/** The filter a query names (the same reading as the screen's address). */
export const auditFilterOf = (query: Query): AuditFilter =>
  auditFilterFrom((name) => (typeof query[name] === 'string' ? query[name] : undefined));

/** `LIKE` text matching itself: the user's `%`, `_` and `\` are not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Narrows a query of `audit_records` by the filter: the actor's name contains the text ignoring
 * case, the action, area, entity and entity id are equal, and the record's time falls within the UTC
 * days, both counted. The page, its count and the export all go through here, so they agree.
 */
export function whereAuditFilter<O>(
  query: SelectQueryBuilder<Database, 'audit_records', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'audit_records', O> {
  let q = query;
  if (filter.actor !== '') q = q.where(sql<boolean>`user_name ilike ${`%${likeText(filter.actor)}%`}`);
  if (filter.action !== '') q = q.where('action', '=', filter.action);
  if (filter.area !== '') q = q.where('area', '=', filter.area);
  if (filter.entity !== '') q = q.where('entity', '=', filter.entity);
  if (filter.entityId !== '') q = q.where('entity_id', '=', filter.entityId);
  if (filter.from !== '') q = q.where('at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to !== '') q = q.where('at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  return q;
}

/**
 * GET /api/Dashboard/AuditExport?actor=&action=&area=&entity=&entityId=&from=&to= (area audit): every
 * record the filter keeps, newest first, for the CSV export; more than `AUDIT_EXPORT_MAX` is a 400.
 */
export async function exportAudit({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AuditExportWire | HttpAnswer> {
  const filter = auditFilterOf(query);
  const { db } = services;
  const total = await whereAuditFilter(db.selectFrom('audit_records'), filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const count = Number(total.n);
  if (count > AUDIT_EXPORT_MAX) {
    return badRequest(`The filter keeps ${count} records; an export holds at most ${AUDIT_EXPORT_MAX}.`);
  }
  const rows = await whereAuditFilter(db.selectFrom('audit_records'), filter)
    .select([
      'id',
      'at',
      'actor_kind',
      'user_name',
      'action',
      'area',
      'entity',
      'entity_id',
      'outcome',
      'reason',
      'ip',
    ])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      occurredAt: iso(r.at),
      actorKind: r.actor_kind,
      userName: r.user_name,
      action: r.action,
      area: r.area,
      entity: r.entity,
      entityId: r.entity_id,
      outcome: r.outcome,
      reason: r.reason,
      ip: r.ip,
    })),
    count,
  };
}

/** GET /api/Dashboard/AuditFacets (area audit): the distinct actions, areas and record kinds, sorted. */
export async function auditFacets({ services }: RouteContext<StaffPrincipal>): Promise<AuditFacetsWire> {
  const { db } = services;
  const [actions, areas, entities] = await Promise.all([
    db.selectFrom('audit_records').select('action').distinct().orderBy('action').execute(),
    db
      .selectFrom('audit_records')
      .select('area')
      .where('area', 'is not', null)
      .distinct()
      .orderBy('area')
      .execute(),
    db.selectFrom('audit_records').select('entity').distinct().orderBy('entity').execute(),
  ]);
  return {
    actions: actions.map((r) => r.action),
    areas: areas.flatMap((r) => (r.area === null ? [] : [r.area])),
    entities: entities.map((r) => r.entity),
  };
}

/** GET /api/Dashboard/AuditVerify (area audit): the whole chain checked, as `npm run audit:verify` does. */
export async function verifyAudit({ services }: RouteContext<StaffPrincipal>): Promise<AuditVerifyWire> {
  const report = await verifyAuditTrail(services.db);
  return {
    checked: report.checked,
    unchained: report.unchained,
    broken: report.broken === null ? null : { id: report.broken.id, why: report.broken.why },
    lastHash: report.lastHash,
  };
}
