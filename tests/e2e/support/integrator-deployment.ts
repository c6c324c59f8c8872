import type { Rebind } from '../../../src/adapters/container';
import { Tokens } from '../../../src/adapters/tokens';
import type { AuditGateway, AuditRecord } from '../../../src/application/ports/audit-gateway';
import { ok } from '../../../src/domain/shared/result';

/** What the integrator's own audit store holds: rows the reference server has never seen. */
export const INTEGRATOR_AUDIT: readonly AuditRecord[] = [
  {
    id: 'ext-1',
    userName: 'Integrator Audit Store',
    action: 'Exported the night shift roster',
    occurredAt: Date.UTC(2026, 0, 5, 21, 30),
    details: 'Read from the hospital archive, not from the API',
  },
  {
    id: 'ext-2',
    userName: 'Integrator Audit Store',
    action: 'Signed the pharmacy stock count',
    occurredAt: Date.UTC(2026, 0, 5, 7, 0),
    details: 'Read from the hospital archive, not from the API',
  },
];

/** The audit screen's port, answered from the integrator's store. */
class ArchiveAuditGateway implements AuditGateway {
  async page() {
    return ok({ records: INTEGRATOR_AUDIT, count: INTEGRATOR_AUDIT.length });
  }
}

/**
 * A deployment module as an integrator writes it, in place of `src/deployment.ts`: one port
 * rebound, the rest of the app as shipped.
 */
export const rebind: Rebind = (container) => {
  container.rebind(Tokens.AuditGateway).toConstantValue(new ArchiveAuditGateway());
};
