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

export interface SubmissionTables {
  complaint_steps: ComplaintStepsTable;
  public_submissions: PublicSubmissionsTable;
}
