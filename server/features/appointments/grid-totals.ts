import type { Db } from '../../db/database';

/** The most filters whose totals are kept at once; past it the one kept longest ago goes first. */
export const GRID_TOTALS_MAX = 1_000;

/**
 * The grid's filter totals, each kept under the appointments' write mark it was counted at
 * (migration 400: the mark changes with every statement that writes appointments, on any replica
 * and by any means). A total is used only with a page read at the same mark, in the same
 * statement as the page's rows, so it is exactly the total of what that page was read from; when
 * the mark has moved, every kept total is dropped and the filter counted again. Nothing is told
 * between replicas and nothing expires: the database says when a total is stale.
 */
export class GridTotals {
  #mark: string | null = null;
  readonly #totals = new Map<string, number>();

  constructor(private readonly max: number = GRID_TOTALS_MAX) {}

  /** The total last counted for `filter`, with the mark it was counted at; nothing if none is kept. */
  latest(filter: string): { readonly mark: string; readonly total: number } | undefined {
    const total = this.#totals.get(filter);
    return total === undefined || this.#mark === null ? undefined : { mark: this.#mark, total };
  }

  /** Keeps `total` for `filter` as counted at `mark`; totals of another mark are dropped. */
  keep(filter: string, mark: string, total: number): void {
    if (mark !== this.#mark) {
      this.#totals.clear();
      this.#mark = mark;
    }
    this.#totals.delete(filter);
    this.#totals.set(filter, total);
    for (const oldest of this.#totals.keys()) {
      if (this.#totals.size <= this.max) break;
      this.#totals.delete(oldest);
    }
  }

  get size(): number {
    return this.#totals.size;
  }
}

const perDatabase = new WeakMap<Db, GridTotals>();

/** The totals kept for one database (a process may open several: the tests do). */
export function gridTotalsOf(db: Db): GridTotals {
  let totals = perDatabase.get(db);
  if (totals === undefined) {
    totals = new GridTotals();
    perDatabase.set(db, totals);
  }
  return totals;
}
