import { sql } from 'kysely';
import type {
  DoctorSettingWriteWire,
  UserSettingWriteWire,
} from '../../../src/contract/appointments/booking';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit, type AuditEvent } from '../audit/record-audit';
import { rowId, textId } from '../shared/input';
import { toWireRow, type WireRow } from '../shared/wire-row';

export const SettingMessage = {
  NoDoctorSetting: 'There is no such doctor with booking settings.',
  NoAppUser: 'There is no such patient account.',
  Stale: 'The settings were changed by someone else since you read them.',
  VersionRequired: 'version: required, the account has a setting already',
} as const;

const stale = (current: WireRow): HttpAnswer =>
  new HttpAnswer(409, { message: SettingMessage.Stale, current });

const staffActor = (context: RouteContext<StaffPrincipal>): AuditEvent['actor'] => ({
  kind: 'staff',
  id: context.principal.userId,
  name: context.principal.name,
});

/**
 * PUT /api/Doctor/{doctorId}/AppointmentSetting (area doctors): the doctor's working days and
 * hours, slot length, breaks, the most appointments per day, the booking window and the fee,
 * checked by the contract's `doctorSettingWriteSchema`, from the version read (else 409 with the
 * settings as they are now). Answers the settings as `/Doctor/getDoctorsAppointmentSettings`
 * sends them; audited as `Update` of `DoctorAppointmentSetting`. Appointments already booked stay.
 */
export async function updateDoctorSetting(
  context: RouteContext<StaffPrincipal>,
): Promise<WireRow | HttpAnswer> {
  const doctorId = rowId(context.params.doctorId, 'doctor id');
  if (doctorId instanceof HttpAnswer) return doctorId;
  const body = context.body as DoctorSettingWriteWire;
  return context.services.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('doctor_appointment_settings')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) return HttpAnswer.error(404, SettingMessage.NoDoctorSetting);
    if (before.version !== body.version) return stale(toWireRow(before));
    const at = new Date(context.services.now());
    const after = await trx
      .updateTable('doctor_appointment_settings')
      .set({
        accepts_online_booking: body.acceptsOnlineBooking,
        slot_minutes: body.slotMinutes,
        working_days: body.workingDays,
        day_starts_at: body.dayStartsAt,
        day_ends_at: body.dayEndsAt,
        breaks: sql`${JSON.stringify(body.breaks.map((b) => ({ startsAt: b.startsAt.slice(0, 5), endsAt: b.endsAt.slice(0, 5) })))}::jsonb`,
        max_patients_per_day: body.maxPatientsPerDay,
        booking_window_days: body.bookingWindowDays,
        consultation_fee: body.consultationFee,
        version: before.version + 1,
        updated_at: at,
      })
      .where('doctor_id', '=', doctorId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: staffActor(context),
      action: 'Update',
      area: PermissionArea.Doctors,
      entity: 'DoctorAppointmentSetting',
      entityId: doctorId,
      ip: context.ip,
      before: toWireRow(before),
      after: toWireRow(after),
      at,
    });
    return toWireRow(after);
  });
}

/**
 * PUT /api/UserAppointmentSetting/{appUserId} (area appointments): a patient account's rule, the
 * most open bookings, online booking allowed or blocked (until when, and why) and how many hours
 * before its start a booking may still be cancelled online. The first write creates the account's
 * setting (no `version`); later ones name the version read (else 409 with the setting now).
 * Answers the setting as `/UserAppointmentSetting/GetUserAppointmentSettings` sends it; audited.
 */
export async function updateUserSetting(
  context: RouteContext<StaffPrincipal>,
): Promise<WireRow | HttpAnswer> {
  const appUserId = textId(context.params.appUserId, 'app user id');
  if (appUserId instanceof HttpAnswer) return appUserId;
  const body = context.body as UserSettingWriteWire;
  return context.services.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('app_users')
      .select('id')
      .where('id', '=', appUserId)
      .executeTakeFirst();
    if (user === undefined) return HttpAnswer.error(404, SettingMessage.NoAppUser);
    const before = await trx
      .selectFrom('user_appointment_settings')
      .selectAll()
      .where('app_user_id', '=', appUserId)
      .forUpdate()
      .executeTakeFirst();
    if (before !== undefined && body.version === undefined) {
      return HttpAnswer.error(400, SettingMessage.VersionRequired, { field: 'body.version' });
    }
    if (before !== undefined && before.version !== body.version) return stale(toWireRow(before));
    const at = new Date(context.services.now());
    const values = {
      max_open_appointments: body.maxOpenAppointments,
      can_book_online: body.canBookOnline,
      blocked_until: body.blockedUntil === null ? null : new Date(body.blockedUntil),
      cancel_hours_before: body.cancelHoursBefore,
      reason: body.reason.trim(),
      updated_at: at,
    };
    const after =
      before === undefined
        ? await trx
            .insertInto('user_appointment_settings')
            .values({ app_user_id: appUserId, ...values })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('user_appointment_settings')
            .set({ ...values, version: before.version + 1 })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: staffActor(context),
      action: before === undefined ? 'Create' : 'Update',
      area: PermissionArea.Appointments,
      entity: 'UserAppointmentSetting',
      entityId: after.id,
      ip: context.ip,
      before: before === undefined ? undefined : toWireRow(before),
      after: toWireRow(after),
      at,
    });
    return toWireRow(after);
  });
}
