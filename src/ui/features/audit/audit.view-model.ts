import { makeAutoObservable, runInAction } from 'mobx';
import { initialAuditState, type AuditState } from '../../../application/audit/audit-state';
import type { LoadAuditPage } from '../../../application/audit/load-audit-page';
import type { StateStore } from '../../../application/shared/state-store';
import { AppErrors } from '../../../domain/errors/app-error';

/**
 * The audit screen (000 §7, §9): the server pages the records (offset and end), so this holds one
 * page, its number and the page count; the use case drops an answer for a page no longer asked for.
 */
export class AuditViewModel {
  state: AuditState;

  private readonly store: StateStore<AuditState> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(
    private readonly loadAuditPage: Pick<LoadAuditPage, 'execute'>,
    firstPage: number,
  ) {
    this.state = { ...initialAuditState(), page: firstPage };
    makeAutoObservable<this, 'loadAuditPage' | 'store'>(
      this,
      { loadAuditPage: false, store: false },
      { autoBind: true },
    );
  }

  /** Loads the current page again (the first load, Retry). */
  async load(): Promise<void> {
    await this.run(() => this.loadAuditPage.execute(this.store));
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
