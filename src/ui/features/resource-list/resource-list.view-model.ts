import { makeAutoObservable, runInAction } from 'mobx';
import { searchList } from '../../../application/lists/search-list';
import { RESOURCES, ResourceShape, type ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceListRequest } from '../../../application/lists/load-resource-list';
import type { ListResourceKey } from '../../../application/resources/resource-values';
import type { StateStore } from '../../../application/shared/state-store';
import { AppErrors } from '../../../domain/errors/app-error';
import { ListEvent } from '../../../domain/lists/list-event';
import { listReducer } from '../../../domain/lists/list-reducer';
import { initialListState, type ListState } from '../../../domain/lists/list-state';
import type { DashboardServices } from '../../app/services';
import {
  Paging,
  SortDirection,
  clampPage,
  columnsOf,
  pageCount,
  pageOf,
  rowMatches,
  sortRows,
  toCsv,
  type SortOrder,
  type TableRow,
} from './table-model';

/** What the URL keeps of a list, so a reload shows the same search, page and order. */
export interface ListUrlState {
  readonly query: string;
  readonly page: number;
  readonly sort: SortOrder | null;
}

type ListServices = Pick<DashboardServices, 'loadResourceList' | 'resources'>;

/**
 * One catalogued list on screen: its domain list state (loading, loaded, error, forbidden, the
 * filtered copy), and the table's own view of it (order, page). Single records show as one row.
 */
export class ResourceListViewModel {
  state: ListState<TableRow> = initialListState<TableRow>();
  page: number = Paging.FirstPage;
  sort: SortOrder | null = null;

  private readonly store: StateStore<ListState<TableRow>> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(
    private readonly services: ListServices,
    readonly key: ResourceKey,
    private readonly routeParams: Readonly<Record<string, string | undefined>>,
    initial: ListUrlState,
  ) {
    this.page = initial.page;
    this.sort = initial.sort;
    this.state = { ...this.state, query: initial.query };
    makeAutoObservable<this, 'services' | 'store' | 'routeParams'>(
      this,
      { services: false, store: false, routeParams: false, key: false },
      { autoBind: true },
    );
  }

  get columns(): string[] {
    return columnsOf(this.state.items);
  }

  /** The filtered copy in the chosen order: what the table pages through and the CSV holds. */
  get shownRows(): readonly TableRow[] {
    return sortRows(this.state.filtered, this.sort);
  }

  get pageCount(): number {
    return pageCount(this.shownRows.length);
  }

  /** The page shown: the stored page, kept within the pages the rows fill. */
  get currentPage(): number {
    return clampPage(this.page, this.shownRows.length);
  }

  get pageRows(): readonly TableRow[] {
    return pageOf(this.shownRows, this.currentPage);
  }

  get urlState(): ListUrlState {
    return { query: this.state.query, page: this.page, sort: this.sort };
  }

  /** The path parameters the key needs, from the route; `null` when one is missing. */
  get params(): Record<string, string> | null {
    const values: Record<string, string> = {};
    for (const name of RESOURCES[this.key].params) {
      const value = this.routeParams[name];
      if (value === undefined || value === '') return null;
      values[name] = value;
    }
    return values;
  }

  async load(): Promise<void> {
    const params = this.params;
    if (params === null) {
      this.store.set({ ...this.state, status: { kind: 'error', failure: AppErrors.notFound(null) } });
      return;
    }
    if (RESOURCES[this.key].shape === ResourceShape.Single) {
      await this.loadSingle(params);
      return;
    }
    const key = this.key as ListResourceKey;
    const request = { key, params, matches: rowMatches } as unknown as ResourceListRequest<ListResourceKey>;
    await this.services.loadResourceList.execute(
      this.store as unknown as StateStore<ListState<never>>,
      request,
    );
  }

  search(query: string): void {
    searchList(this.store, { ...this.options(), matches: rowMatches }, query);
    this.page = Paging.FirstPage;
  }

  goToPage(page: number): void {
    this.page = clampPage(page, this.shownRows.length);
  }

  /** Sorts by a column: ascending first, then descending, then back to the server's order. */
  toggleSort(column: string): void {
    if (this.sort?.column !== column) this.sort = { column, direction: SortDirection.Asc };
    else if (this.sort.direction === SortDirection.Asc) this.sort = { column, direction: SortDirection.Desc };
    else this.sort = null;
    this.page = Paging.FirstPage;
  }

  /** The rows shown (every page of the current search and order) as CSV. */
  csv(): string {
    return toCsv(this.columns, this.shownRows);
  }

  private options() {
    const info = RESOURCES[this.key];
    return { emptyIsError: info.emptyIsError, emptyOnError: info.emptyOnError };
  }

  private async loadSingle(params: Record<string, string>): Promise<void> {
    const reduce = listReducer<TableRow>({ ...this.options(), matches: rowMatches });
    this.store.set(reduce(this.state, ListEvent.started()));
    const load = this.services.resources.load as (
      key: ResourceKey,
      ...args: unknown[]
    ) => ReturnType<typeof this.services.resources.load>;
    const args = Object.keys(params).length === 0 ? [] : [params];
    const result = await load(this.key, ...args);
    const event = result.ok
      ? ListEvent.succeeded<TableRow>(
          result.value === null || result.value === undefined ? [] : [result.value],
        )
      : ListEvent.failed(result.error);
    this.store.set(reduce(this.state, event));
  }
}
