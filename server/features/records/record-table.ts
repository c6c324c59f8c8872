import type { RecordName } from '../../../src/contract/writes/records';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { VERSIONED_TABLES } from '../../db/migrations/030-record-versions';
import type { VERSIONED_TABLES_230 } from '../../db/migrations/230-doctor-tag-colours';
import type { VERSIONED_TABLES_280 } from '../../db/migrations/280-content-record-versions';
import type { VERSIONED_TABLES_310 } from '../../db/migrations/310-more-record-versions';
import type { VERSIONED_TABLES_340 } from '../../db/migrations/340-carousel-image-versions';
import type { VERSIONED_TABLES_350 } from '../../db/migrations/350-feedback-and-settings-versions';
import type { VERSIONED_TABLES_410 } from '../../db/migrations/410-news-feed-post-versions';

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
  readonly table: 'doctor_tag_links' | 'doctor_assistant_doctors';
  readonly owner: string;
  readonly target: string;
}

/** Rows of `table` whose `column` holds the record's id (and `kind` its kind), removed with it. */
export interface OwnedRows {
  readonly table: 'content_tree_nodes';
  readonly column: 'owner_id';
  readonly kind: 'Instructions';
}

/** Where a managed record lives and who may write it. */
export interface RecordStorage {
  readonly table:
    | (typeof VERSIONED_TABLES)[number]
    | (typeof VERSIONED_TABLES_230)[number]
    | (typeof VERSIONED_TABLES_280)[number]
    | (typeof VERSIONED_TABLES_310)[number]
    | (typeof VERSIONED_TABLES_340)[number]
    | (typeof VERSIONED_TABLES_350)[number]
    | (typeof VERSIONED_TABLES_410)[number]
    /** Versioned by 260, with the tree views. */
    | 'center_instruction_headers'
    /** A row per setting; its version in `settings_versions` (351). */
    | 'app_configuration';
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
  /**
   * Rows of a table without a foreign key that belong to the record and are removed with it, in the
   * same transaction (a root instruction's tree nodes).
   */
  readonly owns?: readonly OwnedRows[];
  /** The record's several-choice fields, by wire field, and their link tables. */
  readonly links?: Readonly<Record<string, LinkStorage>>;
  /**
   * A single record's row among the table's (`writes: 'single'`): the rows whose `column` is null
   * (the network's contact among the centers'); without it, any row. A second is refused (409).
   */
  readonly singleWhereNull?: string;
  /**
   * The rows of the table that are this record's, when the table holds two records (the network's
   * contact and each center's, in `contact_us`): `column` null, or not null. A change or a removal
   * of another row is 404, as if there were no such record.
   */
  readonly scope?: { readonly column: string; readonly isNull: boolean };
  /**
   * The record is the table's rows, one a setting (`key`, `value` as text), not a row: its version
   * is in `settings_versions` under the table's name.
   */
  readonly keyValue?: true;
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
  // The lists made writable by 310. Each is written in the area of the list that shows it.
  pharmacyPartitions: {
    table: 'pharmacy_partitions',
    area: A.Pharmacy,
    entity: 'PharmacyPartition',
    referencedBy: [{ table: 'pharmacy_items', column: 'pharmacy_partition_id' }],
  },
  pharmacyItemDetails: {
    table: 'pharmacy_item_details',
    area: A.Pharmacy,
    entity: 'PharmacyItemDetails',
    referencedBy: [],
  },
  labTestDetails: { table: 'lab_test_details', area: A.Lab, entity: 'LabTestDetail', referencedBy: [] },
  buildingDepartments: {
    table: 'building_departments',
    area: A.Lab,
    entity: 'BuildingDepartment',
    referencedBy: [],
  },
  doctorAssistants: {
    table: 'doctor_assistants',
    area: A.Assistants,
    entity: 'DoctorAssistant',
    referencedBy: [],
    links: {
      doctorIds: { table: 'doctor_assistant_doctors', owner: 'doctor_assistant_id', target: 'doctor_id' },
    },
  },
  doctorCertificates: {
    table: 'doctor_certifications',
    area: A.Doctors,
    entity: 'DoctorCertificate',
    referencedBy: [],
  },
  centerGroups: {
    table: 'center_groups',
    area: A.Centers,
    entity: 'CenterGroup',
    referencedBy: [{ table: 'centers', column: 'center_group_id' }],
  },
  // The gallery's list is a public read; its writes are in the gallery's staff area.
  centerPhotos: { table: 'center_photos', area: A.Media, entity: 'CenterPhoto', referencedBy: [] },
  centerInstructions: {
    table: 'center_instruction_headers',
    area: A.CenterInstructions,
    entity: 'CenterInstruction',
    referencedBy: [],
  },
  videos: { table: 'videos', area: A.Media, entity: 'Video', referencedBy: [] },
  videoCategories: {
    table: 'video_categories',
    area: A.Media,
    entity: 'VideoCategory',
    referencedBy: [{ table: 'videos', column: 'video_category_id' }],
  },
  eventCategories: {
    table: 'event_categories',
    area: A.Categories,
    entity: 'EventCategory',
    referencedBy: [{ table: 'events', column: 'event_category_id' }],
  },
  eventSpeakers: { table: 'event_speakers', area: A.Events, entity: 'EventSpeaker', referencedBy: [] },
  researchCategories: {
    table: 'research_categories',
    area: A.Research,
    entity: 'ResearchCategory',
    referencedBy: [{ table: 'research', column: 'research_category_id' }],
  },
  guidelines: { table: 'guidelines', area: A.Guidelines, entity: 'Guideline', referencedBy: [] },
  departmentInformation: {
    table: 'hr_department_information',
    area: A.DepartmentInfo,
    entity: 'DepartmentInformation',
    referencedBy: [],
  },
  rootInstructions: {
    table: 'root_instructions',
    area: A.CenterInstructions,
    entity: 'RootInstruction',
    referencedBy: [],
    owns: [{ table: 'content_tree_nodes', column: 'owner_id', kind: 'Instructions' }],
  },
  instructionCategories: {
    table: 'instruction_categories',
    area: A.Categories,
    entity: 'InstructionCategory',
    referencedBy: [],
  },
  operationInstructions: {
    table: 'operation_instructions',
    area: A.WebsiteContent,
    entity: 'OperationInstruction',
    referencedBy: [],
  },
  smartComponents: {
    table: 'smart_components',
    area: A.WebsiteContent,
    entity: 'SmartComponent',
    referencedBy: [],
  },
  announcementCategories: {
    table: 'announcement_categories',
    area: A.WebsiteContent,
    entity: 'AnnouncementCategory',
    referencedBy: [{ table: 'announcements', column: 'announcement_category_id' }],
  },
  articleCategories: {
    table: 'article_categories',
    area: A.WebsiteContent,
    entity: 'ArticleCategory',
    referencedBy: [{ table: 'articles', column: 'article_category_id' }],
  },
  postCategories: {
    table: 'news_feed_post_categories',
    area: A.WebsiteContent,
    entity: 'PostCategory',
    referencedBy: [{ table: 'news_feed_posts', column: 'news_feed_post_category_id' }],
  },
  guidanceClinics: {
    table: 'guidance_clinics',
    area: A.WebsiteContent,
    entity: 'GuidanceClinic',
    referencedBy: [],
  },
  // Written from the slider board, in the area of its lists (the board and the images' list).
  carouselImages: {
    table: 'carousel_images',
    area: A.WebsiteContent,
    entity: 'CarouselImage',
    referencedBy: [],
  },
  // The records versioned by 350, each in the area of the screen that shows it.
  feedbackQuestions: {
    table: 'feedback_questions',
    area: A.Feedback,
    entity: 'FeedbackQuestion',
    referencedBy: [],
  },
  whyChooseUs: {
    table: 'why_choose_us',
    area: A.WebsiteContent,
    entity: 'WhyChooseUsItem',
    referencedBy: [],
  },
  appPreferences: { table: 'logos', area: A.AppPreferences, entity: 'LogoRecord', referencedBy: [] },
  contactUs: {
    table: 'contact_us',
    area: A.Contact,
    entity: 'ContactUs',
    referencedBy: [],
    singleWhereNull: 'center_id',
    scope: { column: 'center_id', isNull: true },
  },
  // The same table's rows of a center: one a center (a second is 409, duplicate), written by who
  // manages the centers.
  centerContacts: {
    table: 'contact_us',
    area: A.Centers,
    entity: 'CenterContact',
    referencedBy: [],
    scope: { column: 'center_id', isNull: false },
  },
  newsFeedPosts: {
    table: 'news_feed_posts',
    area: A.WebsiteContent,
    entity: 'NewsFeedPost',
    referencedBy: [],
  },
  jobApplicants: { table: 'job_applicants', area: A.Jobs, entity: 'JobApplicant', referencedBy: [] },
  labDepartments: {
    table: 'lab_departments',
    area: A.Lab,
    entity: 'LabDepartment',
    referencedBy: [{ table: 'lab_test_profiles', column: 'lab_department_id' }],
  },
  appConfig: {
    table: 'app_configuration',
    area: A.Settings,
    entity: 'AppConfiguration',
    referencedBy: [],
    keyValue: true,
  },
};
