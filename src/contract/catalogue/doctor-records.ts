import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A doctor as the dashboard manages them: `/Doctor/getDoctors`. */
export const doctorRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  specialityId: num,
  centerId: num,
  sex: str,
  photoUrl: v.nullable(str),
  bioEn: str,
  bioKu: str,
  bioAr: str,
  phoneNumber: str,
  yearsOfExperience: num,
  isActive: bool,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type DoctorRecord = v.InferOutput<typeof doctorRecord>;

/** A doctor's online booking settings: `/Doctor/getDoctorsAppointmentSettings`. */
export const doctorAppointmentSettingRecord = v.looseObject({
  doctorId: num,
  acceptsOnlineBooking: bool,
  slotMinutes: num,
  workingDays: num,
  dayStartsAt: str,
  dayEndsAt: str,
  maxPatientsPerDay: num,
  bookingWindowDays: num,
  consultationFee: num,
  updatedAt: isoDateTime,
});
export type DoctorAppointmentSettingRecord = v.InferOutput<typeof doctorAppointmentSettingRecord>;

/** A doctor with their assistants: `/DoctorAssistants/GetDoctorsWithAssistants`. */
export const doctorWithAssistantsRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  assistants: v.array(
    v.looseObject({
      id: num,
      fullName: str,
    }),
  ),
});
export type DoctorWithAssistantsRecord = v.InferOutput<typeof doctorWithAssistantsRecord>;

/** A doctor's contact line: `/ContactUs/getDoctorContact`. */
export const doctorContactRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  phoneNumber: str,
  centerId: v.nullable(num),
  centerNameEn: str,
});
export type DoctorContactRecord = v.InferOutput<typeof doctorContactRecord>;

/** A doctor's certificate: `/DoctorCertificates/GetDoctorsWithCertificates`. */
export const doctorCertificateRecord = v.looseObject({
  id: num,
  doctorId: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  issuedBy: str,
  issuedYear: v.nullable(num),
  imageUrl: v.nullable(str),
  createdAt: isoDateTime,
});
export type DoctorCertificateRecord = v.InferOutput<typeof doctorCertificateRecord>;

/** A record with a trilingual name: `/DoctorTagName/GetDoctorsTag`, `/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation`, `/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id}`. */
export const trilingualNameRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  createdAt: isoDateTime,
});
export type TrilingualNameRecord = v.InferOutput<typeof trilingualNameRecord>;
