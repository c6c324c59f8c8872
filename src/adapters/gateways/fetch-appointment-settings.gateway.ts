import * as v from 'valibot';
import type {
  AppointmentSettingsGateway,
  CenterName,
  DoctorName,
  FoundAccount,
} from '../../application/ports/appointment-settings-gateway';
import {
  DOCTOR_SETTING_CALL,
  FIND_ACCOUNT_CALL,
  USER_SETTING_CALL,
  foundAccountSchema,
  doctorSettingRowSchema,
  userSettingRowSchema,
  type DoctorSettingRow,
  type DoctorSettingWriteWire,
  type UserSettingRow,
  type UserSettingWriteWire,
} from '../../contract/appointments/booking';
import { READS } from '../../contract/reads/reads';
import type { WireCall } from '../../contract/shared/wire-call';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const staffRead = (path: string): WireCall => ({ method: 'GET', path, auth: 'staff' });

const doctorNames = v.array(
  v.pipe(
    v.looseObject({ id: v.number(), nameEn: v.string(), nameKu: v.string(), nameAr: v.string() }),
    v.transform(({ id, nameEn, nameKu, nameAr }): DoctorName => ({ id, nameEn, nameKu, nameAr })),
  ),
);

/** `AppointmentSettingsGateway` over the shared HTTP client, with the staff token. */
export class FetchAppointmentSettingsGateway implements AppointmentSettingsGateway {
  constructor(private readonly http: HttpClient) {}

  doctorSettings(): Promise<Result<readonly DoctorSettingRow[], AppError>> {
    return sendWireCall(this.http, staffRead(READS.doctorAppointmentSettings.path), {
      name: 'doctorAppointmentSettings',
      check: v.array(doctorSettingRowSchema),
    });
  }

  doctors(): Promise<Result<readonly DoctorName[], AppError>> {
    return sendWireCall(this.http, staffRead(READS.doctors.path), { name: 'doctors', check: doctorNames });
  }

  centers(): Promise<Result<readonly CenterName[], AppError>> {
    return sendWireCall(this.http, staffRead(READS.clinicCenters.path), {
      name: 'centers',
      check: doctorNames,
    });
  }

  saveDoctorSetting(
    doctorId: number,
    body: DoctorSettingWriteWire,
  ): Promise<Result<DoctorSettingRow, AppError>> {
    return sendWireCall(this.http, DOCTOR_SETTING_CALL, {
      name: 'saveDoctorSetting',
      check: doctorSettingRowSchema,
      params: { doctorId },
      body,
    });
  }

  userSettings(): Promise<Result<readonly UserSettingRow[], AppError>> {
    return sendWireCall(this.http, staffRead(READS.userAppointmentSettings.path), {
      name: 'userAppointmentSettings',
      check: v.array(userSettingRowSchema),
    });
  }

  findAccount(phoneNumber: string): Promise<Result<FoundAccount, AppError>> {
    return sendWireCall(this.http, FIND_ACCOUNT_CALL, {
      name: 'findAccount',
      check: foundAccountSchema,
      query: { phoneNumber },
    });
  }

  saveUserSetting(appUserId: string, body: UserSettingWriteWire): Promise<Result<UserSettingRow, AppError>> {
    return sendWireCall(this.http, USER_SETTING_CALL, {
      name: 'saveUserSetting',
      check: userSettingRowSchema,
      params: { appUserId },
      body,
    });
  }
}
