import { makeAutoObservable, runInAction } from 'mobx';
import type { HomeFigures, LoadHome } from '../../../application/home/load-home';
import { homePartsFor, type HomePart } from '../../../domain/home/home-parts';
import { daySeries, HOME_SERIES_DAYS, type DaySeries } from '../../../domain/home/home-summary';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { PermissionArea } from '../../../domain/lists/permission-area';

/** What the home needs of the app: the user's areas. */
export interface HomeApp {
  readonly areas: readonly PermissionArea[];
}

/**
 * The dashboard home (#17): today's cards, the appointments of the last 30 days by state, and the
 * doctors' figures, each part only for a role that may see it. A 403 (a role changed while signed
 * in) shows "access denied"; any other failure the error with Retry.
 */
export class HomeViewModel {
  status: ListStatus = { kind: 'loading' };
  figures: HomeFigures | undefined = undefined;

  constructor(
    private readonly loadHome: LoadHome,
    private readonly app: HomeApp,
  ) {
    makeAutoObservable<this, 'loadHome' | 'app'>(this, { loadHome: false, app: false }, { autoBind: true });
  }

  /** The parts this user sees, in the home's order. */
  get parts(): readonly HomePart[] {
    return homePartsFor(this.app.areas);
  }

  /** The per-day chart's data, once loaded, for a role with appointments. */
  get series(): DaySeries | undefined {
    const summary = this.figures?.summary;
    if (summary?.appointments === undefined) return undefined;
    return daySeries(summary.appointments.perDay, summary.from, HOME_SERIES_DAYS);
  }

  async load(): Promise<void> {
    this.status = { kind: 'loading' };
    const result = await this.loadHome.execute(this.app.areas);
    runInAction(() => {
      if (result.ok) {
        this.figures = result.value;
        this.status = { kind: 'loaded' };
      } else {
        this.status =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
      }
    });
  }
}
