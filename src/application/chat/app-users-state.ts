import { initialListState, type ListState } from '../../domain/lists/list-state';
import { filterPatients, type PatientFilter } from '../../domain/patients/patient-filter';
import type { ChatAppUser } from '../ports/chat-gateway';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';

/** The app users screen: the patients of the app and the patient filter. */
export interface AppUsersState {
  readonly list: ListState<ChatAppUser>;
  readonly filter: PatientFilter;
}

export function initialAppUsers(): AppUsersState {
  return { list: initialListState(), filter: {} };
}

/** The catalogue's behaviour of the read (area `chat`). */
export const APP_USERS_POLICY = resourceListPolicy(ResourceKey.AppUsers);

/** The patients shown: those meeting every chosen criterion of the filter. */
export function visibleAppUsers(state: AppUsersState): readonly ChatAppUser[] {
  return filterPatients(state.list.items, state.filter);
}
