import { ALL_APPOINTMENT_STATES, type AppointmentState } from '../appointments/appointment-state';

/** How many days the home's per-day series covers, today included. */
export const HOME_SERIES_DAYS = 30;

/** A count of appointments in one state. */
export interface StateCount {
  readonly state: AppointmentState;
  readonly count: number;
}

/** A count of appointments in one state on one day, `daysAgo` counting back from today (0). */
export interface DayStateCount extends StateCount {
  readonly daysAgo: number;
}

/**
 * The dashboard home's figures (`GET /api/Dashboard/HomeSummary`). A part is absent when the
 * user's role does not grant its area (`HOME_PART_AREA`).
 */
export interface HomeSummary {
  /** The start of the user's today, epoch ms. */
  readonly from: number;
  readonly appointments?: {
    readonly today: readonly StateCount[];
    readonly missedSoFar: number;
    readonly perDay: readonly DayStateCount[];
  };
  readonly chat?: { readonly unreadPatients: number };
  readonly otp?: { readonly sent: number; readonly notSent: number };
  readonly feedback?: { readonly newFeedbacks: number; readonly newComplaints: number };
  readonly contact?: { readonly newMessages: number };
  readonly applications?: { readonly newApplications: number };
}

/** One state's line of the per-day chart: a count for each day, oldest first. */
export interface StateSeries {
  readonly state: AppointmentState;
  readonly counts: readonly number[];
}

/** The per-day chart's data: the days' starts (epoch ms, oldest first) and a line per state. */
export interface DaySeries {
  readonly days: readonly number[];
  readonly series: readonly StateSeries[];
}

const DAY_MS = 86_400_000;

/**
 * The per-day counts as a chart draws them: `dayCount` days ending with today, oldest first, one
 * line per state in state order, days without a count at 0. States with no appointment in the
 * whole span are left out, so the legend lists only what the chart shows. Counts for days outside
 * the span are ignored; two counts of one state and day add up. Days are 24 hours apart, as the
 * server counts them.
 */
export function daySeries(perDay: readonly DayStateCount[], from: number, dayCount: number): DaySeries {
  const days = Array.from({ length: dayCount }, (_, i) => from - (dayCount - 1 - i) * DAY_MS);
  const byState = new Map<AppointmentState, number[]>();
  for (const { state, count, daysAgo } of perDay) {
    if (!Number.isInteger(daysAgo) || daysAgo < 0 || daysAgo >= dayCount || count === 0) continue;
    const counts = byState.get(state) ?? new Array<number>(dayCount).fill(0);
    counts[dayCount - 1 - daysAgo] = (counts[dayCount - 1 - daysAgo] ?? 0) + count;
    byState.set(state, counts);
  }
  const series = ALL_APPOINTMENT_STATES.flatMap((state) => {
    const counts = byState.get(state);
    return counts === undefined ? [] : [{ state, counts }];
  });
  return { days, series };
}
