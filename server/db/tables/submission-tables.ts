import type { DefaultTimestamp, Defaulted, Id } from './column-types';

/** One step of a complaint's workflow (110). */
export interface ComplaintStepsTable {
  id: Id;
  complaint_id: number;
  from_status: string;
  to_status: string;
  /** Staff's note: what was done. */
  note: string;
  /** The note shown to the patient from this step on ('' keeps the previous one). */
  public_note: Defaulted<string>;
  staff_user_id: string | null;
  staff_name: string;
  at: DefaultTimestamp;
}

/** A send from the site, as the abuse limits count it (110): never shown to staff. */
export interface PublicSubmissionsTable {
  id: Id;
  /** `contact`, `complaint`, `feedback` or `application`. */
  kind: string;
  client_address: string;
  /** E.164, when the form carried a phone number. */
  phone_number: string | null;
  at: DefaultTimestamp;
}

/** A CV file sent from the site (151), kept under `uploads/cv/` by its random stored name. */
export interface CvFilesTable {
  id: Id;
  stored_name: string;
  /** Read from the file's first bytes. */
  media_type: string;
  size_bytes: number;
  /** The name the sender's file had: shown to staff, never used as a path. */
  original_name: Defaulted<string>;
  created_at: DefaultTimestamp;
}

export interface SubmissionTables {
  cv_files: CvFilesTable;
  complaint_steps: ComplaintStepsTable;
  public_submissions: PublicSubmissionsTable;
}
