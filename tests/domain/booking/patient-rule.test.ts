import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import {
  DEFAULT_PATIENT_RULE,
  PatientBookRefusal,
  PatientCancelRefusal,
  patientBookRefusal,
  patientCancelRefusal,
} from '../../../src/domain/booking/patient-rule';
import { addDays, hospitalDate, hospitalDay, minuteOfDay } from '../../../src/domain/booking/hospital-day';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 1, 9);

describe("the patient's cancellation rule", () => {
  it('allows exactly reserved or assigned appointments at least the rule’s hours ahead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_APPOINTMENT_STATES),
        fc.integer({ min: -100 * HOUR, max: 100 * HOUR }),
        fc.integer({ min: 0, max: 72 }),
        (state, ahead, hours) => {
          const refusal = patientCancelRefusal(state, NOW + ahead, NOW, hours);
          const open = (state === 1 || state === 2) && ahead > 0;
          expect(refusal === null).toBe(open && ahead >= hours * HOUR);
          if (!open) expect(refusal).toBe(PatientCancelRefusal.NotOpen);
          // What the patient may do is always a change the transition model allows.
          if (refusal === null) expect(transition(state, AppointmentState.CancelledByPatient).ok).toBe(true);
        },
      ),
    );
  });

  it('example: two hours before is still in time, a minute later is not', () => {
    expect(patientCancelRefusal(1, NOW + 2 * HOUR, NOW, 2)).toBeNull();
    expect(patientCancelRefusal(1, NOW + 2 * HOUR - 60_000, NOW, 2)).toBe(PatientCancelRefusal.TooLate);
    expect(patientCancelRefusal(3, NOW + 5 * HOUR, NOW, 2)).toBe(PatientCancelRefusal.NotOpen);
  });
});

describe("the patient's booking rule", () => {
  it('refuses a blocked account, then one at its limit of open bookings', () => {
    expect(patientBookRefusal(DEFAULT_PATIENT_RULE, 2, NOW)).toBeNull();
    expect(patientBookRefusal(DEFAULT_PATIENT_RULE, 3, NOW)).toBe(PatientBookRefusal.TooManyOpen);
    expect(patientBookRefusal({ ...DEFAULT_PATIENT_RULE, canBookOnline: false }, 0, NOW)).toBe(
      PatientBookRefusal.Blocked,
    );
    const blocked = { ...DEFAULT_PATIENT_RULE, blockedUntil: NOW + HOUR };
    expect(patientBookRefusal(blocked, 0, NOW)).toBe(PatientBookRefusal.Blocked);
    expect(patientBookRefusal(blocked, 0, NOW + HOUR)).toBeNull();
  });
});

describe("the hospital's days", () => {
  it('reads a local date in Baghdad time, whatever the clock of the machine', () => {
    // 22:30 UTC on 28 February is 01:30 on 1 March in Baghdad.
    const late = Date.UTC(2026, 1, 28, 22, 30);
    expect(hospitalDate(late)).toBe('2026-03-01');
    expect(hospitalDay('2026-03-01', late)).toEqual({
      midnight: Date.UTC(2026, 1, 28, 21),
      weekday: 0,
      daysAhead: 0,
    });
    expect(hospitalDay('2026-03-03', late)?.daysAhead).toBe(2);
    expect(hospitalDay('2026-02-30', late)).toBeUndefined();
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(minuteOfDay('08:30:00')).toBe(510);
    expect(minuteOfDay('24:00')).toBeUndefined();
  });
});
