import type { Db } from '../../db/database';
import { newVerifier, verifyChain, type ChainReport } from './audit-chain';

const PAGE = 5_000;

/** Checks the whole audit trail's chain, a page of rows at a time. */
export async function verifyAuditTrail(db: Db): Promise<ChainReport> {
  const state = newVerifier();
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_records')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    verifyChain(
      rows.map((r) => ({
        id: Number(r.id),
        at: new Date(r.at),
        actorKind: r.actor_kind,
        staffUserId: r.staff_user_id,
        userName: r.user_name,
        action: r.action,
        area: r.area,
        entity: r.entity,
        entityId: r.entity_id,
        outcome: r.outcome,
        ip: r.ip,
        reason: r.reason,
        beforeJson: r.before_json,
        afterJson: r.after_json,
        prevHash: r.prev_hash,
        hash: r.hash,
      })),
      state,
    );
    if (rows.length < PAGE || state.broken !== null) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  return {
    checked: state.checked,
    unchained: state.unchained,
    broken: state.broken,
    lastHash: state.lastHash,
  };
}
