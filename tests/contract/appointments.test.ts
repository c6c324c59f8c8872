import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_GRID_CALL,
  toAppointmentGridPage,
  toAppointmentGridQuery,
  toGridAppointment,
} from '../../src/contract/appointments/appointment-grid';
import {
  toAppointmentStateChange,
  toAppointmentStateSummary,
  toMyAppointment,
  toOnlineAppointment,
} from '../../src/contract/appointments/appointments';
import { AUDIT_CALL, toAuditPage, toAuditQuery } from '../../src/contract/audit/audit';
import { calendarMonthText, toCalendarPayload } from '../../src/contract/appointments/calendar';
import { epochMs } from '../../src/contract/shared/iso-date-time';
import { auditPageRange } from '../../src/domain/paging/audit-page-range';
import { appointmentGridSkip } from '../../src/domain/paging/appointment-grid-skip';
import { calendarPayloadAppointments } from '../../src/domain/appointments/calendar-events';
import type { LocalDate } from '../../src/domain/patients/local-date';
import type { DoctorId } from '../../src/domain/doctors/doctor-id';
import { dateTimeTextArb, stateArb, wireIdArb } from './wire-arbitraries';

describe('online appointments', () => {
  it('reads the misspelt state keys into state and label, and the times as epoch ms', () => {
    fc.assert(
      fc.property(wireIdArb, stateArb, dateTimeTextArb, dateTimeTextArb, (id, state, start, end) => {
        const wire = {
          id,
          appointmnetState: state,
          appointmnetStateString: 'As sent',
          startingTime: start,
          endingTime: end,
        };
        expect(toOnlineAppointment(wire)).toEqual({
          id: String(id),
          state,
          stateLabel: 'As sent',
          startingTime: epochMs(start),
          endingTime: epochMs(end),
        });
      }),
    );
  });

  it.each([
    [1, undefined, 'Reserved'],
    [5, null, 'Cancelled by patient'],
    [7, '', 'Missed'],
    [2, 'Assigned (room 4)', 'Assigned (room 4)'],
  ] as const)('labels state %s with label %j as %j', (state, label, expected) => {
    const wire = {
      id: 1,
      appointmnetState: state,
      appointmnetStateString: label,
      startingTime: '2026-03-02T09:30:00',
      endingTime: '2026-03-02T09:45:00',
    };
    expect(toOnlineAppointment(wire).stateLabel).toBe(expected);
  });

  it('sends a state change under the key the appointment itself carries', () => {
    expect(toAppointmentStateChange(3)).toEqual({ appointmnetState: 3 });
  });
});

describe('user appointments', () => {
  it('reads appointmentState as state and keeps the issuer as text', () => {
    const wire = {
      id: 9,
      appointmentState: 1,
      startingTime: '2026-03-02T10:00:00Z',
      endingTime: '2026-03-02T10:15:00Z',
      issuerId: 42,
    } as const;
    expect(toMyAppointment(wire)).toEqual({
      id: '9',
      state: 1,
      startingTime: Date.UTC(2026, 2, 2, 10),
      endingTime: Date.UTC(2026, 2, 2, 10, 15),
      issuerId: '42',
    });
  });
});

describe('appointment state summary', () => {
  it('reads the misspelt cancellation counts into the domain names', () => {
    expect(
      toAppointmentStateSummary({
        assigned: 1,
        waiting: 2,
        seen: 3,
        cancledByPatient: 4,
        cancledByAssistant: 5,
      }),
    ).toEqual({ assigned: 1, waiting: 2, seen: 3, cancelledByPatient: 4, cancelledByAssistant: 5 });
  });
});

describe('the appointments grid', () => {
  it('reads a page: its rows, the total count and the states list', () => {
    const page = toAppointmentGridPage({
      appointments: [
        {
          id: 1,
          startTime: '2026-03-02T08:00:00Z',
          endTime: '2026-03-02T08:20:00Z',
          issuerId: 7,
          appointmentState: 2,
        },
      ],
      count: 137,
      states: [{ id: 1, name: 'Reserved' }],
    });
    expect(page).toEqual({
      appointments: [
        {
          id: '1',
          startTime: Date.UTC(2026, 2, 2, 8),
          endTime: Date.UTC(2026, 2, 2, 8, 20),
          issuerId: '7',
          state: 2,
        },
      ],
      total: 137,
      states: [{ state: 1, label: 'Reserved' }],
    });
  });

  it('puts skip first in the query, then the page size and only the chosen criteria', () => {
    const query = toAppointmentGridQuery({
      skip: appointmentGridSkip(3),
      pageSize: 50,
      filter: { doctorId: '12' as DoctorId, from: '2026-03-01' as LocalDate },
    });
    expect(Object.entries(query).filter(([, v]) => v !== undefined)).toEqual([
      ['skip', 100],
      ['pageSize', 50],
      ['doctorId', '12'],
      ['from', '2026-03-01'],
    ]);
    expect(APPOINTMENT_GRID_CALL).toEqual({
      method: 'GET',
      path: '/Appointment/FilterAppointmentsDashboard',
      auth: 'staff',
    });
  });
});

describe('the doctor calendar', () => {
  it('reads the appointments of the first item; later items without them read as none', () => {
    const payload = toCalendarPayload([
      {
        onlineAppointments: [
          {
            id: 3,
            startTime: '2026-03-09T09:00:00Z',
            endTime: '2026-03-09T09:15:00Z',
            issuerId: 42,
            appointmentState: 1,
          },
        ],
      },
      {},
    ]);
    expect(calendarPayloadAppointments(payload)).toEqual([
      {
        id: '3',
        startTime: Date.UTC(2026, 2, 9, 9),
        endTime: Date.UTC(2026, 2, 9, 9, 15),
        issuerId: '42',
        state: 1,
      },
    ]);
    expect(payload[1]).toEqual({ onlineAppointments: null });
  });

  it.each([
    [{ year: 2026, month: 3 }, '2026-03'],
    [{ year: 2026, month: 12 }, '2026-12'],
    [{ year: 999, month: 1 }, '0999-01'],
  ])('writes month %j as %s', (month, text) => {
    expect(calendarMonthText(month)).toBe(text);
  });

  it('maps every grid row alike in the calendar', () => {
    fc.assert(
      fc.property(wireIdArb, dateTimeTextArb, stateArb, (id, time, state) => {
        const row = { id, startTime: time, endTime: time, issuerId: id, appointmentState: state };
        expect(toCalendarPayload([{ onlineAppointments: [row] }])[0]?.onlineAppointments).toEqual([
          toGridAppointment(row),
        ]);
      }),
    );
  });
});

describe('audit', () => {
  it.each([
    [1, 10, { page: 0, limit: 10 }],
    [3, 10, { page: 20, limit: 30 }],
    [2, 25, { page: 25, limit: 50 }],
  ])('sends page %i of size %i as %j (offset in page, end in limit)', (page, size, query) => {
    expect(toAuditQuery(auditPageRange(page, size))).toEqual(query);
  });

  it('reads records and count, with a missing detail as empty text', () => {
    expect(
      toAuditPage({
        records: [{ id: 1, userName: 'admin', action: 'Logged in', occurredAt: '2026-03-02T09:00:00Z' }],
        count: 1289,
      }),
    ).toEqual({
      records: [
        { id: '1', userName: 'admin', action: 'Logged in', occurredAt: Date.UTC(2026, 2, 2, 9), details: '' },
      ],
      count: 1289,
    });
    expect(AUDIT_CALL.path).toBe('/Auidts');
  });
});
