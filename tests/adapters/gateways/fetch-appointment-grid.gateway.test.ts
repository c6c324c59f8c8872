import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchAppointmentGridGateway } from '../../../src/adapters/gateways/fetch-appointment-grid.gateway';
import type { AppointmentGridFilter } from '../../../src/application/ports/appointment-grid-gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import { appointmentGridSkip } from '../../../src/domain/paging/appointment-grid-skip';
import { reply } from '../support/http-test-server';
import {
  BEARER,
  httpClient,
  onlyRequest,
  pathOf,
  queryOf,
  resourceGateway,
  useTestServer,
} from './gateway-setup';

const server = useTestServer();
const gateway = () =>
  new FetchAppointmentGridGateway({
    http: httpClient(server()),
    resources: resourceGateway(server(), ClientApp.Dashboard),
  });

const EMPTY_PAGE = { appointments: [], count: 0, states: [] };

const dayArb = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as LocalDate);

const filterArb: fc.Arbitrary<AppointmentGridFilter> = fc.record(
  {
    doctorId: fc.string({ minLength: 1 }).map((id) => id as DoctorId),
    state: fc.constantFrom(...ALL_APPOINTMENT_STATES),
    from: dayArb,
    to: dayArb,
  },
  { requiredKeys: [] },
);

describe('FetchAppointmentGridGateway.page', () => {
  it('asks GET /api/Appointment/FilterAppointmentsDashboard with skip first, then the size and the chosen criteria', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        filterArb,
        async (skip, pageSize, filter) => {
          server().handle((_q, response) => reply(response, 200, EMPTY_PAGE));
          await gateway().page({ skip, pageSize, filter });
          const seen = onlyRequest(server());
          expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
            'GET',
            '/api/Appointment/FilterAppointmentsDashboard',
            BEARER.staff,
          ]);
          const chosen: [string, string][] = [
            ['doctorId', filter.doctorId],
            ['appointmentState', filter.state === undefined ? undefined : String(filter.state)],
            ['from', filter.from],
            ['to', filter.to],
          ].filter((pair): pair is [string, string] => pair[1] !== undefined);
          expect(queryOf(seen)).toEqual([['skip', String(skip)], ['pageSize', String(pageSize)], ...chosen]);
        },
      ),
    );
  });

  it.each([
    { page: 1, pageSize: 50, url: '/api/Appointment/FilterAppointmentsDashboard?skip=0&pageSize=50' },
    { page: 3, pageSize: 50, url: '/api/Appointment/FilterAppointmentsDashboard?skip=100&pageSize=50' },
    { page: 2, pageSize: 10, url: '/api/Appointment/FilterAppointmentsDashboard?skip=10&pageSize=10' },
  ])('page $page of $pageSize asks $url (skip = (page-1)*pageSize)', async ({ page, pageSize, url }) => {
    server().handle((_q, response) => reply(response, 200, EMPTY_PAGE));
    await gateway().page({ skip: appointmentGridSkip(page, pageSize), pageSize, filter: {} });
    expect(onlyRequest(server()).url).toBe(url);
  });

  it('reads the page into its appointments, the total count and the states list', async () => {
    server().handle((_q, response) =>
      reply(response, 200, {
        appointments: [
          {
            id: 9,
            startTime: '2026-03-15T09:00',
            endTime: '2026-03-15T09:30',
            issuerId: 31,
            appointmentState: 2,
          },
        ],
        count: 51,
        states: [{ id: 2, name: 'Assigned' }],
      }),
    );
    expect(await gateway().page({ skip: 0, pageSize: 50, filter: {} })).toEqual({
      ok: true,
      value: {
        appointments: [
          {
            id: asAppointmentId('9'),
            startTime: new Date(2026, 2, 15, 9, 0).getTime(),
            endTime: new Date(2026, 2, 15, 9, 30).getTime(),
            issuerId: asPatientId('31'),
            state: AppointmentState.Assigned,
          },
        ],
        total: 51,
        states: [{ state: AppointmentState.Assigned, label: 'Assigned' }],
      },
    });
  });

  it('answers MalformedResponse(appointmentGridPage, count) for a page without its total', async () => {
    server().handle((_q, response) => reply(response, 200, { appointments: [], states: [] }));
    expect(await gateway().page({ skip: 0, pageSize: 50, filter: {} })).toEqual({
      ok: false,
      error: AppErrors.malformed('appointmentGridPage', 'count'),
    });
  });
});

describe('FetchAppointmentGridGateway lookups (no token)', () => {
  it('reads GET /api/Appointment/GetAppointmentStates without any Authorization header', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        { id: 1, name: 'Reserved' },
        { id: 7, name: 'Missed' },
      ]),
    );
    expect(await gateway().states()).toEqual({
      ok: true,
      value: [
        { state: AppointmentState.Reserved, label: 'Reserved' },
        { state: AppointmentState.Missed, label: 'Missed' },
      ],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Appointment/GetAppointmentStates',
      BEARER.none,
    ]);
  });

  it('reads GET /api/Appointment/GetDoctorsForAppointmentFilter without any Authorization header', async () => {
    server().handle((_q, response) => reply(response, 200, [{ id: 12, name: 'Dr. Hawre Ali' }]));
    expect(await gateway().doctors()).toEqual({
      ok: true,
      value: [{ id: '12' as DoctorId, name: 'Dr. Hawre Ali' }],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Appointment/GetDoctorsForAppointmentFilter',
      BEARER.none,
    ]);
  });

  it('answers MalformedResponse for a doctor without a name', async () => {
    server().handle((_q, response) => reply(response, 200, [{ id: 12 }]));
    expect(await gateway().doctors()).toEqual({
      ok: false,
      error: AppErrors.malformed('appointmentFilterDoctors', '[0].name'),
    });
  });
});
