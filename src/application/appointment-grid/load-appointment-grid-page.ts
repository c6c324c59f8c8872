import { appointmentGridSkip } from '../../domain/paging/appointment-grid-skip';
import { pageFromGridIndex } from '../../domain/paging/grid-page';
import { pageCount } from '../../domain/paging/page-count';
import { PagingDefault } from '../../domain/paging/paging-default';
import type { AppointmentGridFilter, AppointmentGridGateway } from '../ports/appointment-grid-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { APPOINTMENT_GRID_POLICY, type AppointmentGridState } from './appointment-grid-state';

/** What the grid asks for: a page by the grid's zero-based index, a new filter, or both. */
export interface AppointmentGridRequest {
  readonly gridIndex?: number | undefined;
  readonly filter?: AppointmentGridFilter | undefined;
}

/**
 * Loads one page of the appointments grid: the stored page is the grid's index plus 1, `skip` =
 * (page - 1) * pageSize with a page size of 50, and the filter travels with the call. A new filter
 * without an index goes back to the first page (the old page may not exist under it); no request at
 * all reloads the current page. Page and filter are stored at once, so the grid shows what was
 * asked while it loads; an answer for a page no longer asked for is dropped.
 */
export class LoadAppointmentGridPage {
  constructor(
    private readonly gateway: AppointmentGridGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(
    store: StateStore<AppointmentGridState>,
    request: AppointmentGridRequest = {},
  ): Promise<AppointmentGridState> {
    const asked = updateStore(store, (state) => ({
      ...state,
      filter: request.filter ?? state.filter,
      page:
        request.gridIndex !== undefined
          ? pageFromGridIndex(request.gridIndex)
          : request.filter !== undefined
            ? PagingDefault.FirstPage
            : state.page,
    }));
    const { page, pageSize, filter } = asked;
    const outcome = await this.lists.run({
      store: focusStore(
        store,
        (state) => state.list,
        (state, list) => ({ ...state, list }),
      ),
      owner: store,
      policy: APPOINTMENT_GRID_POLICY,
      load: () => this.gateway.page({ skip: appointmentGridSkip(page, pageSize), pageSize, filter }),
      itemsOf: (answer) => answer.appointments,
    });
    if (outcome.kind === 'applied' && outcome.result.ok) {
      const { total, states } = outcome.result.value;
      updateStore(store, (state) => ({
        ...state,
        total,
        pageCount: pageCount(total, pageSize, PagingDefault.AppointmentGridPageSize),
        states,
      }));
    }
    return store.get();
  }
}
