import type { DefaultTimestamp, Defaulted, Id, OptionalTrilingual, Trilingual } from './column-types';

export interface PharmacyPartitionsTable extends Trilingual<'name'> {
  id: Id;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface PharmacyItemsTable extends Trilingual<'name'> {
  id: Id;
  pharmacy_partition_id: number;
  /** Iraqi dinars. */
  price: number;
  stock: Defaulted<number>;
  barcode: string | null;
  image_url: string | null;
  is_available: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

export interface PharmacyItemDetailsTable extends OptionalTrilingual<'description'> {
  id: Id;
  pharmacy_item_id: number;
  manufacturer: Defaulted<string>;
  country_of_origin: Defaulted<string>;
  dosage_form: Defaulted<string>;
  strength: Defaulted<string>;
  pack_size: Defaulted<string>;
  requires_prescription: Defaulted<boolean>;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface LabDepartmentsTable extends Trilingual<'name'> {
  id: Id;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
}

export interface LabTestProfilesTable {
  id: Id;
  lab_department_id: number;
  /** The test's name as the lab writes it (English in every language). */
  appearance_name: string;
  code: string;
  /** Iraqi dinars. */
  price: number;
  sample_type: Defaulted<string>;
  turnaround_hours: Defaulted<number>;
  details: Defaulted<string>;
  is_available: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

/** A component test of a profile (a CBC's haemoglobin, white cells, ...). */
export interface LabTestDetailsTable {
  id: Id;
  lab_test_profile_id: number;
  name: string;
  unit: Defaulted<string>;
  normal_range: Defaulted<string>;
  sort_order: Defaulted<number>;
  /** Added by 310 (030 for news categories): the record's version. */
  version: Defaulted<number>;
}

export interface PharmacyLabTables {
  pharmacy_partitions: PharmacyPartitionsTable;
  pharmacy_items: PharmacyItemsTable;
  pharmacy_item_details: PharmacyItemDetailsTable;
  lab_departments: LabDepartmentsTable;
  lab_test_profiles: LabTestProfilesTable;
  lab_test_details: LabTestDetailsTable;
}
