import type { PatientFilter } from '../../domain/patients/patient-filter';
import { updateStore, type StateStore } from '../shared/state-store';
import type { AppUsersState } from './app-users-state';

/** Sets the patient filter of the app users; every criterion left out is not chosen. */
export function filterAppUsers(store: StateStore<AppUsersState>, filter: PatientFilter): AppUsersState {
  return updateStore(store, (state) => ({ ...state, filter }));
}
