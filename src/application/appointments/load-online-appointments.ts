import { applyMissedRule } from '../../domain/appointments/missed-rule';
import { ok } from '../../domain/shared/result';
import type { AppointmentsGateway } from '../ports/appointments-gateway';
import type { Clock } from '../ports/clock';
import type { LoadList } from '../lists/load-list';
import type { StateStore } from '../shared/state-store';
import {
  ONLINE_APPOINTMENTS_POLICY,
  onlineAppointmentsList,
  type OnlineAppointmentsState,
} from './online-appointments-state';

/**
 * Loads the dashboard's online appointments: every reserved appointment that has started by the
 * clock's now is relabelled missed, and the reserved and missed counters are set from the same
 * pass. A failure is the list's error (a 403 also marks `appointments` forbidden).
 */
export class LoadOnlineAppointments {
  constructor(
    private readonly gateway: AppointmentsGateway,
    private readonly clock: Clock,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<OnlineAppointmentsState>): Promise<OnlineAppointmentsState> {
    const outcome = await this.lists.run({
      store: onlineAppointmentsList(store),
      owner: store,
      policy: ONLINE_APPOINTMENTS_POLICY,
      load: async () => {
        const result = await this.gateway.list();
        // The clock is read when the answer is there: "now" is the moment the rows are shown.
        return result.ok ? ok(applyMissedRule(result.value, this.clock.now().getTime())) : result;
      },
      itemsOf: (outcome) => outcome.appointments,
    });
    if (outcome.kind === 'applied' && outcome.result.ok) {
      const { reserved, missed } = outcome.result.value;
      store.set({ ...store.get(), reserved, missed });
    }
    return store.get();
  }
}
