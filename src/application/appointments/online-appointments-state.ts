import { initialListState, type ListState } from '../../domain/lists/list-state';
import type { OnlineAppointment } from '../ports/appointments-gateway';
import { focusStore } from '../shared/focus-store';
import type { StateStore } from '../shared/state-store';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';

/** The online appointments screen: the list after the missed rule and its two counters. */
export interface OnlineAppointmentsState {
  readonly list: ListState<OnlineAppointment>;
  readonly reserved: number;
  readonly missed: number;
}

export function initialOnlineAppointments(): OnlineAppointmentsState {
  return { list: initialListState(), reserved: 0, missed: 0 };
}

/** The catalogue's behaviour of the list (area `appointments`). */
export const ONLINE_APPOINTMENTS_POLICY = resourceListPolicy(ResourceKey.OnlineAppointments);

/** The list part of the screen's store. */
export function onlineAppointmentsList(
  store: StateStore<OnlineAppointmentsState>,
): StateStore<ListState<OnlineAppointment>> {
  return focusStore(
    store,
    (state) => state.list,
    (state, list) => ({ ...state, list }),
  );
}
