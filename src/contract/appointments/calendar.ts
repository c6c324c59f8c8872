import type { CalendarPayloadItem } from '../../domain/appointments/calendar-events';
import {
  gridAppointmentSchema,
  toGridAppointment,
  type GridAppointmentWire,
} from '../appointments/appointment-grid';
import * as v from 'valibot';
import { type Schema } from '../shared/schema';

/**
 * One item of the doctor calendar payload, `GET /api/Doctor/{a}/{b}` (the spec): the first item
 * holds the appointments; later items may carry none.
 */
export interface CalendarPayloadItemWire {
  onlineAppointments?: GridAppointmentWire[] | null;
}

export const calendarPayloadItemSchema: Schema<CalendarPayloadItemWire> = v.looseObject({
  onlineAppointments: v.nullish(v.array(gridAppointmentSchema)),
});

export const calendarPayloadSchema: Schema<CalendarPayloadItemWire[]> = v.array(calendarPayloadItemSchema);

export const toCalendarPayloadItem = (wire: CalendarPayloadItemWire): CalendarPayloadItem => ({
  onlineAppointments: wire.onlineAppointments?.map(toGridAppointment) ?? null,
});

export const toCalendarPayload = (wire: readonly CalendarPayloadItemWire[]): CalendarPayloadItem[] =>
  wire.map(toCalendarPayloadItem);

/**
 * The `{b}` of the calendar path: the month shown, `YYYY-MM` (the `{a}` is the doctor's id). The
 * spec does not say what `a` and `b` are; this is the product's reading (calendar-gateway.ts).
 */
export function calendarMonthText(month: { readonly year: number; readonly month: number }): string {
  return `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;
}

/** Spec paths this file owns outside the resource table: none, the calendar is a table row. */
export const WIRE_PATHS: readonly string[] = [];
