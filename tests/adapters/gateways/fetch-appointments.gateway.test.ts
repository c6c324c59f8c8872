import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchAppointmentsGateway } from '../../../src/adapters/gateways/fetch-appointments.gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { reply } from '../support/http-test-server';
import {
  BEARER,
  bodyOf,
  httpClient,
  onlyRequest,
  pathOf,
  resourceGateway,
  useTestServer,
} from './gateway-setup';

const server = useTestServer();
const gateway = () =>
  new FetchAppointmentsGateway({
    http: httpClient(server()),
    resources: resourceGateway(server(), ClientApp.Dashboard),
  });

describe('FetchAppointmentsGateway.list', () => {
  it('reads GET /api/Appointment with the staff token into online appointments in local time', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          id: 41,
          appointmnetState: 1,
          appointmnetStateString: 'Reserved',
          startingTime: '2026-03-15T09:00:00',
          endingTime: '2026-03-15T09:20:00',
        },
        { id: 'a-42', appointmnetState: 3, startingTime: '2026-03-15T10:00', endingTime: '2026-03-15T10:20' },
      ]),
    );
    expect(await gateway().list()).toEqual({
      ok: true,
      value: [
        {
          id: asAppointmentId('41'),
          state: AppointmentState.Reserved,
          stateLabel: 'Reserved',
          startingTime: new Date(2026, 2, 15, 9, 0).getTime(),
          endingTime: new Date(2026, 2, 15, 9, 20).getTime(),
        },
        {
          id: asAppointmentId('a-42'),
          state: AppointmentState.Waiting,
          stateLabel: 'Waiting',
          startingTime: new Date(2026, 2, 15, 10, 0).getTime(),
          endingTime: new Date(2026, 2, 15, 10, 20).getTime(),
        },
      ],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Appointment',
      BEARER.staff,
    ]);
  });

  it('answers MalformedResponse for a state number the product does not know', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        { id: 1, appointmnetState: 9, startingTime: '2026-03-15T09:00', endingTime: '2026-03-15T09:20' },
      ]),
    );
    expect(await gateway().list()).toEqual({
      ok: false,
      error: AppErrors.malformed('onlineAppointments', '[0].appointmnetState'),
    });
  });
});

describe('FetchAppointmentsGateway.changeState', () => {
  it('puts the new state as { appointmnetState } to /api/Appointment/{id}/state with the staff token', async () => {
    await fc.assert(
      fc.asyncProperty(
        // "." and ".." are URL dot-segments, which every URL parser folds away; no backend id is one.
        fc.string({ minLength: 1 }).filter((id) => id !== '.' && id !== '..'),
        fc.constantFrom(...ALL_APPOINTMENT_STATES),
        async (id, state) => {
          server().handle((_q, response) => reply(response, 204));
          expect(await gateway().changeState(asAppointmentId(id), state)).toEqual({
            ok: true,
            value: undefined,
          });
          const seen = onlyRequest(server());
          expect([seen.method, seen.headers.authorization]).toEqual(['PUT', BEARER.staff]);
          // The id travels URI-encoded as one path segment and reads back exactly.
          const segments = pathOf(seen).split('/');
          expect(segments.length).toBe(5);
          expect([segments[1], segments[2], decodeURIComponent(segments[3] ?? ''), segments[4]]).toEqual([
            'api',
            'Appointment',
            id,
            'state',
          ]);
          expect(bodyOf(seen)).toEqual({ appointmnetState: state });
        },
      ),
    );
  });

  it.each([
    { status: 403, error: AppErrors.forbidden() },
    { status: 404, error: AppErrors.notFound({ message: 'There is no such appointment.' }) },
    { status: 409, error: AppErrors.conflict({ message: 'There is no such appointment.' }) },
  ])('a $status refusal comes back as its error', async ({ status, error }) => {
    server().handle((_q, response) => reply(response, status, { message: 'There is no such appointment.' }));
    expect(await gateway().changeState(asAppointmentId('7'), AppointmentState.Seen)).toEqual({
      ok: false,
      error,
    });
  });
});
