import type { DateText, DefaultTimestamp, Defaulted, Id, Timestamp, Trilingual } from './column-types';

/** A family profile of an app user: the patient a booking or a lab result is for. */
export interface PatientProfilesTable {
  id: Id;
  app_user_id: string;
  /** The hospital's patient number (the wire's `patientId` of a profile). */
  patient_id: string;
  full_name: string;
  /** `Self`, `Spouse`, `Child`, `Parent` or `Sibling`. */
  relation: string;
  sex: string;
  birthdate: DateText | null;
  /** The wire's `notSeenTestes`. */
  unseen_test_results: Defaulted<number>;
  created_at: DefaultTimestamp;
}

/** The seven states, filled by the migration. */
export interface AppointmentStatesTable extends Trilingual<'name'> {
  id: number;
}

export interface OnlineAppointmentsTable {
  id: Id;
  /** The app user who booked it (the wire's `issuerId`). */
  issuer_id: string;
  patient_profile_id: number | null;
  doctor_id: number;
  center_id: number;
  /** 1 reserved ... 7 missed (the wire's `appointmnetState`). */
  state: number;
  starting_time: Timestamp;
  ending_time: Timestamp;
  note: Defaulted<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Raised by one on every state change (020); a change sent with an older version is stale. */
  version: Defaulted<number>;
}

/** One state change of an appointment (020); an undo names the change it reverses. */
export interface AppointmentStateChangesTable {
  id: Id;
  appointment_id: number;
  from_state: number;
  to_state: number;
  reason: string | null;
  staff_user_id: string | null;
  staff_user_name: string;
  changed_at: DefaultTimestamp;
  /** The appointment's version after the change. */
  version: number;
  reverses_id: number | null;
  /** The app user who made it (a patient's cancellation, 070); null for staff. */
  app_user_id: Defaulted<string | null>;
}

export interface UserAppointmentSettingsTable {
  id: Id;
  app_user_id: string;
  max_open_appointments: Defaulted<number>;
  can_book_online: Defaulted<boolean>;
  blocked_until: Timestamp | null;
  reason: Defaulted<string>;
  updated_at: DefaultTimestamp;
  /** A booking may be cancelled by the patient until this many hours before it starts (070). */
  cancel_hours_before: Defaulted<number>;
  /** One more at every change (070). */
  version: Defaulted<number>;
}

export interface OrdersTable {
  id: Id;
  app_user_id: string;
  /** `Pending`, `Preparing`, `OutForDelivery`, `Delivered` or `Cancelled`. */
  status: string;
  /** Iraqi dinars. */
  total: number;
  delivery_address: Defaulted<string>;
  phone_number: string;
  note: Defaulted<string>;
  created_at: DefaultTimestamp;
  /** The site's id of the cart it came from: a retry is stored once (160). */
  client_order_id: string | null;
  /** What delivery cost, included in `total` (160; 0 on the seed's orders). */
  delivery_fee: Defaulted<number>;
}

export interface OrderItemsTable {
  order_id: number;
  pharmacy_item_id: number;
  quantity: number;
  unit_price: number;
  /** The item's names as ordered (160). */
  name_en: Defaulted<string>;
  name_ku: Defaulted<string>;
  name_ar: Defaulted<string>;
}

/** One row (id 1): a mark that changes with every statement writing appointments (migration 400). */
export interface AppointmentWriteMarksTable {
  id: number;
  mark: string;
}

export interface PatientTables {
  patient_profiles: PatientProfilesTable;
  appointment_states: AppointmentStatesTable;
  online_appointments: OnlineAppointmentsTable;
  appointment_write_marks: AppointmentWriteMarksTable;
  appointment_state_changes: AppointmentStateChangesTable;
  user_appointment_settings: UserAppointmentSettingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
}
