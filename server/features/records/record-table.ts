import type { RecordName } from '../../../src/contract/writes/records';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { VERSIONED_TABLES } from '../../db/migrations/030-record-versions';
import type { VERSIONED_TABLES_230 } from '../../db/migrations/230-doctor-tag-colours';
import type { VERSIONED_TABLES_280 } from '../../db/migrations/280-content-record-versions';

/** A row of another table that points at a record and stops its removal. */
export interface Reference {
  readonly table: string;
  readonly column: string;
}

/**
 * Where a several-choice field (`tags`) is kept: a link table with one row per chosen record,
 * `owner` naming the record written and `target` the chosen one.
 */
export interface LinkStorage {
  readonly table: 'doctor_tag_links';
  readonly owner: string;
  readonly target: string;
}

/** Where a managed record lives and who may write it. */
export interface RecordStorage {
  readonly table:
    | (typeof VERSIONED_TABLES)[number]
    | (typeof VERSIONED_TABLES_230)[number]
    | (typeof VERSIONED_TABLES_280)[number];
  /** The permission area of its writes: the area of the list that shows it. */
  readonly area: PermissionArea;
  /** Its name in the audit trail. */
  readonly entity: string;
  /**
   * The foreign keys that refuse the record's removal while a row points at it (those declared
   * without `on delete`); keys that cascade or set null do not stop it. A test holds this list to
   * the database's own catalogue.
   */
  readonly referencedBy: readonly Reference[];
  /** The record's several-choice fields, by wire field, and their link tables. */
  readonly links?: Readonly<Record<string, LinkStorage>>;
}

const A = PermissionArea;

/** Every managed record of `MANAGED_RECORDS`, by name: a record missing here does not compile. */
export const RECORD_STORAGE: { readonly [Name in RecordName]: RecordStorage } = {
  news: { table: 'news', area: A.News, entity: 'News', referencedBy: [] },
  newsCategories: {
    table: 'news_categories',
    area: A.Categories,
    entity: 'NewsCategory',
    referencedBy: [{ table: 'news', column: 'news_category_id' }],
  },
  doctors: {
    table: 'doctors',
    area: A.Doctors,
    entity: 'Doctor',
    referencedBy: [{ table: 'online_appointments', column: 'doctor_id' }],
    links: { tagIds: { table: 'doctor_tag_links', owner: 'doctor_id', target: 'doctor_tag_id' } },
  },
  // A tag's links to doctors go with it (`on delete cascade`): removing a tag unfiles its doctors.
  doctorTags: { table: 'doctor_tags', area: A.DoctorTags, entity: 'DoctorTag', referencedBy: [] },
  specialities: {
    table: 'specialities',
    area: A.Specialities,
    entity: 'Speciality',
    referencedBy: [{ table: 'doctors', column: 'speciality_id' }],
  },
  centers: {
    table: 'centers',
    area: A.Centers,
    entity: 'Center',
    referencedBy: [
      { table: 'doctors', column: 'center_id' },
      { table: 'online_appointments', column: 'center_id' },
    ],
  },
  pharmacyItems: {
    table: 'pharmacy_items',
    area: A.Pharmacy,
    entity: 'PharmacyItem',
    referencedBy: [{ table: 'order_items', column: 'pharmacy_item_id' }],
  },
  labTests: { table: 'lab_test_profiles', area: A.Lab, entity: 'LabTest', referencedBy: [] },
  announcements: {
    table: 'announcements',
    area: A.WebsiteContent,
    entity: 'Announcement',
    referencedBy: [],
  },
  articles: { table: 'articles', area: A.WebsiteContent, entity: 'Article', referencedBy: [] },
  jobs: { table: 'jobs', area: A.Jobs, entity: 'Job', referencedBy: [] },
  events: { table: 'events', area: A.Events, entity: 'Event', referencedBy: [] },
  research: { table: 'research', area: A.Research, entity: 'Research', referencedBy: [] },
  messageTemplates: { table: 'message_templates', area: A.Chat, entity: 'MessageTemplate', referencedBy: [] },
  partners: {
    table: 'partners_and_certificates',
    area: A.WebsiteContent,
    entity: 'PartnerOrCertificate',
    referencedBy: [],
  },
};
