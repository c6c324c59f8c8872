import { makeAutoObservable, runInAction } from 'mobx';
import {
  initialAppUsers,
  visibleAppUsers,
  type AppUsersState,
} from '../../../application/chat/app-users-state';
import { filterAppUsers } from '../../../application/chat/filter-app-users';
import type { LoadAppUsers } from '../../../application/chat/load-app-users';
import type { ChatAppUser } from '../../../application/ports/chat-gateway';
import type { StateStore } from '../../../application/shared/state-store';
import { pageOfRows, type RowsPage } from '../../../domain/paging/page-of-rows';
import type { PatientFilter } from '../../../domain/patients/patient-filter';
import { choiceOptions, type PatientChoice } from './patient-options';

/**
 * `/app/appUsers`: every patient of the app, narrowed by the patient filter (all criteria
 * together), ten a page. Opening one opens their chat, which starts it if they have none.
 */
export class AppUsersViewModel {
  state: AppUsersState = initialAppUsers();
  page = 1;

  readonly store: StateStore<AppUsersState> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(private readonly loadAppUsers: Pick<LoadAppUsers, 'execute'>) {
    makeAutoObservable<this, 'loadAppUsers'>(this, { loadAppUsers: false, store: false }, { autoBind: true });
  }

  /** Every patient meeting the filter, in the server's order (newest account first). */
  get matching(): readonly ChatAppUser[] {
    return visibleAppUsers(this.state);
  }

  get shown(): RowsPage<ChatAppUser> {
    return pageOfRows(this.matching, this.page);
  }

  options(field: PatientChoice): string[] {
    return choiceOptions(field, this.state.list.items);
  }

  async load(): Promise<void> {
    await this.loadAppUsers.execute(this.store);
  }

  setFilter(filter: PatientFilter): void {
    filterAppUsers(this.store, filter);
  }

  setPage(page: number): void {
    this.page = page;
  }
}
