import { asChatUserId } from '../../domain/chat/chat-history-row';
import type { PatientId } from '../../domain/patients/patient-id';
import { calendarDay, dayOf, epochMs, isoDateTime, localDateTimeText } from '../shared/iso-date-time';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { count, idText, optionalText, textOrEmpty, wireId } from '../shared/values';

/**
 * A chat app user, that is a patient as the dashboard lists them, `GET /api/Chats/GetAppUsers`
 * (the spec). `id` (the chat id that opens `/app/chat/{id}`) is the product's. Only the name, the
 * phone number and the creation time are required: the rest may be left out.
 */
export interface AppUserWire {
  id: string | number;
  name: string;
  phoneNumber: string;
  /** `YYYY-MM-DD`, or a date-time whose day is the birthdate. */
  birthdate?: string | null;
  sex?: string | null;
  martialStaus?: string | null;
  bloodGroup?: string | null;
  createdAt: string;
}

const optionalDay: Schema<string | null | undefined> = v.nullish(calendarDay);

export const appUserSchema: Schema<AppUserWire> = v.looseObject({
  id: wireId,
  name: str,
  phoneNumber: str,
  birthdate: optionalDay,
  sex: optionalText,
  martialStaus: optionalText,
  bloodGroup: optionalText,
  createdAt: isoDateTime,
});

/**
 * Text left out becomes empty (the domain's convention); the birthdate keeps its written day; the
 * creation time becomes the viewer's local date-time, the form the patient filter compares.
 */
export const toAppUser = (wire: AppUserWire) => ({
  id: asChatUserId(idText(wire.id)),
  name: wire.name,
  phoneNumber: wire.phoneNumber,
  birthdate: wire.birthdate === undefined || wire.birthdate === null ? '' : dayOf(wire.birthdate),
  sex: textOrEmpty(wire.sex),
  maritalStatus: textOrEmpty(wire.martialStaus),
  bloodGroup: textOrEmpty(wire.bloodGroup),
  createdAt: localDateTimeText(epochMs(wire.createdAt)),
});

/**
 * One of the signed-in patient's profiles, `GET /api/Patient/GetAllMyPatients` (the spec:
 * `patientId`, `notSeenTestes`; `name` is the product's).
 */
export interface PatientProfileWire {
  patientId: string | number;
  notSeenTestes: number;
  name?: string | null;
}

export const patientProfileSchema: Schema<PatientProfileWire> = v.looseObject({
  patientId: wireId,
  notSeenTestes: count,
  name: optionalText,
});

export const toPatientProfile = (wire: PatientProfileWire) => ({
  patientId: idText(wire.patientId) as PatientId,
  unseenTests: wire.notSeenTestes,
  name: textOrEmpty(wire.name),
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
