import { auditPageRange } from '../../domain/paging/audit-page-range';
import { normalisePage, normalisePageSize } from '../../domain/paging/normalise-paging';
import { pageCount } from '../../domain/paging/page-count';
import type { AuditGateway } from '../ports/audit-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { AUDIT_POLICY, type AuditState } from './audit-state';

/**
 * Loads one page of the audit records: the call asks for records from offset = (page - 1) * size to
 * end = page * size, and the answer's count sets the page count. No page reloads the current one;
 * an answer for a page no longer asked for is dropped.
 */
export class LoadAuditPage {
  constructor(
    private readonly gateway: AuditGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<AuditState>, page?: number, size?: number): Promise<AuditState> {
    const asked = updateStore(store, (state) => ({
      ...state,
      page: normalisePage(page ?? state.page),
      size: normalisePageSize(size ?? state.size),
    }));
    const range = auditPageRange(asked.page, asked.size);
    const outcome = await this.lists.run({
      store: focusStore(
        store,
        (state) => state.list,
        (state, list) => ({ ...state, list }),
      ),
      owner: store,
      policy: AUDIT_POLICY,
      load: () => this.gateway.page(range, asked.filter),
      itemsOf: (answer) => answer.records,
    });
    if (outcome.kind === 'applied' && outcome.result.ok) {
      const { count } = outcome.result.value;
      updateStore(store, (state) => ({ ...state, count, pageCount: pageCount(count, asked.size) }));
    }
    return store.get();
  }
}
