import { makeAutoObservable, runInAction } from 'mobx';
import { initialAuditState, type AuditState } from '../../../application/audit/audit-state';
import type { LoadAuditPage } from '../../../application/audit/load-audit-page';
import type { StateStore } from '../../../application/shared/state-store';
import type { AuditChainReport, AuditTrailGateway } from '../../../application/ports/audit-trail-gateway';
import { EMPTY_AUDIT_FILTER, type AuditFilter } from '../../../domain/audit/audit-filter';
import { AppErrors, type AppError } from '../../../domain/errors/app-error';

/** The columns of the CSV export, in order: every field the export call answers. */
export const AUDIT_CSV_FIELDS = [
  'id',
  'occurredAt',
  'actorKind',
  'userName',
  'action',
  'area',
  'entity',
  'entityId',
  'outcome',
  'reason',
  'ip',
] as const;

/** Where a one-off call of the screen (the export, the chain's check) stands. */
export type CallState<T> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * The audit screen: the server pages the records (offset and end), so this holds one page, its
 * number and the page count; the use case drops an answer for a page no longer asked for. The
 * filter (#17) narrows the records and the count; a new filter opens its first page. The export
 * asks the server for every record the filter keeps, and the chain's check for the whole trail.
 */
export class AuditViewModel {
  state: AuditState;
  facets: {
    readonly actions: readonly string[];
    readonly areas: readonly string[];
    readonly entities: readonly string[];
  } = {
    actions: [],
    areas: [],
    entities: [],
  };
  exported: CallState<string> = { kind: 'idle' };
  chain: CallState<AuditChainReport> = { kind: 'idle' };

  private readonly store: StateStore<AuditState> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(
    private readonly loadAuditPage: Pick<LoadAuditPage, 'execute'>,
    firstPage: number,
    filter: AuditFilter = EMPTY_AUDIT_FILTER,
    private readonly trail?: AuditTrailGateway,
  ) {
    this.state = { ...initialAuditState(), page: firstPage, filter };
    makeAutoObservable<this, 'loadAuditPage' | 'store' | 'trail'>(
      this,
      { loadAuditPage: false, store: false, trail: false },
      { autoBind: true },
    );
  }

  /** Loads the current page again (the first load, Retry). */
  async load(): Promise<void> {
    await this.run(() => this.loadAuditPage.execute(this.store));
  }

  /** Narrows the records to a new filter and opens its first page; the same filter changes nothing. */
  async applyFilter(filter: AuditFilter): Promise<void> {
    const same = Object.entries(filter).every(([k, v]) => this.state.filter[k as keyof AuditFilter] === v);
    if (same) return;
    this.store.set({ ...this.state, filter, page: 1 });
    this.exported = { kind: 'idle' };
    await this.load();
  }

  /** The actions and record kinds the filter offers; without them the fields stay free text. */
  async loadFacets(): Promise<void> {
    const result = await this.trail?.facets();
    if (result?.ok === true) runInAction(() => (this.facets = result.value));
  }

  /**
   * Every record the filter keeps as CSV text (the server refuses a filter that keeps more than
   * an export holds; the message says so). `fields` are the column titles, in `AUDIT_CSV_FIELDS` order.
   */
  async exportCsv(toCsv: (rows: readonly (readonly string[])[]) => string): Promise<string | undefined> {
    if (this.trail === undefined) return undefined;
    this.exported = { kind: 'busy' };
    const result = await this.trail.exportRecords(this.state.filter);
    return runInAction(() => {
      if (!result.ok) {
        this.exported = { kind: 'failed', error: result.error };
        return undefined;
      }
      const csv = toCsv(result.value.map((r) => AUDIT_CSV_FIELDS.map((f) => String(r[f] ?? ''))));
      this.exported = { kind: 'done', value: csv };
      return csv;
    });
  }

  async verifyChain(): Promise<void> {
    if (this.trail === undefined) return;
    this.chain = { kind: 'busy' };
    const result = await this.trail.verify();
    runInAction(() => {
      this.chain = result.ok
        ? { kind: 'done', value: result.value }
        : { kind: 'failed', error: result.error };
    });
  }

  async goToPage(page: number): Promise<void> {
    const target = Math.min(Math.max(1, page), this.state.pageCount);
    await this.run(() => this.loadAuditPage.execute(this.store, target));
  }

  /**
   * Runs a load; one that could not start (the use case's code did not arrive) shows as the
   * network failure it is, with Retry, rather than a spinner that never ends.
   */
  private async run(load: () => Promise<unknown>): Promise<void> {
    try {
      await load();
    } catch {
      this.store.set({
        ...this.state,
        list: { ...this.state.list, status: { kind: 'error', failure: AppErrors.networkFailure() } },
      });
    }
  }
}
