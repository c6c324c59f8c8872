import type { Defaulted, Id, Timestamp } from './column-types';

/** A stranger's request for a staff account, until an administrator approves or refuses it (200). */
export interface StaffAccountRequestsTable {
  id: string;
  /** The login name asked for; checked again against the staff when it is approved. */
  name: string;
  full_name: string;
  /** E.164: where the account's reset codes will go once it is approved. */
  phone_number: string;
  /** What the requester wrote for the administrator (department, who sent them). */
  note: Defaulted<string>;
  ip: string;
  created_at: Timestamp;
  status: Defaulted<'pending' | 'approved' | 'refused'>;
  decided_at: Timestamp | null;
  /** The administrator's staff user id. */
  decided_by: string | null;
  /** The account an approval made. */
  staff_user_id: string | null;
  version: Defaulted<number>;
}

/**
 * One request to reset a forgotten staff password (200), for a name that exists or not: the
 * limits and attempts count these rows, so an unknown name is answered exactly like a known one.
 */
export interface StaffPasswordResetsTable {
  id: Id;
  /** The login name as typed, trimmed and lower-cased. */
  name_key: string;
  ip: string;
  created_at: Timestamp;
  /** The code's end (the same lifetime as a patient's sign-in code). */
  expires_at: Timestamp;
  /** Null for a name that does not exist, is disabled or has no phone number: no code was sent. */
  staff_user_id: string | null;
  /** The code sent through the SMS channel (`otp_codes`, purpose `staff-reset`). */
  otp_code_id: number | null;
  /** Code checks tried, right or wrong. */
  attempts: Defaulted<number>;
  /** SHA-256 (hex) of the ticket a right code gives, which sets the new password once. */
  ticket_hash: string | null;
  ticket_expires_at: Timestamp | null;
  used_at: Timestamp | null;
}

export interface AccountTables {
  staff_account_requests: StaffAccountRequestsTable;
  staff_password_resets: StaffPasswordResetsTable;
}
