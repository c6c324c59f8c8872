import { calendarPayloadAppointments, toCalendarEvents } from '../../domain/appointments/calendar-events';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import { ok } from '../../domain/shared/result';
import type { CalendarGateway, CalendarMonth } from '../ports/calendar-gateway';
import type { Clock } from '../ports/clock';
import type { TokenStore } from '../ports/token-store';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import type { DoctorCalendarState } from './patient-lists';
import { DOCTOR_CALENDAR_POLICY } from './patient-lists';
import { readPatientId } from './read-patient-id';

/** The month `now` falls in, in the viewer's local time. */
export function monthOf(now: Date): CalendarMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * Loads a doctor's calendar for a month (`/Doctor/{doctorId}/{YYYY-MM}`): the appointments of the
 * payload's first item become events, cancelled ones hidden, coloured by state, and reserved ones
 * teal when the current patient (from the stored info) booked them. Without a month, the current
 * one. Asking for another month before the answer drops it.
 */
export class LoadDoctorCalendar {
  constructor(
    private readonly gateway: CalendarGateway,
    private readonly tokens: Pick<TokenStore, 'patientInfo'>,
    private readonly clock: Clock,
    private readonly lists: LoadList,
  ) {}

  async execute(
    store: StateStore<DoctorCalendarState>,
    doctorId: DoctorId,
    month?: CalendarMonth,
  ): Promise<DoctorCalendarState> {
    const shown = month ?? monthOf(this.clock.now());
    updateStore(store, (state) => ({ ...state, month: shown }));
    await this.lists.run({
      store: focusStore(
        store,
        (state) => state.list,
        (state, list) => ({ ...state, list }),
      ),
      owner: store,
      policy: DOCTOR_CALENDAR_POLICY,
      load: async () => {
        const result = await this.gateway.doctorCalendar(doctorId, shown);
        return result.ok ? ok(calendarPayloadAppointments(result.value)) : result;
      },
      // The patient is read when the answer is there: signing in meanwhile counts.
      itemsOf: (appointments) => toCalendarEvents(appointments, readPatientId(this.tokens.patientInfo())),
    });
    return store.get();
  }
}
