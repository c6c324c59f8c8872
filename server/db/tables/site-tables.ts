import type {
  DateText,
  DefaultTimestamp,
  Defaulted,
  Id,
  Json,
  OptionalTrilingual,
  Trilingual,
} from './column-types';

/** A key-value setting (`app_configuration`, `app_preferences`). */
export interface SettingsTable {
  key: string;
  value: string;
  description: Defaulted<string>;
  updated_at: DefaultTimestamp;
}

/** The logo record: its image and its English, Kurdish and Arabic names. */
export interface LogosTable extends Trilingual<'name'> {
  id: Id;
  image_url: string;
  updated_at: DefaultTimestamp;
  /** Added by 350: the record's version. */
  version: Defaulted<number>;
}

export interface ContactUsTable extends OptionalTrilingual<'address'>, OptionalTrilingual<'working_hours'> {
  id: Id;
  /** Null for the network's own row. */
  center_id: number | null;
  phone_number: Defaulted<string>;
  whatsapp_number: Defaulted<string>;
  email: Defaulted<string>;
  facebook_url: string | null;
  instagram_url: string | null;
  website_url: string | null;
  sort_order: Defaulted<number>;
  /** Added by 350: the record's version. */
  version: Defaulted<number>;
}

/** A message sent through the site's contact form ("contact smart"). */
export interface ContactMessagesTable {
  id: Id;
  full_name: string;
  phone_number: Defaulted<string>;
  email: Defaulted<string>;
  subject: Defaulted<string>;
  message: string;
  is_read: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

export interface SubmittedCvsTable {
  id: Id;
  full_name: string;
  phone_number: Defaulted<string>;
  email: Defaulted<string>;
  position: Defaulted<string>;
  years_of_experience: Defaulted<number>;
  cv_url: string | null;
  created_at: DefaultTimestamp;
  /** The CV file sent from the site (151). */
  cv_file_id: Defaulted<number | null>;
}

export interface JobsTable extends Trilingual<'title'>, OptionalTrilingual<'description'> {
  id: Id;
  center_id: number | null;
  /** `FullTime`, `PartTime`, `Contract` or `Internship`. */
  employment_type: string;
  deadline: DateText | null;
  is_open: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

export interface JobApplicantsTable {
  id: Id;
  job_id: number;
  full_name: string;
  phone_number: Defaulted<string>;
  email: Defaulted<string>;
  cv_url: string | null;
  /** `New`, `Shortlisted`, `Interviewed`, `Hired` or `Rejected`. */
  status: Defaulted<string>;
  applied_at: DefaultTimestamp;
  /** Added by 350: the record's version. */
  version: Defaulted<number>;
}

export interface JobFormsTable extends Trilingual<'title'> {
  id: Id;
  /** Web 0, Mobile 1, Both 2. */
  platform: number;
  /** 'Submit Your CV' 0, 'Normal Jobs' 1. */
  placement: number;
  /** `[{ name, label, labelKu, labelAr, type, required, options }]`, in the order shown. */
  fields: Json;
  is_active: Defaulted<boolean>;
  created_at: DefaultTimestamp;
  /** 1 when made, one more at every change of the builder (270). */
  version: Defaulted<number>;
}

export interface JobFormApplicantsTable {
  id: Id;
  job_form_id: number;
  full_name: string;
  phone_number: Defaulted<string>;
  /** The form's field names mapped to the answers. */
  answers: Json;
  submitted_at: DefaultTimestamp;
  /** The CV file sent with the application (151). */
  cv_file_id: Defaulted<number | null>;
}

/** A question about a doctor or (exclusively) about a building department. */
export interface FeedbackQuestionsTable extends Trilingual<'name'> {
  id: Id;
  doctor_id: number | null;
  building_department_id: number | null;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 350: the record's version. */
  version: Defaulted<number>;
}

export interface FeedbacksTable {
  id: Id;
  app_user_id: string | null;
  doctor_id: number | null;
  building_department_id: number | null;
  /** 1 to 5. */
  rating: number;
  comment: Defaulted<string>;
  created_at: DefaultTimestamp;
  /** The appointment rated from the site (150); one feedback per appointment. */
  appointment_id: Defaulted<number | null>;
}

export interface FeedbackAnswersTable {
  feedback_id: number;
  feedback_question_id: number;
  rating: number;
}

export interface ComplaintsTable {
  id: Id;
  app_user_id: string | null;
  center_id: number | null;
  full_name: string;
  phone_number: Defaulted<string>;
  subject: string;
  body: string;
  /** `Open`, `InProgress`, `Resolved` or `Dismissed`. */
  status: Defaulted<string>;
  created_at: DefaultTimestamp;
  /** Added by 110: the note the patient sees, the version, the last change. */
  public_note: Defaulted<string>;
  version: Defaulted<number>;
  updated_at: DefaultTimestamp;
}

export interface SiteTables {
  app_configuration: SettingsTable;
  app_preferences: SettingsTable;
  logos: LogosTable;
  contact_us: ContactUsTable;
  contact_messages: ContactMessagesTable;
  submitted_cvs: SubmittedCvsTable;
  jobs: JobsTable;
  job_applicants: JobApplicantsTable;
  job_forms: JobFormsTable;
  job_form_applicants: JobFormApplicantsTable;
  feedback_questions: FeedbackQuestionsTable;
  feedbacks: FeedbacksTable;
  feedback_answers: FeedbackAnswersTable;
  complaints: ComplaintsTable;
}
