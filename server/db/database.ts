import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AccessTables } from './tables/access-tables';
import type { AccountTables } from './tables/account-tables';
import type { ChatTables } from './tables/chat-tables';
import type { ClinicTables } from './tables/clinic-tables';
import type { ContentTables } from './tables/content-tables';
import type { PatientTables } from './tables/patient-tables';
import type { PharmacyLabTables } from './tables/pharmacy-lab-tables';
import type { RecordTables } from './tables/record-tables';
import type { SiteTables } from './tables/site-tables';
import type { SubmissionTables } from './tables/submission-tables';

/**
 * The tables, as Kysely sees them. Column names are snake_case in SQL; the wire names of the spec
 * are made in the handlers, never here. Each group lives in `tables/` next to its migration's topic.
 */
export interface Database
  extends
    ClinicTables,
    PharmacyLabTables,
    PatientTables,
    ChatTables,
    RecordTables,
    ContentTables,
    SiteTables,
    SubmissionTables,
    AccessTables,
    AccountTables {
  roles: RolesTable;
  role_areas: RoleAreasTable;
  staff_users: StaffUsersTable;
  revoked_tokens: RevokedTokensTable;
  staff_session_activity: StaffSessionActivityTable;
  app_users: AppUsersTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface RolesTable {
  id: string;
  name: string;
  /** Added by 016; '' unless set. */
  description: Generated<string>;
  /** Added by 170: raised by every write of the role. */
  version: Generated<number>;
}

/** The permission areas a role grants (`PermissionArea` values). */
export interface RoleAreasTable {
  role_id: string;
  area: string;
}

export interface StaffUsersTable {
  id: string;
  /** The login name; unique, compared case-insensitively. */
  name: string;
  full_name: string;
  /** An argon2id PHC string. */
  password_hash: string;
  role_id: string;
  created_at: CreatedAt;
  /** Added by 170: when an administrator disabled the account; null while it may sign in. */
  disabled_at: Generated<Date | null>;
  version: Generated<number>;
  /** Added by 200: where a password reset code goes; null when none was given. */
  phone_number: Generated<string | null>;
  /** Added by 200: a password someone else set, changed by the user before anything else. */
  must_change_password: Generated<boolean>;
}

/** Token ids (or login-session ids) that no longer authenticate, kept until the token would expire. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
}

/** When a staff login session last made a request: its idle limit is counted from here. */
export interface StaffSessionActivityTable {
  session: string;
  last_seen_at: Date;
  /** The session's absolute end (its tokens' expiry); rows past it are purged. */
  expires_at: Date;
  /** Added by 170: whose session it is, so ending a user's access ends all of them. */
  staff_user_id: Generated<string | null>;
}

/** A patient's app account (the chat's "app user"); profiles and appointments come later. */
export interface AppUsersTable {
  id: string;
  name: string;
  phone_number: string;
  /** `YYYY-MM-DD`, kept as text by the type parsers of `open-database.ts`. */
  birthdate: string | null;
  sex: string | null;
  martial_status: string | null;
  blood_group: string | null;
  created_at: CreatedAt;
}

/** The query layer every handler gets. */
export type Db = Kysely<Database>;
