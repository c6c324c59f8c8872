import type { DoctorId } from '../../domain/doctors/doctor-id';
import {
  appointmentStateSummaryFields,
  toAppointmentStateSummary,
  type AppointmentStateSummaryWire,
} from '../appointments/appointments';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { idText, optionalText, textOrEmpty, wireId } from '../shared/values';

/** A doctor tag (the spec's "each with an english name"); the key `englishName` is the product's. */
export interface DoctorTagWire {
  englishName: string;
  kurdishName?: string | null;
  arabicName?: string | null;
}

export const doctorTagSchema: Schema<DoctorTagWire> = v.looseObject({
  englishName: str,
  kurdishName: optionalText,
  arabicName: optionalText,
});

export const toDoctorTag = (wire: DoctorTagWire) => ({
  englishName: wire.englishName,
  kurdishName: textOrEmpty(wire.kurdishName),
  arabicName: textOrEmpty(wire.arabicName),
});

/** A doctor of `/DoctorTagName/GetDoctorsTagWeb` with their tags (the spec; `id`, `name` product's). */
export interface DoctorWithTagsWire {
  id: string | number;
  name: string;
  tags: DoctorTagWire[];
  /** The fields below are the product's: the site's doctor cards and pages show them when sent. */
  nameKu?: string | null;
  nameAr?: string | null;
  photoUrl?: string | null;
  bioEn?: string | null;
  bioKu?: string | null;
  bioAr?: string | null;
  centerId?: string | number | null;
}

export const doctorWithTagsSchema: Schema<DoctorWithTagsWire> = v.looseObject({
  id: wireId,
  name: str,
  tags: v.array(doctorTagSchema),
  nameKu: optionalText,
  nameAr: optionalText,
  photoUrl: optionalText,
  bioEn: optionalText,
  bioKu: optionalText,
  bioAr: optionalText,
  centerId: v.optional(v.nullable(wireId)),
});

export const toSiteDoctor = (wire: DoctorWithTagsWire) => ({
  id: idText(wire.id) as DoctorId,
  name: wire.name,
  tags: wire.tags.map(toDoctorTag),
  kurdishName: textOrEmpty(wire.nameKu),
  arabicName: textOrEmpty(wire.nameAr),
  photoUrl: textOrEmpty(wire.photoUrl),
  bio: { en: textOrEmpty(wire.bioEn), ku: textOrEmpty(wire.bioKu), ar: textOrEmpty(wire.bioAr) },
  centerId: wire.centerId === undefined || wire.centerId === null ? '' : idText(wire.centerId),
});

/**
 * A row of `/Doctor/getDoctorStats`: one doctor with the appointment state summary of the spec (the
 * spec names the summary's fields but not the call that carries them; this is the product's).
 */
export interface DoctorStatsWire extends AppointmentStateSummaryWire {
  id: string | number;
  name: string;
}

export const doctorStatsSchema: Schema<DoctorStatsWire> = v.looseObject({
  id: wireId,
  name: str,
  ...appointmentStateSummaryFields,
});

export const toDoctorStats = (wire: DoctorStatsWire) => ({
  doctorId: idText(wire.id) as DoctorId,
  name: wire.name,
  summary: toAppointmentStateSummary(wire),
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
