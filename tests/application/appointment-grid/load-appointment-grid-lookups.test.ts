import { describe, expect, it } from 'vitest';
import {
  initialAppointmentGridLookups,
  type AppointmentGridLookups,
} from '../../../src/application/appointment-grid/appointment-grid-state';
import { LoadAppointmentGridLookups } from '../../../src/application/appointment-grid/load-appointment-grid-lookups';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { listFlags } from '../../../src/domain/lists/list-state';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

function setUp() {
  const ports = fakePorts();
  const store = createStateStore<AppointmentGridLookups>(initialAppointmentGridLookups());
  const load = new LoadAppointmentGridLookups(
    ports.appointmentGrid,
    new LoadList(ports.forbidden, ports.logger),
  );
  return { ports, store, load };
}

describe('the appointments grid filter lookups', () => {
  it('loads the appointment states and the doctors', async () => {
    const { ports, store, load } = setUp();
    const states = [{ state: AppointmentState.Seen, label: 'Seen' }];
    const doctors = [{ id: 'd1' as DoctorId, name: 'Dr. Hawre' }];
    ports.appointmentGrid.answers.states.succeeds(states);
    ports.appointmentGrid.answers.doctors.succeeds(doctors);
    const state = await load.execute(store);
    expect(state.states.items).toEqual(states);
    expect(state.doctors.items).toEqual(doctors);
  });

  it.each(FAILURE_PATHS)('a $name failure of one lookup leaves the other loaded', async ({ error }) => {
    const { ports, store, load } = setUp();
    const doctors = [{ id: 'd1' as DoctorId, name: 'Dr. Hawre' }];
    ports.appointmentGrid.answers.states.fails(error);
    ports.appointmentGrid.answers.doctors.succeeds(doctors);
    const state = await load.execute(store);
    expect(listFlags(state.states.status).loading).toBe(false);
    expect(state.doctors.items).toEqual(doctors);
    expect(state.doctors.status.kind).toBe('loaded');
  });
});
