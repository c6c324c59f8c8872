import { sql } from 'kysely';
import type {
  DoctorSettingWriteWire,
  FindAccountQueryWire,
  FoundAccountWire,
  UserSettingWriteWire,
} from '../../../src/contract/appointments/booking';
import { accountPhone } from '../../../src/domain/booking/account-phone';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import type { JsonValue } from '../../db/tables/column-types';
import { recordAudit, type AuditEvent } from '../audit/record-audit';
import { rowId, textId } from '../shared/input';
import { toWireRow, type WireRow } from '../shared/wire-row';

export const SettingMessage = {
  NoDoctorSetting: 'The doctor has no booking settings at this center yet: send them without a version.',
  NoDoctor: 'There is no such doctor.',
  NoCenter: 'centerId: there is no such center',
  NoAppUser: 'There is no such patient account.',
  Stale: 'The settings were changed by someone else since you read them.',
  VersionRequired: 'version: required, the setting exists already',
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
 * hours, slot length, breaks, the most appointments per day, the booking window and the fee at one
 * center (`centerId`; left out, the doctor's own center), checked by the contract's
 * `doctorSettingWriteSchema`. A change names the version read (else 409 with the settings as they
 * are now); the settings of a center the doctor has none at yet are created without a version.
 * Answers the settings as `/Doctor/getDoctorsAppointmentSettings` sends them; audited as `Update`
 * (or `Create`) of `DoctorAppointmentSetting`. Appointments already booked stay.
 */
export async function updateDoctorSetting(
  context: RouteContext<StaffPrincipal>,
): Promise<WireRow | HttpAnswer> {
  const doctorId = rowId(context.params.doctorId, 'doctor id');
  if (doctorId instanceof HttpAnswer) return doctorId;
  const body = context.body as DoctorSettingWriteWire;
  return context.services.db.transaction().execute(async (trx) => {
    const doctor = await trx
      .selectFrom('doctors')
      .select('center_id')
      .where('id', '=', doctorId)
      .executeTakeFirst();
    if (doctor === undefined) return HttpAnswer.error(404, SettingMessage.NoDoctor);
    const centerId = body.centerId ?? doctor.center_id;
    const center = await trx.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
    if (center === undefined) {
      return HttpAnswer.error(404, SettingMessage.NoCenter, { field: 'body.centerId' });
    }
    const before = await trx
      .selectFrom('doctor_appointment_settings')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .where('center_id', '=', centerId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined && body.version !== undefined) {
      return HttpAnswer.error(404, SettingMessage.NoDoctorSetting);
    }
    if (before !== undefined && body.version === undefined) {
      return HttpAnswer.error(400, SettingMessage.VersionRequired, { field: 'body.version' });
    }
    if (before !== undefined && before.version !== body.version) return stale(toWireRow(before));
    const at = new Date(context.services.now());
    const values = {
      accepts_online_booking: body.acceptsOnlineBooking,
      slot_minutes: body.slotMinutes,
      working_days: body.workingDays,
      day_starts_at: body.dayStartsAt,
      day_ends_at: body.dayEndsAt,
      breaks: sql<JsonValue>`${JSON.stringify(body.breaks.map((b) => ({ startsAt: b.startsAt.slice(0, 5), endsAt: b.endsAt.slice(0, 5) })))}::jsonb`,
      max_patients_per_day: body.maxPatientsPerDay,
      booking_window_days: body.bookingWindowDays,
      consultation_fee: body.consultationFee,
      updated_at: at,
    };
    const after =
      before === undefined
        ? await trx
            .insertInto('doctor_appointment_settings')
            .values({ doctor_id: doctorId, center_id: centerId, ...values })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('doctor_appointment_settings')
            .set({ ...values, version: before.version + 1 })
            .where('doctor_id', '=', doctorId)
            .where('center_id', '=', centerId)
            .returningAll()
            .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: staffActor(context),
      action: before === undefined ? 'Create' : 'Update',
      area: PermissionArea.Doctors,
      entity: 'DoctorAppointmentSetting',
      entityId: `${doctorId}@${centerId}`,
      ip: context.ip,
      before: before === undefined ? undefined : toWireRow(before),
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

/**
 * GET /api/UserAppointmentSetting/FindAccount?phoneNumber= (area appointments): the patient account
 * with that phone number (typed as staff type it: `0750 123 4567`, `+964…`, Arabic-Indic digits),
 * its name, and whether it has a rule yet; 404 when no account has it, 400 when it is no phone
 * number. A read of personal data: recorded in the audit trail like the other staff reads of it.
 */
export async function findAccountForSetting(
  context: RouteContext<StaffPrincipal>,
): Promise<FoundAccountWire | HttpAnswer> {
  const query = context.query as unknown as FindAccountQueryWire;
  const phone = accountPhone(query.phoneNumber);
  if (phone === undefined) {
    return HttpAnswer.error(400, 'phoneNumber: must be a phone number', { field: 'query.phoneNumber' });
  }
  const row = await context.services.db
    .selectFrom('app_users as u')
    .leftJoin('user_appointment_settings as s', 's.app_user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.phone_number', 's.id as setting_id'])
    .where('u.phone_number', '=', phone)
    .executeTakeFirst();
  if (row === undefined) return HttpAnswer.error(404, SettingMessage.NoAppUser);
  return {
    appUserId: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    hasSetting: row.setting_id !== null,
  };
}
