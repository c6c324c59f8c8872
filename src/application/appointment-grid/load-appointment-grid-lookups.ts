import type { AppointmentGridGateway } from '../ports/appointment-grid-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import type { StateStore } from '../shared/state-store';
import {
  DOCTOR_LOOKUP_POLICY,
  STATE_LOOKUP_POLICY,
  type AppointmentGridLookups,
} from './appointment-grid-state';

/**
 * Loads the grid filter's lookups: the appointment states and the doctors, both called without a
 * token and at the same time. Their failures are only logged.
 */
export class LoadAppointmentGridLookups {
  constructor(
    private readonly gateway: AppointmentGridGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<AppointmentGridLookups>): Promise<AppointmentGridLookups> {
    await Promise.all([
      this.lists.execute(
        focusStore(
          store,
          (state) => state.states,
          (state, states) => ({ ...state, states }),
        ),
        STATE_LOOKUP_POLICY,
        () => this.gateway.states(),
        store,
      ),
      this.lists.execute(
        focusStore(
          store,
          (state) => state.doctors,
          (state, doctors) => ({ ...state, doctors }),
        ),
        DOCTOR_LOOKUP_POLICY,
        () => this.gateway.doctors(),
        store,
      ),
    ]);
    return store.get();
  }
}
