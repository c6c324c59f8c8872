import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A patient's booking limits: `/UserAppointmentSetting/GetUserAppointmentSettings`. */
export const userAppointmentSettingRecord = v.looseObject({
  id: num,
  appUserId: str,
  maxOpenAppointments: num,
  canBookOnline: bool,
  blockedUntil: v.nullable(isoDateTime),
  reason: str,
  updatedAt: isoDateTime,
});
export type UserAppointmentSettingRecord = v.InferOutput<typeof userAppointmentSettingRecord>;
