import { describe, expect, test } from 'vitest';
import { asAppointmentId, type AppointmentId } from '../../src/domain/appointments/appointment-id';
import type { AppointmentState } from '../../src/domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../src/domain/appointments/appointment-state-label';
import { summarizeAppointmentStates } from '../../src/domain/appointments/appointment-state-summary';
import { toCalendarEvents, type CalendarAppointment } from '../../src/domain/appointments/calendar-events';
import { applyMissedRule } from '../../src/domain/appointments/missed-rule';
import { asPatientId, type PatientId } from '../../src/domain/appointments/patient-id';
import { patientAppointments } from '../../src/domain/appointments/patient-appointments';

const ROWS = 100_000;
const NOW = Date.UTC(2026, 2, 1, 9, 0, 0);
const MINUTE = 60_000;

/** mulberry32: a small seeded generator, so every run measures the same rows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A month's bookings either side of now, weighted as a clinic's list looks: mostly reserved,
// a fair share seen or cancelled, few in between. States and weights are kept in separate arrays
// so the states stay small integers, as they are after JSON.parse (a [state, weight] pair would
// be an array of doubles and make every state a boxed number, which real data never is).
const STATES: readonly AppointmentState[] = [1, 2, 3, 4, 5, 6, 7];
const WEIGHTS: readonly number[] = [0.4, 0.08, 0.05, 0.25, 0.1, 0.05, 0.07];

interface Row {
  readonly id: AppointmentId;
  readonly state: AppointmentState;
  readonly stateLabel: string;
  readonly startingTime: number;
  readonly endingTime: number;
  readonly issuerId: PatientId;
  readonly doctorName: string;
}

const random = prng(20261122);
const patients = Array.from({ length: 5_000 }, (_, i) => asPatientId(`patient-${i}`));
const ME = patients[42] as PatientId;

function pickState(): AppointmentState {
  let r = random();
  for (let i = 0; i < STATES.length; i++) {
    const weight = WEIGHTS[i] as number;
    if (r < weight) return STATES[i] as AppointmentState;
    r -= weight;
  }
  return 1;
}

const rows: Row[] = Array.from({ length: ROWS }, (_, i) => {
  const state = pickState();
  // Slots on the quarter hour, so some start exactly at NOW.
  const startingTime = NOW + Math.floor((random() * 2 - 1) * 30 * 4 * 24) * 15 * MINUTE;
  return {
    id: asAppointmentId(`appt-${i}`),
    state,
    stateLabel: appointmentStateLabel(state),
    startingTime,
    endingTime: startingTime + (1 + Math.floor(random() * 4)) * 15 * MINUTE,
    issuerId: patients[Math.floor(random() * patients.length)] as PatientId,
    doctorName: `Dr. ${i % 300}`,
  };
});
// The patient's own list as the backend sends it: every row is theirs (the rule must still check).
const ownRows: Row[] = rows.map((r) => ({ ...r, issuerId: ME }));
const calendar: CalendarAppointment[] = rows.map((r) => ({
  id: r.id,
  startTime: r.startingTime,
  endTime: r.endingTime,
  issuerId: r.issuerId,
  state: r.state,
}));

// A sink the results flow into, so the engine cannot drop the work as dead code.
let sink = 0;

// The table shows mean and upper percentiles; the budget is on the median, so print it too.
const reportMedian = (result: { name: string; latency: { p50?: number | undefined } }) => {
  console.log(`median ${result.name}: ${result.latency.p50?.toFixed(3)} ms`);
};

// Vitest 5 offers `bench` as a fixture of the test context (not a top-level import): one test,
// one benchmark per rule.
describe(`appointments over ${ROWS} rows`, () => {
  test('missed rule', async ({ bench }) => {
    reportMedian(
      await bench('applyMissedRule', () => {
        sink += applyMissedRule(rows, NOW).missed;
      }).run(),
    );
  });

  test('state summary', async ({ bench }) => {
    reportMedian(
      await bench('summarizeAppointmentStates', () => {
        sink += summarizeAppointmentStates(rows).seen;
      }).run(),
    );
  });

  test('patient-side rules, mixed issuers', async ({ bench }) => {
    reportMedian(
      await bench('patientAppointments (mixed issuers)', () => {
        sink += patientAppointments(rows, ME, NOW).length;
      }).run(),
    );
  });

  test("patient-side rules, all the patient's own", async ({ bench }) => {
    reportMedian(
      await bench('patientAppointments (all own)', () => {
        sink += patientAppointments(ownRows, ME, NOW).length;
      }).run(),
    );
  });

  test('calendar mapping', async ({ bench }) => {
    reportMedian(
      await bench('toCalendarEvents', () => {
        sink += toCalendarEvents(calendar, ME).length;
      }).run(),
    );
  });

  test('the benchmarks did real work', () => {
    expect(sink).toBeGreaterThan(0);
  });
});
