import type { AuditGateway, AuditPage } from '../../../src/application/ports/audit-gateway';
import type { AuditPageRange } from '../../../src/domain/paging/audit-page-range';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeAuditGateway implements AuditGateway {
  readonly answers = {
    page: new ScriptedCall<[AuditPageRange], AuditPage>(ok({ records: [], count: 0 })),
  };

  page(range: AuditPageRange) {
    return this.answers.page.invoke(range);
  }
}
