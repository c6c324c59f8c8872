import type { FreeSlotsQueryWire, FreeSlotsWire } from '../../../src/contract/appointments/booking';
import { freeSlots } from '../../../src/domain/booking/free-slots';
import { addDays, hospitalDay } from '../../../src/domain/booking/hospital-day';
import { HttpAnswer } from '../../http/http-answer';
import type { RouteContext } from '../../http/route';
import { bookingsAt, doctorDay, doctorSchedules } from './booking-rules';

/** Days one read covers when the query does not say. */
const DEFAULT_DAYS = 14;

/**
 * GET /api/Appointment/FreeSlots?doctorId&from&days[&centerId] (no token): the doctor's free slots
 * by the slot rule (src/domain/booking/free-slots.ts), day by day in the hospital's local dates,
 * each slot with the center it is at. Each center's slots follow that center's settings; without
 * `centerId` every center of the doctor is read (the doctor's own first: a start two centers offer
 * is listed once, at the first). A day with none is listed with an empty list, so a day picker can
 * show it as full.
 */
export async function readFreeSlots(context: RouteContext<null>): Promise<FreeSlotsWire | HttpAnswer> {
  const query = context.query as unknown as FreeSlotsQueryWire;
  const doctorId = Number(query.doctorId);
  const centerId = query.centerId === undefined ? undefined : Number(query.centerId);
  const now = context.services.now();
  if (hospitalDay(query.from, now) === undefined) {
    return HttpAnswer.error(400, 'from: must be a day that exists, YYYY-MM-DD', { field: 'query.from' });
  }
  const { db } = context.services;
  const schedules = await doctorSchedules(db, doctorId, { centerId });
  const first = schedules[0];
  if (first === undefined) return HttpAnswer.error(404, 'There is no such doctor taking bookings.');
  const count = query.days === undefined ? DEFAULT_DAYS : Number(query.days);
  const days: FreeSlotsWire['days'] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(query.from, i);
    const day = hospitalDay(date, now);
    if (day === undefined) continue;
    const booked = await doctorDay(db, doctorId, day.midnight);
    const byStart = new Map<number, FreeSlotsWire['days'][number]['slots'][number]>();
    for (const found of schedules) {
      for (const s of freeSlots(found.schedule, day, bookingsAt(booked, found.centerId), now)) {
        if (byStart.has(s.start)) continue;
        byStart.set(s.start, {
          startingTime: new Date(s.start).toISOString(),
          endingTime: new Date(s.end).toISOString(),
          centerId: found.centerId,
        });
      }
    }
    days.push({ day: date, slots: [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s) });
  }
  return { doctorId, slotMinutes: first.slotMinutes, days };
}
