import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { searchList } from '../../../application/lists/search-list';
import { RESOURCES, ResourceShape, type ResourceKey } from '../../../application/resources/resource-key';
import type { LoadResourceList, ResourceListRequest } from '../../../application/lists/load-resource-list';
import { isOwnApiAddress, type ResourceGateway } from '../../../application/resources/resource-gateway';
import type { RealtimeHubs } from '../../../application/ports/realtime-hubs';
import type { Unsubscribe } from '../../../application/ports/unsubscribe';
import { recordOfList } from '../../../contract/writes/records';
import type { ListResourceKey } from '../../../application/resources/resource-values';
import type { StateStore } from '../../../application/shared/state-store';
import { AppErrors, type AppError } from '../../../domain/errors/app-error';
import { ListEvent } from '../../../domain/lists/list-event';
import { listReducer } from '../../../domain/lists/list-reducer';
import { initialListState, type ListState } from '../../../domain/lists/list-state';
import {
  createCellFormatter,
  plainText,
  type Cell,
  type CellDisplay,
  type References,
} from './columns/cell-format';
import { CellKind } from './columns/column-spec';
import { COLUMNS, RECORD_LISTS } from './columns/columns';
import { isRecord, readField } from './columns/read-field';
import { resolveColumns, type Column } from './columns/resolve-columns';
import { RowTable } from './columns/row-table';
import { memoizeLast } from './memoize-last';
import { stepWhenIdle } from '../../app/when-idle';
import {
  Paging,
  SortDirection,
  clampPage,
  pageCount,
  pageOf,
  sortByKey,
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

interface ListServices {
  readonly loadResourceList: Pick<LoadResourceList, 'execute'>;
  readonly resources: ResourceGateway;
  /** Where writes by other members of staff are announced; without it, the list re-reads only when asked. */
  readonly changes?: Pick<RealtimeHubs, 'onRecordChanged'>;
}

/** How long announced writes are gathered before the list reads again: a burst costs one read. */
export const RECORD_CHANGE_READ_DELAY_MS = 300;

/** Runs a step of work at a time, when the page has nothing better to do, until the step says done. */
export type IdleSteps = (step: () => boolean) => void;

/** Rows whose cells are made per step of the idle-time preparation. */
const PREPARED_PER_STEP = 20;

/**
 * One catalogued list on screen: its domain list state (loading, loaded, error, forbidden, the
 * filtered copy), and the table's own view of it (columns, cells, order, page). A single record is
 * one row, or the rows of its list field (`RECORD_LISTS`).
 */
export class ResourceListViewModel {
  state: ListState<TableRow> = initialListState<TableRow>();
  page: number = Paging.FirstPage;
  sort: SortOrder | null = null;
  /** The lists the `Reference` columns name their ids from, as they arrive. */
  references: References = new Map();

  private readonly store: StateStore<ListState<TableRow>> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  // The language is an argument only to key the memo: the formatter reads it from `display`.
  private readonly tableFor = memoizeLast(
    (
      key: ResourceKey,
      items: readonly TableRow[],
      display: CellDisplay,
      _language: string,
      references: References,
    ) => new RowTable(resolveColumns(COLUMNS[key], items), createCellFormatter(display, references)),
  );

  private readonly sortedFor = memoizeLast(
    (table: RowTable, items: readonly TableRow[], column: string, direction: SortDirection) => {
      const index = table.columns.findIndex((c) => c.id === column);
      return index < 0
        ? items
        : sortByKey(items, (row) => table.cells(row)[index]?.sortKey ?? null, direction);
    },
  );

  private readonly shownFor = memoizeLast(
    (sorted: readonly TableRow[], items: readonly TableRow[], filtered: readonly TableRow[]) => {
      if (filtered === items) return sorted;
      const kept = new Set(filtered);
      return sorted.filter((row) => kept.has(row));
    },
  );

  constructor(
    private readonly services: ListServices,
    readonly key: ResourceKey,
    private readonly routeParams: Readonly<Record<string, string | undefined>>,
    initial: ListUrlState,
    /** The language shown and its messages; read on every use, so a language switch re-renders the cells. */
    private readonly display: CellDisplay,
    /** Where the rows' cells are made ahead of a search; default the browser's idle periods. */
    private readonly idleSteps: IdleSteps = stepWhenIdle,
  ) {
    this.page = initial.page;
    this.sort = initial.sort;
    this.state = { ...this.state, query: initial.query };
    makeAutoObservable<
      this,
      'services' | 'store' | 'routeParams' | 'display' | 'idleSteps' | 'tableFor' | 'sortedFor' | 'shownFor'
    >(
      this,
      {
        // The list state is an immutable value of the domain reducer: observed by reference, never copied.
        state: observableRef,
        references: observableRef,
        services: false,
        store: false,
        routeParams: false,
        display: false,
        idleSteps: false,
        key: false,
        tableFor: false,
        sortedFor: false,
        shownFor: false,
      },
      { autoBind: true },
    );
  }

  /** The rows' cells in the shown language, each row formatted once per load and language. */
  get table(): RowTable {
    return this.tableFor(this.key, this.state.items, this.display, this.display.language, this.references);
  }

  get columns(): readonly Column[] {
    return this.table.columns;
  }

  /** Why the last file a cell links to did not download (its error's code), or null. */
  fileFailure: AppError['code'] | null = null;

  /**
   * Whether a cell's address is a file the server keeps behind the token (a CV sent from the
   * site): opened as a plain link, it would carry no token and be refused.
   */
  isProtectedFile(address: string): boolean {
    return isOwnApiAddress(address) && this.services.resources.download !== undefined;
  }

  /** That file's bytes, fetched with the token; null, with `fileFailure` set, when refused or lost. */
  async downloadFile(address: string): Promise<Blob | null> {
    this.fileFailure = null;
    const download = this.services.resources.download?.bind(this.services.resources);
    const answer = download === undefined ? null : await download(address);
    runInAction(() => {
      if (answer === null) this.fileFailure = 'NotFound';
      else if (!answer.ok) this.fileFailure = answer.error.code;
    });
    return answer?.ok === true ? answer.value : null;
  }

  /** A column's header in the shown language. */
  headerOf(column: Column): string {
    return 'key' in column.header ? this.display.t(column.header.key) : column.header.text;
  }

  cellsOf(row: TableRow): readonly Cell[] {
    return this.table.cells(row);
  }

  /** A single record shown as label and value, not as a table. */
  get isRecordView(): boolean {
    return RESOURCES[this.key].shape === ResourceShape.Single && RECORD_LISTS[this.key] === undefined;
  }

  /**
   * The filtered copy in the chosen order: what the table pages through and the CSV holds. The
   * whole list is sorted once per order; a search then keeps the sorted rows it matched.
   */
  get shownRows(): readonly TableRow[] {
    const { items, filtered } = this.state;
    if (this.sort === null) return filtered;
    const sorted = this.sortedFor(this.table, items, this.sort.column, this.sort.direction);
    return this.shownFor(sorted, items, filtered);
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
    this.loadReferences();
    if (RESOURCES[this.key].shape === ResourceShape.Single) {
      await this.loadSingle(params);
    } else {
      const key = this.key as ListResourceKey;
      const { matches } = this.searchOptions();
      const request = { key, params, matches } as unknown as ResourceListRequest<ListResourceKey>;
      try {
        await this.services.loadResourceList.execute(
          this.store as unknown as StateStore<ListState<never>>,
          request,
        );
      } catch {
        // The use case never ran (its code did not arrive): shown as the network failure it is,
        // with Retry, rather than a spinner that never ends.
        this.store.set({ ...this.state, status: { kind: 'error', failure: AppErrors.networkFailure() } });
        return;
      }
    }
    this.prepareInIdleTime();
    // The search of a reload ran over the previous rows' columns; run it over the new ones.
    this.refreshSearch();
  }

  /**
   * Makes every row's cells and search text in the page's idle periods, a few rows at a time, so
   * the first keystroke of a search costs no more than the next, while the rows' arrival costs only
   * the page drawn. A newer load or another language has a table of its own: the work then stops.
   */
  private prepareInIdleTime(): void {
    const table = this.table;
    const rows = this.state.items;
    let next = 0;
    this.idleSteps(() => {
      if (this.state.items !== rows || this.table !== table) return true;
      const end = Math.min(rows.length, next + PREPARED_PER_STEP);
      for (; next < end; next += 1) table.view(rows[next]);
      return next >= rows.length;
    });
  }

  /**
   * Reads the lists the `Reference` columns point into, beside the rows (again at each load, so a
   * renamed center shows after Retry or a reconnect). One that fails or is forbidden leaves its
   * column showing ids. The cells, the order and the search then follow the names.
   */
  private loadReferences(): void {
    const reads = new Set(
      (COLUMNS[this.key] ?? []).flatMap((spec) =>
        spec.kind === CellKind.Reference &&
        spec.ref !== undefined &&
        RESOURCES[spec.ref.read].params.length === 0
          ? [spec.ref.read]
          : [],
      ),
    );
    // Reads without path parameters, checked above: called as the record editor's lookups are.
    const resources = this.services.resources as unknown as {
      load(key: ResourceKey): ReturnType<ResourceGateway['load']>;
    };
    for (const read of reads) {
      resources.load.call(this.services.resources, read).then(
        (result) => {
          if (!result.ok || !Array.isArray(result.value)) return;
          const byId = new Map<string, unknown>();
          for (const row of result.value as readonly unknown[])
            byId.set(plainText(readField(row, 'id')), row);
          runInAction(() => (this.references = new Map(this.references).set(read, byId)));
          this.prepareInIdleTime();
          this.refreshSearch();
        },
        () => undefined,
      );
    }
  }

  /**
   * Reads the list again when a record it shows, or names in a column, was written elsewhere (the
   * `recordChanged` hub event), gathering a burst of writes into one read. Until unsubscribed.
   */
  watchChanges(): Unsubscribe {
    const changes = this.services.changes;
    if (changes === undefined) return () => undefined;
    const shown = new Set<string | undefined>(
      [
        this.key,
        ...(COLUMNS[this.key] ?? []).flatMap((spec) => (spec.ref === undefined ? [] : [spec.ref.read])),
      ].map((key) => recordOfList(key)),
    );
    shown.delete(undefined);
    let pending: ReturnType<typeof setTimeout> | undefined;
    const off = changes.onRecordChanged(({ record }) => {
      if (record === null || !shown.has(record) || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        void this.load();
      }, RECORD_CHANGE_READ_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(pending);
    };
  }

  search(query: string): void {
    searchList(this.store, this.searchOptions(), query);
    this.page = Paging.FirstPage;
  }

  /**
   * Runs the current search again, after what the cells show has changed (new rows, another
   * language): the domain re-filters only on a new query, so the query is cleared and set again.
   */
  refreshSearch(): void {
    const query = this.state.query;
    if (query === '') return;
    const options = this.searchOptions();
    searchList(this.store, options, '');
    searchList(this.store, options, query);
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

  /** The rows shown (every page of the current search and order) as CSV, with the headers shown. */
  csv(): string {
    const table = this.table;
    return toCsv(
      table.columns.map(this.headerOf),
      this.shownRows.map((row) => table.cells(row).map((cell) => cell.text)),
    );
  }

  /**
   * The list options with the search over the current rows' cells. The table is taken once here,
   * not once per row: a filter of 10,000 rows is then 10,000 `includes`.
   */
  private searchOptions() {
    const info = RESOURCES[this.key];
    const table = this.table;
    return {
      emptyIsError: info.emptyIsError,
      emptyOnError: info.emptyOnError,
      matches: (row: TableRow, query: string) => table.matches(row, query),
    };
  }

  /** The rows a single record shows: its list field's rows, or the record itself. */
  private rowsOfRecord(value: unknown): readonly TableRow[] {
    if (value === null || value === undefined) return [];
    const field = RECORD_LISTS[this.key];
    const list = field !== undefined && isRecord(value) ? value[field] : undefined;
    return Array.isArray(list) ? list : [value];
  }

  private async loadSingle(params: Record<string, string>): Promise<void> {
    const reduce = listReducer<TableRow>(this.searchOptions());
    this.store.set(reduce(this.state, ListEvent.started()));
    const load = this.services.resources.load as (
      key: ResourceKey,
      ...args: unknown[]
    ) => ReturnType<typeof this.services.resources.load>;
    const args = Object.keys(params).length === 0 ? [] : [params];
    // Called on its gateway: an adapter's method may need its own `this`.
    const result = await load.call(this.services.resources, this.key, ...args);
    const event = result.ok
      ? ListEvent.succeeded<TableRow>(this.rowsOfRecord(result.value))
      : ListEvent.failed(result.error);
    this.store.set(reduce(this.state, event));
  }
}
