import {
  BookingCode,
  BookingMessage,
  type BookedWire,
  type BookWire,
} from '../../../src/contract/appointments/booking';
import { epochMs } from '../../../src/contract/shared/iso-date-time';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { freeSlotAt, type Slot } from '../../../src/domain/booking/free-slots';
import { hospitalDate, hospitalDay } from '../../../src/domain/booking/hospital-day';
import { PatientBookRefusal, patientBookRefusal } from '../../../src/domain/booking/patient-rule';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HaremHubEvent } from '../../realtime';
import { recordAudit } from '../audit/record-audit';
import {
  CANCELLED_STATES,
  bookingsAt,
  doctorDay,
  doctorSchedules,
  openBookingCount,
  patientRule,
} from './booking-rules';

/** The unique index of migration 070: one open appointment per doctor and start. */
export const OPEN_SLOT_INDEX = 'online_appointments_open_slot_idx';

const refused = (status: number, code: BookingCode): HttpAnswer =>
  HttpAnswer.error(status, BookingMessage[code], { code });

/** A unique violation of the open-slot index: another booking of the slot committed first. */
function isSlotTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === OPEN_SLOT_INDEX);
}

/**
 * POST /api/Appointment/Book `{ doctorId, startingTime, patientId[, centerId] }` (patient token):
 * books a free slot for the account holder or one of their family profiles, reserved (state 1), at
 * the center named, or else at the first of the doctor's centers (their own first) whose settings
 * offer that start.
 * Refusals: the account's rule (403 `Blocked`, 409 `TooManyOpen`), a slot taken meanwhile (409
 * `SlotTaken`: by the read in the transaction, or by the database's unique index when another
 * booking commits first), a time that is no free slot (409 `NotFree`), a profile that is not the
 * account's (400). The booking is audited and announced on /HaremHub like a staff change.
 *
 * Sent again (its first answer lost to a dropped link or a restart), a booking the account already
 * holds for that person, doctor and start is answered again as it is: stored once, audited and
 * announced once, and the patient is not told their own booking took the slot.
 */
export async function bookAppointment(
  context: RouteContext<PatientPrincipal>,
): Promise<BookedWire | HttpAnswer> {
  const body = context.body as BookWire;
  const { principal, services } = context;
  const now = services.now();
  const start = epochMs(body.startingTime);
  let booked: BookedWire | HttpAnswer;
  let repeated = false;
  try {
    booked = await services.db.transaction().execute(async (trx): Promise<BookedWire | HttpAnswer> => {
      let profileId: number | null = null;
      if (body.patientId !== null) {
        const profile = await trx
          .selectFrom('patient_profiles')
          .select('id')
          .where('patient_id', '=', body.patientId)
          .where('app_user_id', '=', principal.appUserId)
          .executeTakeFirst();
        if (profile === undefined) {
          return HttpAnswer.error(400, 'patientId: must be one of your family profiles', {
            field: 'body.patientId',
          });
        }
        profileId = profile.id;
      }
      // One booking of an account at a time, so its limit of open bookings holds.
      await trx
        .selectFrom('app_users')
        .select('id')
        .where('id', '=', principal.appUserId)
        .forUpdate()
        .execute();
      const held = await trx
        .selectFrom('online_appointments')
        .select(['id', 'state', 'starting_time', 'ending_time', 'center_id', 'version'])
        .where('issuer_id', '=', principal.appUserId)
        .where('doctor_id', '=', body.doctorId)
        .where('starting_time', '=', new Date(start))
        .where((eb) =>
          profileId === null
            ? eb('patient_profile_id', 'is', null)
            : eb('patient_profile_id', '=', profileId),
        )
        .where('state', 'not in', CANCELLED_STATES)
        .executeTakeFirst();
      if (held !== undefined) {
        repeated = true;
        return {
          id: held.id,
          appointmnetState: held.state as BookedWire['appointmnetState'],
          startingTime: held.starting_time.toISOString(),
          endingTime: held.ending_time.toISOString(),
          doctorId: body.doctorId,
          centerId: held.center_id,
          patientId: body.patientId,
          version: held.version,
        };
      }
      const rule = await patientRule(trx, principal.appUserId);
      const ruleRefusal = patientBookRefusal(
        rule,
        await openBookingCount(trx, principal.appUserId, now),
        now,
      );
      if (ruleRefusal === PatientBookRefusal.Blocked) return refused(403, BookingCode.Blocked);
      if (ruleRefusal === PatientBookRefusal.TooManyOpen) return refused(409, BookingCode.TooManyOpen);

      const schedules = await doctorSchedules(trx, body.doctorId, {
        centerId: body.centerId ?? undefined,
        lock: true,
      });
      if (schedules.length === 0) return HttpAnswer.error(404, 'There is no such doctor taking bookings.');
      const day = hospitalDay(hospitalDate(start), now);
      if (day === undefined) return refused(409, BookingCode.NotFree);
      const booked = await doctorDay(trx, body.doctorId, day.midnight);
      if (booked.booked.some((b) => b.start === start)) return refused(409, BookingCode.SlotTaken);
      // The first center (the doctor's own, then by id) whose settings offer this start.
      let slot: Slot | undefined;
      let found: (typeof schedules)[number] | undefined;
      for (const candidate of schedules) {
        slot = freeSlotAt(candidate.schedule, day, bookingsAt(booked, candidate.centerId), now, start);
        if (slot !== undefined) {
          found = candidate;
          break;
        }
      }
      if (slot === undefined || found === undefined) return refused(409, BookingCode.NotFree);

      const at = new Date(now);
      const row = await trx
        .insertInto('online_appointments')
        .values({
          issuer_id: principal.appUserId,
          patient_profile_id: profileId,
          doctor_id: body.doctorId,
          center_id: found.centerId,
          state: AppointmentState.Reserved,
          starting_time: new Date(slot.start),
          ending_time: new Date(slot.end),
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      const answer: BookedWire = {
        id: row.id,
        appointmnetState: AppointmentState.Reserved,
        startingTime: new Date(slot.start).toISOString(),
        endingTime: new Date(slot.end).toISOString(),
        doctorId: body.doctorId,
        centerId: found.centerId,
        patientId: body.patientId,
        version: row.version,
      };
      await recordAudit(trx, {
        actor: { kind: 'patient', id: principal.appUserId, name: principal.phoneNumber },
        action: 'AppointmentBooked',
        area: PermissionArea.Appointments,
        entity: 'Appointment',
        entityId: row.id,
        ip: context.ip,
        after: answer,
        at,
      });
      return answer;
    });
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    return refused(409, BookingCode.SlotTaken);
  }
  if (booked instanceof HttpAnswer || repeated) return booked;
  services.hubs.harem.broadcast(HaremHubEvent.AppointmentChanged, {
    id: booked.id,
    appointmnetState: booked.appointmnetState,
    version: booked.version,
  });
  return booked;
}
