import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchPatientGateway } from '../../../src/adapters/gateways/fetch-patient.gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import type { PatientId } from '../../../src/domain/patients/patient-id';
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
  new FetchPatientGateway({
    http: httpClient(server()),
    resources: resourceGateway(server(), ClientApp.Site),
  });

describe('FetchPatientGateway (the patient token on every call)', () => {
  it('myAppointments reads GET /api/Appointment/GetAllMyAppointments', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          id: 5,
          appointmentState: 1,
          startingTime: '2026-03-16T11:00',
          endingTime: '2026-03-16T11:20',
          issuerId: 'p-1',
        },
      ]),
    );
    expect(await gateway().myAppointments()).toEqual({
      ok: true,
      value: [
        {
          id: asAppointmentId('5'),
          state: AppointmentState.Reserved,
          startingTime: new Date(2026, 2, 16, 11, 0).getTime(),
          endingTime: new Date(2026, 2, 16, 11, 20).getTime(),
          issuerId: asPatientId('p-1'),
        },
      ],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Appointment/GetAllMyAppointments',
      BEARER.patient,
    ]);
  });

  it('myProfiles reads GET /api/Patient/GetAllMyPatients, notSeenTestes as the unseen tests', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        { patientId: 11, notSeenTestes: 3, name: 'Shilan Omar' },
        { patientId: 'p-12', notSeenTestes: 0 },
      ]),
    );
    expect(await gateway().myProfiles()).toEqual({
      ok: true,
      value: [
        { patientId: '11' as PatientId, unseenTests: 3, name: 'Shilan Omar' },
        { patientId: 'p-12' as PatientId, unseenTests: 0, name: '' },
      ],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Patient/GetAllMyPatients',
      BEARER.patient,
    ]);
  });

  it('answers MalformedResponse(myProfiles, [0].notSeenTestes) for a profile without its count', async () => {
    server().handle((_q, response) => reply(response, 200, [{ patientId: 11 }]));
    expect(await gateway().myProfiles()).toEqual({
      ok: false,
      error: AppErrors.malformed('myProfiles', '[0].notSeenTestes'),
    });
  });

  it('sendToHospital posts { message } to /api/Chats/SendToHospital and reads the stored message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (message) => {
        server().handle((_q, response) =>
          reply(response, 200, { id: 9, message, sentAt: '2026-03-15T10:00:00Z', fromStaff: false }),
        );
        expect(await gateway().sendToHospital(message)).toEqual({
          ok: true,
          value: { id: '9', text: message, sentAt: Date.UTC(2026, 2, 15, 10), fromStaff: false },
        });
        const seen = onlyRequest(server());
        expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
          'POST',
          '/api/Chats/SendToHospital',
          BEARER.patient,
        ]);
        expect(bodyOf(seen)).toEqual({ message });
      }),
    );
  });

  it('answers MalformedResponse(sendToHospital, message) when the stored message has no text', async () => {
    server().handle((_q, response) =>
      reply(response, 200, { id: 9, sentAt: '2026-03-15T10:00:00Z', fromStaff: false }),
    );
    expect(await gateway().sendToHospital('Hello')).toEqual({
      ok: false,
      error: AppErrors.malformed('sendToHospital', 'message'),
    });
  });
});
