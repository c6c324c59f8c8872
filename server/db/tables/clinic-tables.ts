import type {
  DateText,
  DefaultTimestamp,
  Defaulted,
  Id,
  Json,
  OptionalTrilingual,
  TimeText,
  Trilingual,
} from './column-types';

export interface CenterGroupsTable extends Trilingual<'name'> {
  id: Id;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface CentersTable extends Trilingual<'name'>, OptionalTrilingual<'address'> {
  id: Id;
  center_group_id: number;
  phone_number: Defaulted<string>;
  latitude: number | null;
  longitude: number | null;
  image_url: string | null;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
}

export interface SpecialitiesTable extends Trilingual<'name'> {
  id: Id;
  image_url: string | null;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
}

export interface DoctorsTable extends Trilingual<'name'>, OptionalTrilingual<'bio'> {
  id: Id;
  speciality_id: number;
  center_id: number;
  /** `Male` or `Female`. */
  sex: string;
  photo_url: string | null;
  phone_number: Defaulted<string>;
  years_of_experience: Defaulted<number>;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
}

/** A doctor's online-booking settings (one row per doctor). */
export interface DoctorAppointmentSettingsTable {
  doctor_id: number;
  /** The center these settings are for; the key is (doctor, center) from 320. */
  center_id: number;
  accepts_online_booking: Defaulted<boolean>;
  slot_minutes: Defaulted<number>;
  /** Bit set of weekdays: bit 0 Sunday ... bit 6 Saturday (`WeekdayBit`). */
  working_days: Defaulted<number>;
  day_starts_at: TimeText;
  day_ends_at: TimeText;
  max_patients_per_day: Defaulted<number>;
  booking_window_days: Defaulted<number>;
  /** Iraqi dinars. */
  consultation_fee: Defaulted<number>;
  updated_at: DefaultTimestamp;
  /** Breaks of the working day, local `HH:MM` (070). */
  breaks: Json;
  /** One more at every change (070). */
  version: Defaulted<number>;
}

export interface DoctorTagsTable extends Trilingual<'name'> {
  id: Id;
  created_at: DefaultTimestamp;
  /** Added by 230: the tag's chip colour from the editor palette, and its version. */
  color: string | null;
  version: Defaulted<number>;
}

export interface DoctorTagLinksTable {
  doctor_id: number;
  doctor_tag_id: number;
  /** Added by 230: the tag's place among the doctor's tags, from 0. */
  position: Defaulted<number>;
}

export interface DoctorAssistantsTable {
  id: Id;
  full_name: string;
  phone_number: Defaulted<string>;
  staff_user_id: string | null;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

/** Which doctors an assistant serves. */
export interface DoctorAssistantDoctorsTable {
  doctor_assistant_id: number;
  doctor_id: number;
  /** Added by 310: the doctor's place among the assistant's doctors, from 0. */
  position: Defaulted<number>;
}

export interface DoctorCertificationsTable extends Trilingual<'title'> {
  id: Id;
  doctor_id: number;
  issued_by: Defaulted<string>;
  issued_year: number | null;
  image_url: string | null;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface BuildingDepartmentsTable extends Trilingual<'name'> {
  id: Id;
  center_id: number;
  floor: Defaulted<number>;
  phone_extension: Defaulted<string>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface HrDepartmentsTable extends Trilingual<'name'> {
  id: Id;
  created_at: DefaultTimestamp;
}

export interface HrDepartmentInformationTable extends OptionalTrilingual<'description'> {
  id: Id;
  hr_department_id: number;
  manager_name: Defaulted<string>;
  email: Defaulted<string>;
  phone_number: Defaulted<string>;
  employee_count: Defaulted<number>;
  updated_at: DefaultTimestamp;
  /** Added by 310: the record's version. */
  version: Defaulted<number>;
}

/** A photo of a center's gallery, in an album; one without `image_url` is never shown. */
export interface CenterPhotosTable extends Trilingual<'album'>, OptionalTrilingual<'caption'> {
  id: Id;
  center_id: number;
  image_url: string | null;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

/** One center's figures for one day. */
export interface CenterStatisticsTable {
  center_id: number;
  day: DateText;
  visits: Defaulted<number>;
  online_appointments: Defaulted<number>;
  new_patients: Defaulted<number>;
  lab_tests: Defaulted<number>;
  births: Defaulted<number>;
  surgeries: Defaulted<number>;
}

export interface ClinicTables {
  center_groups: CenterGroupsTable;
  centers: CentersTable;
  specialities: SpecialitiesTable;
  doctors: DoctorsTable;
  doctor_appointment_settings: DoctorAppointmentSettingsTable;
  doctor_tags: DoctorTagsTable;
  doctor_tag_links: DoctorTagLinksTable;
  doctor_assistants: DoctorAssistantsTable;
  doctor_assistant_doctors: DoctorAssistantDoctorsTable;
  doctor_certifications: DoctorCertificationsTable;
  building_departments: BuildingDepartmentsTable;
  hr_departments: HrDepartmentsTable;
  hr_department_information: HrDepartmentInformationTable;
  center_photos: CenterPhotosTable;
  center_statistics: CenterStatisticsTable;
}
