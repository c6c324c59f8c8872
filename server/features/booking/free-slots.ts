import type { FreeSlotsQueryWire, FreeSlotsWire } from '../../../src/contract/appointments/booking';
import { freeSlots } from '../../../src/domain/booking/free-slots';
import { addDays, hospitalDay } from '../../../src/domain/booking/hospital-day';
import { HttpAnswer } from '../../http/http-answer';
import type { RouteContext } from '../../http/route';
import { doctorSchedule, takenStarts } from './booking-rules';

/** Days one read covers when the query does not say. */
const DEFAULT_DAYS = 14;

/**
 * GET /api/Appointment/FreeSlots?doctorId&from&days (no token): the doctor's free slots by the
 * slot rule (src/domain/booking/free-slots.ts), day by day in the hospital's local dates. A day
 * with none is listed with an empty list, so a day picker can show it as full.
 */
export async function readFreeSlots(context: RouteContext<null>): Promise<FreeSlotsWire | HttpAnswer> {
  const query = context.query as unknown as FreeSlotsQueryWire;
  const doctorId = Number(query.doctorId);
  const now = context.services.now();
  if (hospitalDay(query.from, now) === undefined) {
    return HttpAnswer.error(400, 'from: must be a day that exists, YYYY-MM-DD', { field: 'query.from' });
  }
  const { db } = context.services;
  const found = await doctorSchedule(db, doctorId);
  if (found === undefined) return HttpAnswer.error(404, 'There is no such doctor taking bookings.');
  const count = query.days === undefined ? DEFAULT_DAYS : Number(query.days);
  const days: FreeSlotsWire['days'] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(query.from, i);
    const day = hospitalDay(date, now);
    if (day === undefined) continue;
    const slots = freeSlots(found.schedule, day, await takenStarts(db, doctorId, day.midnight), now);
    days.push({
      day: date,
      slots: slots.map((s) => ({
        startingTime: new Date(s.start).toISOString(),
        endingTime: new Date(s.end).toISOString(),
      })),
    });
  }
  return { doctorId, slotMinutes: found.slotMinutes, days };
}
