import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardCounts,
  digitsOf,
  filterBoard,
  NO_BOARD_FILTER,
  type BoardAppointment,
} from '../../../src/domain/appointments/appointment-board';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { summarizeAppointmentStates } from '../../../src/domain/appointments/appointment-state-summary';

const name = (en: string) => ({ en, ku: `${en}-ku`, ar: `${en}-ar` });

function row(id: number, fields: Partial<BoardAppointment> = {}): BoardAppointment {
  return {
    id: asAppointmentId(String(id)),
    state: 1,
    stateLabel: 'Reserved',
    startingTime: id * 1000,
    endingTime: id * 1000 + 900,
    version: 1,
    patientName: 'Sara Ahmed',
    patientPhone: '+9647501234567',
    familyRelation: 'Self',
    doctorId: '1',
    doctorName: name('Dr One'),
    centerId: '10',
    centerName: name('Center'),
    bookedBy: 'Sara',
    bookedAt: 0,
    ...fields,
  };
}

const rows = [
  row(1, { doctorId: '1', centerId: '10', state: 2, patientName: 'Karwan Aziz' }),
  row(2, { doctorId: '2', centerId: '10', state: 3, patientPhone: '+9647709876543' }),
  row(3, { doctorId: '1', centerId: '11', state: 7 }),
];

describe('filterBoard', () => {
  it('keeps every row, in order, when nothing is filtered', () => {
    expect(filterBoard(rows, NO_BOARD_FILTER)).toEqual(rows);
  });

  it('keeps only the rows of the chosen doctor, center and state together', () => {
    expect(filterBoard(rows, { ...NO_BOARD_FILTER, doctorId: '1' }).map((r) => r.id)).toEqual(['1', '3']);
    expect(filterBoard(rows, { ...NO_BOARD_FILTER, doctorId: '1', centerId: '11' }).map((r) => r.id)).toEqual(
      ['3'],
    );
    expect(filterBoard(rows, { ...NO_BOARD_FILTER, state: 3 }).map((r) => r.id)).toEqual(['2']);
  });

  it('finds a patient by part of the name, ignoring case', () => {
    expect(filterBoard(rows, { ...NO_BOARD_FILTER, text: '  karwan ' }).map((r) => r.id)).toEqual(['1']);
  });

  it('finds a patient by phone typed as a national number, with spaces or Arabic-Indic digits', () => {
    for (const text of ['0770 987', '٠٧٧٠٩٨٧', '+964 770 98']) {
      expect(filterBoard(rows, { ...NO_BOARD_FILTER, text }).map((r) => r.id)).toEqual(['2']);
    }
  });

  it('does not match phone numbers on fewer than three digits', () => {
    expect(filterBoard(rows, { ...NO_BOARD_FILTER, text: '77' })).toEqual([]);
  });
});

describe('boardCounts', () => {
  it('counts reserved and missed, and agrees with the state summary for the other states', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_APPOINTMENT_STATES)), (states: AppointmentState[]) => {
        const list = states.map((state) => ({ state }));
        const counts = boardCounts(list);
        expect(counts.reserved).toBe(states.filter((s) => s === 1).length);
        expect(counts.missed).toBe(states.filter((s) => s === 7).length);
        expect(counts).toMatchObject(summarizeAppointmentStates(list));
      }),
    );
  });
});

describe('digitsOf', () => {
  it('reads Latin, Arabic-Indic and Persian digits and drops the rest', () => {
    expect(digitsOf('+964 ٧٥٠-۱۲3')).toBe('964750123');
  });
});
