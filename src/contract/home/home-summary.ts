import * as v from 'valibot';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { HOME_SERIES_DAYS, type HomeSummary } from '../../domain/home/home-summary';

export { HOME_SERIES_DAYS };
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import type { Schema } from '../shared/schema';
import { count } from '../shared/values';
import type { WireCall } from '../shared/wire-call';
import { appointmentStateNumber } from '../appointments/appointments';

/*
 * The dashboard home's figures in one read (an extension: docs/api-extensions.md, "Dashboard
 * home"). Every staff member may call it; the answer holds only the parts the caller's areas
 * allow (`HOME_PART_AREA`), the others are absent, never refused.
 */
export const HOME_SUMMARY_CALL: WireCall = { method: 'GET', path: '/Dashboard/HomeSummary', auth: 'staff' };

/**
 * `from`: the instant the caller's today starts (its local midnight), so "today" and the days of
 * the series are the caller's days.
 */
export interface HomeSummaryQueryWire {
  from: string;
}

export const homeSummaryQuerySchema: Schema<HomeSummaryQueryWire> = v.looseObject({ from: isoDateTime });

/** The query of a day starting at `startOfDay` (epoch ms). */
export const homeSummaryQuery = (startOfDay: number): HomeSummaryQueryWire => ({
  from: new Date(startOfDay).toISOString(),
});

/** A count of appointments in one state. */
export interface StateCountWire {
  state: AppointmentState;
  count: number;
}

/** A count of appointments in one state on one day: `daysAgo` counts back from today (0). */
export interface DayStateCountWire extends StateCountWire {
  daysAgo: number;
}

export interface HomeAppointmentsWire {
  /** Today's appointments by state, after the missed rule (state 1 already begun counts as 7). */
  today: StateCountWire[];
  /** Today's appointments missed so far (state 7 after the rule). */
  missedSoFar: number;
  /** The last `HOME_SERIES_DAYS` days, by state, after the missed rule; absent pairs are 0. */
  perDay: DayStateCountWire[];
}

export interface HomeSummaryWire {
  /** The start of the caller's today, as sent. */
  from: string;
  appointments?: HomeAppointmentsWire;
  /** Patients with messages no staff member has read. */
  chat?: { unreadPatients: number };
  /** Today's OTP codes. */
  otp?: { sent: number; notSent: number };
  /** Feedbacks given today; complaints not yet taken up (status Open). */
  feedback?: { newFeedbacks: number; newComplaints: number };
  /** Messages sent today through the site's contact form. */
  contact?: { newMessages: number };
  /** Job applications sent today from the site (each is a submitted CV). */
  applications?: { newApplications: number };
}

const stateCount = { state: appointmentStateNumber, count };

export const homeSummarySchema: Schema<HomeSummaryWire> = v.looseObject({
  from: isoDateTime,
  appointments: v.optional(
    v.looseObject({
      today: v.array(v.looseObject(stateCount)),
      missedSoFar: count,
      perDay: v.array(
        v.looseObject({
          ...stateCount,
          daysAgo: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(HOME_SERIES_DAYS - 1)),
        }),
      ),
    }),
  ),
  chat: v.optional(v.looseObject({ unreadPatients: count })),
  otp: v.optional(v.looseObject({ sent: count, notSent: count })),
  feedback: v.optional(v.looseObject({ newFeedbacks: count, newComplaints: count })),
  contact: v.optional(v.looseObject({ newMessages: count })),
  applications: v.optional(v.looseObject({ newApplications: count })),
});

/** The summary as the application reads it: the start of today as epoch ms. */
export const toHomeSummary = (wire: HomeSummaryWire): HomeSummary => ({ ...wire, from: epochMs(wire.from) });

/** Spec paths this file owns: none, the call is an extension. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [HOME_SUMMARY_CALL];
