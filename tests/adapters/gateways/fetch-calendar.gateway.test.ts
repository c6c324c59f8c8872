import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchCalendarGateway } from '../../../src/adapters/gateways/fetch-calendar.gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { reply } from '../support/http-test-server';
import { BEARER, onlyRequest, resourceGateway, useTestServer } from './gateway-setup';

const server = useTestServer();
const gateway = () => new FetchCalendarGateway({ resources: resourceGateway(server(), ClientApp.Site) });

describe('FetchCalendarGateway', () => {
  it('asks GET /api/Doctor/{doctorId}/{YYYY-MM} with the patient token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        async (doctorId, year, month) => {
          server().handle((_q, response) => reply(response, 200, []));
          await gateway().doctorCalendar(doctorId as DoctorId, { year, month });
          const seen = onlyRequest(server());
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
          expect([seen.method, seen.url, seen.headers.authorization]).toEqual([
            'GET',
            `/api/Doctor/${doctorId}/${text}`,
            BEARER.patient,
          ]);
        },
      ),
    );
  });

  it.each([
    { doctorId: '12', year: 2026, month: 3, url: '/api/Doctor/12/2026-03' },
    { doctorId: 'd-7', year: 2025, month: 12, url: '/api/Doctor/d-7/2025-12' },
  ])('doctor $doctorId in $year-$month asks $url', async ({ doctorId, year, month, url }) => {
    server().handle((_q, response) => reply(response, 200, []));
    await gateway().doctorCalendar(doctorId as DoctorId, { year, month });
    expect(onlyRequest(server()).url).toBe(url);
  });

  it('reads the payload as sent: the first item holds the online appointments', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          onlineAppointments: [
            {
              id: 1,
              startTime: '2026-03-16T11:00',
              endTime: '2026-03-16T11:20',
              issuerId: 'p-1',
              appointmentState: 1,
            },
          ],
        },
        { onlineAppointments: null },
      ]),
    );
    expect(await gateway().doctorCalendar('12' as DoctorId, { year: 2026, month: 3 })).toEqual({
      ok: true,
      value: [
        {
          onlineAppointments: [
            {
              id: asAppointmentId('1'),
              startTime: new Date(2026, 2, 16, 11, 0).getTime(),
              endTime: new Date(2026, 2, 16, 11, 20).getTime(),
              issuerId: asPatientId('p-1'),
              state: AppointmentState.Reserved,
            },
          ],
        },
        { onlineAppointments: null },
      ],
    });
  });

  it('answers MalformedResponse(doctorCalendar, field) for an appointment without its end', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          onlineAppointments: [
            { id: 1, startTime: '2026-03-16T11:00', issuerId: 'p-1', appointmentState: 1 },
          ],
        },
      ]),
    );
    expect(await gateway().doctorCalendar('12' as DoctorId, { year: 2026, month: 3 })).toEqual({
      ok: false,
      error: AppErrors.malformed('doctorCalendar', '[0].onlineAppointments[0].endTime'),
    });
  });
});
