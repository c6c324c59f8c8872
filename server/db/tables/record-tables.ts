import type { DateText, DefaultTimestamp, Defaulted, Id, Timestamp } from './column-types';

/** One requested sign-in code. */
export interface OtpCodesTable {
  id: Id;
  /** E.164, e.g. `+9647501234567`. */
  phone_number: string;
  /** Random hex, hashed with the code into `code_hash`. */
  code_salt: string;
  /** Hex SHA-256 of `code_salt` (as bytes) followed by the code. */
  code_hash: string;
  /** The plain code, kept only on a demo database (for the dashboard's OTP-Test page); else null. */
  code: string | null;
  /** The wire's `codeIsSent`: an SMS carried it. */
  is_sent: Defaulted<boolean>;
  /** Verifications tried against this code, right or wrong. */
  attempts: Defaulted<number>;
  ip: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Added by 200: `patient` (sign-in) or `staff-reset` (a forgotten staff password). */
  purpose: Defaulted<string>;
}

export interface AuditRecordsTable {
  id: Id;
  staff_user_id: string | null;
  user_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  at: DefaultTimestamp;
  ip: Defaulted<string>;
  /** `staff`, `patient`, `anonymous` or `system`. */
  actor_kind: Defaulted<string>;
  /** The permission area the action belongs to, when it has one. */
  area: string | null;
  /** `success`, `failure` or `denied`. */
  outcome: Defaulted<string>;
  reason: string | null;
  /** The record before and after a change, as JSON text (hashed as written). */
  before_json: string | null;
  after_json: string | null;
  /** The previous row's `hash` (empty for the first row of the chain). */
  prev_hash: Defaulted<string>;
  /** SHA-256 of this row's fields and `prev_hash` (`server/features/audit/audit-chain.ts`). */
  hash: Defaulted<string>;
}

export interface RequestTotalsTable {
  day: DateText;
  category: string;
  total: Defaulted<number>;
}

/** A CSV import's row already written (231): the record it made. */
export interface RecordImportsTable {
  record: string;
  import_key: string;
  row_number: number;
  record_id: number;
  staff_user_id: string | null;
  imported_at: DefaultTimestamp;
}

/** Added by 351: the version of a record kept as key-value rows (`app_configuration`). */
export interface SettingsVersionsTable {
  name: string;
  version: Defaulted<number>;
}

export interface RecordTables {
  settings_versions: SettingsVersionsTable;
  record_imports: RecordImportsTable;
  otp_codes: OtpCodesTable;
  audit_records: AuditRecordsTable;
  request_totals: RequestTotalsTable;
}
