import { CAROUSEL_PLACEMENTS } from '../../domain/site/carousel-placement';
import type { ReadName } from '../reads/reads';
import type { WireCall } from '../shared/wire-call';
import type { FormField, RecordForm } from './record-form';
import { LOGO_SIZE } from './record-media';

/** Spec paths owned here: none (the writes are extension calls, `/api/Records/{name}`). */
export const WIRE_PATHS: readonly string[] = [];

/*
 * The managed records staff create, change and remove (an extension: docs/api-extensions.md,
 * "Writes of managed records"), each with the list that shows it and its form. The form is the
 * one description of a record's writable fields: the dashboard draws it, and the browser and the
 * server check a body with the schema made from it (`createSchema`, `updateSchema`).
 */

const lookup = (
  name: string,
  read: ReadName,
  required = true,
  labelField = 'name',
  orElse?: string,
): FormField => ({
  kind: 'lookup',
  name,
  read,
  labelField,
  required,
  ...(orElse === undefined ? {} : { orElse }),
});
const names = (name = 'name'): FormField => ({ kind: 'multilingual', name, required: true });
/** Long text in three languages, written in markdown unless it is sent as plain text (a chat reply). */
const longTexts = (name: string, required = false, markdown = true): FormField => ({
  kind: 'multilingual',
  name,
  long: true,
  markdown,
  required,
});
const shortTexts = (name: string): FormField => ({ kind: 'multilingual', name, required: false });
const link = (name: string): FormField => ({
  kind: 'text',
  name,
  required: false,
  nullable: true,
  maxLength: 2000,
});
/** A picture of the record: uploaded from the form (`record-media.ts`) or linked. */
const image = (name: string): FormField => ({ kind: 'image', name, required: false });
const yesNo = (name: string): FormField => ({ kind: 'yesNo', name, required: false });
const order: FormField = { kind: 'number', name: 'sortOrder', required: true, min: 0, max: 100_000 };
const phone: FormField = { kind: 'text', name: 'phoneNumber', required: false, maxLength: 30 };
const price: FormField = { kind: 'number', name: 'price', required: true, min: 0 };
/** A short optional text in one language (a unit, a manufacturer). */
const plain = (name: string): FormField => ({ kind: 'text', name, required: false });

/** A managed record: the list that shows it and the form that writes it. */
export interface ManagedRecord {
  /** The plain read of the dashboard list the record is shown in. */
  readonly list: ReadName;
  readonly form: RecordForm;
  /**
   * The tables whose rows go with the record when it is removed (their keys cascade), for the
   * removal's question to name; a test holds it to the database's catalogue.
   */
  readonly alsoRemoves?: readonly string[];
  /**
   * Which writes the record has, when not all three: a `single` record is one row (the logo
   * record): created once, then changed, never removed; `changeOnly` rows come from elsewhere
   * (a job applicant applies on the site) and staff only change them.
   */
  readonly writes?: RecordWrites;
}

/** The writes of a record that does not have all three: see `ManagedRecord.writes`. */
export type RecordWrites = 'single' | 'changeOnly';

/** The spec's 26 carousel placements as a choice, each by its name in the page's language. */
const placement: FormField = {
  kind: 'choice',
  name: 'carouselFor',
  required: true,
  choices: CAROUSEL_PLACEMENTS.map((p) => ({ value: p.value, labelKey: p.i18nKey })),
};

export const MANAGED_RECORDS = {
  news: {
    list: 'dashboardNews',
    form: [
      names('title'),
      longTexts('body'),
      lookup('newsCategoryId', 'newsCategories'),
      lookup('centerId', 'clinicCenters', false),
      image('imageUrl'),
      yesNo('isPublished'),
    ],
  },
  newsCategories: { list: 'newsCategories', form: [names(), order] },
  doctors: {
    list: 'doctors',
    form: [
      names(),
      lookup('specialityId', 'specialties'),
      lookup('centerId', 'clinicCenters'),
      { kind: 'tags', name: 'tagIds', read: 'doctorTags', labelField: 'name', required: false },
      { kind: 'enum', name: 'sex', options: ['Male', 'Female'], required: true },
      phone,
      { kind: 'number', name: 'yearsOfExperience', required: true, min: 0, max: 80 },
      longTexts('bio'),
      image('photoUrl'),
      yesNo('isActive'),
      order,
    ],
    alsoRemoves: [
      'doctor_appointment_settings',
      'doctor_assistant_doctors',
      'doctor_certifications',
      'doctor_tag_links',
      'feedback_answers',
      'feedback_questions',
      'feedbacks',
      'news_feed_rule_doctors',
    ],
  },
  specialities: { list: 'specialties', form: [names(), image('imageUrl'), order] },
  centers: {
    list: 'clinicCenters',
    form: [
      names(),
      lookup('centerGroupId', 'centerGroups'),
      shortTexts('address'),
      phone,
      { kind: 'number', name: 'latitude', required: false, min: -90, max: 90, whole: false },
      { kind: 'number', name: 'longitude', required: false, min: -180, max: 180, whole: false },
      image('imageUrl'),
      yesNo('isActive'),
      order,
    ],
    alsoRemoves: [
      'building_departments',
      'center_instruction_headers',
      'center_photos',
      'center_statistics',
      'contact_us',
      'doctor_appointment_settings',
      'feedback_answers',
      'feedback_questions',
      'feedbacks',
      'guidance_clinics',
      'news_feed_rule_centers',
    ],
  },
  pharmacyItems: {
    list: 'pharmacyItems',
    form: [
      names(),
      lookup('pharmacyPartitionId', 'pharmacyPartitions'),
      price,
      { kind: 'number', name: 'stock', required: true, min: 0 },
      { kind: 'text', name: 'barcode', required: false, nullable: true, maxLength: 64 },
      image('imageUrl'),
      yesNo('isAvailable'),
    ],
    alsoRemoves: ['pharmacy_item_details'],
  },
  labTests: {
    list: 'labTestProfiles',
    form: [
      { kind: 'text', name: 'appearanceName', required: true },
      { kind: 'text', name: 'code', required: true, maxLength: 40 },
      lookup('labDepartmentId', 'labDepartmentProfiles'),
      price,
      { kind: 'text', name: 'sampleType', required: false },
      { kind: 'number', name: 'turnaroundHours', required: true, min: 0, max: 32_767 },
      { kind: 'longText', name: 'details', required: false, markdown: true },
      yesNo('isAvailable'),
    ],
    alsoRemoves: ['lab_test_details'],
  },
  jobs: {
    list: 'jobs',
    form: [
      names('title'),
      longTexts('description'),
      {
        kind: 'enum',
        name: 'employmentType',
        options: ['FullTime', 'PartTime', 'Contract', 'Internship'],
        required: true,
      },
      lookup('centerId', 'clinicCenters', false),
      { kind: 'date', name: 'deadline', required: false },
      yesNo('isOpen'),
    ],
    alsoRemoves: ['job_applicants'],
  },
  events: {
    list: 'dashboardEvents',
    form: [
      names('title'),
      longTexts('description'),
      shortTexts('location'),
      lookup('eventCategoryId', 'dashboardEventCategories'),
      lookup('centerId', 'clinicCenters', false),
      { kind: 'dateTime', name: 'startsAt', required: true },
      { kind: 'dateTime', name: 'endsAt', required: true },
      image('imageUrl'),
      yesNo('isPublished'),
    ],
    alsoRemoves: ['event_speaker_links'],
  },
  research: {
    list: 'dashboardResearch',
    form: [
      { kind: 'text', name: 'title', required: true, maxLength: 500 },
      lookup('researchCategoryId', 'researchCategories'),
      lookup('doctorId', 'doctors', false),
      { kind: 'text', name: 'authors', required: false, maxLength: 1000 },
      { kind: 'text', name: 'journal', required: false },
      { kind: 'date', name: 'publishedOn', required: false },
      link('url'),
      { kind: 'longText', name: 'abstract', required: false, markdown: true },
    ],
  },
  messageTemplates: {
    list: 'messageTemplates',
    form: [
      { kind: 'text', name: 'title', required: true },
      longTexts('body', true, false),
      lookup('chatDepartmentId', 'chatDepartments', false),
    ],
  },
  partners: {
    list: 'partnersAndCertificates',
    form: [
      { kind: 'enum', name: 'kind', options: ['Partner', 'Certificate'], required: true },
      names(),
      image('imageUrl'),
      link('websiteUrl'),
      order,
    ],
  },
  // The website's announcements and articles (area website-content): texts in markdown.
  announcements: {
    list: 'announcements',
    form: [
      names('title'),
      longTexts('body'),
      lookup('announcementCategoryId', 'announcementCategories'),
      yesNo('isPinned'),
      { kind: 'dateTime', name: 'expiresAt', required: false },
    ],
  },
  articles: {
    list: 'articles',
    form: [
      names('title'),
      longTexts('body'),
      lookup('articleCategoryId', 'articleCategories'),
      lookup('doctorId', 'articleDoctors', false),
      image('imageUrl'),
    ],
  },
  doctorTags: {
    list: 'doctorTags',
    form: [names(), { kind: 'color', name: 'color', required: false }],
    alsoRemoves: ['doctor_tag_links'],
  },
  // The lists made writable after the first fifteen (migration 310 gave them their `version`).
  pharmacyPartitions: { list: 'pharmacyPartitions', form: [names(), order] },
  pharmacyItemDetails: {
    list: 'pharmacyItemDetails',
    // One details record per item: a second one for the same item is a duplicate (409).
    form: [
      lookup('pharmacyItemId', 'pharmacyItems'),
      plain('manufacturer'),
      plain('countryOfOrigin'),
      plain('dosageForm'),
      plain('strength'),
      plain('packSize'),
      yesNo('requiresPrescription'),
      longTexts('description'),
    ],
  },
  labTestDetails: {
    list: 'labTestDetails',
    form: [
      lookup('labTestProfileId', 'labTestProfiles', true, 'appearanceName'),
      { kind: 'text', name: 'name', required: true },
      plain('unit'),
      plain('normalRange'),
      order,
    ],
  },
  buildingDepartments: {
    list: 'buildingDepartments',
    form: [
      names(),
      lookup('centerId', 'clinicCenters'),
      { kind: 'number', name: 'floor', required: true, min: -10, max: 200 },
      { kind: 'text', name: 'phoneExtension', required: false, maxLength: 30 },
    ],
    alsoRemoves: ['feedback_answers', 'feedback_questions', 'feedbacks'],
  },
  doctorAssistants: {
    list: 'doctorAssistants',
    form: [
      { kind: 'text', name: 'fullName', required: true },
      phone,
      { kind: 'tags', name: 'doctorIds', read: 'doctors', labelField: 'name', required: false },
    ],
    alsoRemoves: ['doctor_assistant_doctors'],
  },
  doctorCertificates: {
    list: 'doctorCertificates',
    form: [
      lookup('doctorId', 'doctors'),
      names('title'),
      plain('issuedBy'),
      { kind: 'number', name: 'issuedYear', required: false, min: 1900, max: 2100 },
      image('imageUrl'),
    ],
  },
  centerGroups: { list: 'centerGroups', form: [names(), order] },
  centerPhotos: {
    list: 'photoGallery',
    form: [
      lookup('centerId', 'clinicCenters'),
      names('album'),
      shortTexts('caption'),
      image('imageUrl'),
      order,
    ],
  },
  centerInstructions: {
    // The list shows the instructions that carry a picture: the picture is required here.
    list: 'centerInstructions',
    form: [
      lookup('centerId', 'clinicCenters'),
      names('title'),
      longTexts('body'),
      { kind: 'image', name: 'imageUrl', required: true },
      order,
    ],
    alsoRemoves: ['center_instruction_headers'],
  },
  videos: {
    list: 'videos',
    form: [
      names('title'),
      lookup('videoCategoryId', 'videoCategories'),
      lookup('doctorId', 'videoDoctors', false),
      lookup('centerId', 'videoCenters', false),
      lookup('specialityId', 'specialties', false),
      lookup('buildingDepartmentId', 'videoDepartments', false),
      link('videoUrl'),
      image('thumbnailUrl'),
      { kind: 'number', name: 'durationSeconds', required: true, min: 0, max: 86_400 },
    ],
    alsoRemoves: ['news_feed_rule_videos'],
  },
  videoCategories: { list: 'videoCategories', form: [names(), order] },
  eventCategories: { list: 'dashboardEventCategories', form: [names(), order] },
  eventSpeakers: {
    list: 'eventSpeakers',
    form: [
      { kind: 'text', name: 'fullName', required: true },
      shortTexts('jobTitle'),
      longTexts('bio'),
      image('photoUrl'),
    ],
    alsoRemoves: ['event_speaker_links'],
  },
  researchCategories: { list: 'researchCategories', form: [names(), order] },
  guidelines: {
    list: 'guidelines',
    form: [names('title'), longTexts('body'), lookup('specialityId', 'specialties', false), link('fileUrl')],
  },
  departmentInformation: {
    // One information page per HR department: a second one for the same department is a duplicate.
    list: 'departmentInformation',
    form: [
      {
        kind: 'lookup',
        name: 'hrDepartmentId',
        read: 'departmentsWithoutInformation',
        readWhenEditing: 'departmentsWithoutInformationExceptOne',
        labelField: 'name',
        required: true,
      },
      longTexts('description'),
      plain('managerName'),
      { kind: 'text', name: 'email', required: false, maxLength: 200 },
      phone,
      { kind: 'number', name: 'employeeCount', required: true, min: 0, max: 1_000_000 },
    ],
  },
  rootInstructions: {
    list: 'rootInstructions',
    form: [names('title'), longTexts('description'), yesNo('isForOperations'), order],
    alsoRemoves: [
      'content_tree_nodes',
      'instruction_categories',
      'instructions',
      'news_feed_rule_instructions',
      'operation_instructions',
    ],
  },
  instructionCategories: {
    list: 'dashboardInstructionCategories',
    form: [names(), lookup('rootInstructionId', 'rootInstructions', true, 'title'), order],
    alsoRemoves: ['instructions', 'news_feed_rule_instructions'],
  },
  operationInstructions: {
    list: 'operationInstructions',
    form: [
      names('operationName'),
      lookup('rootInstructionId', 'rootInstructions', true, 'title'),
      longTexts('before'),
      longTexts('after'),
      order,
    ],
  },
  smartComponents: {
    list: 'smartComponents',
    form: [
      names('title'),
      longTexts('description'),
      image('imageUrl'),
      link('linkUrl'),
      yesNo('isActive'),
      order,
    ],
  },
  announcementCategories: { list: 'announcementCategories', form: [names(), order] },
  articleCategories: { list: 'articleCategories', form: [names(), order] },
  postCategories: { list: 'postCategories', form: [names(), order] },
  guidanceClinics: {
    list: 'guidanceClinics',
    form: [
      names(),
      longTexts('description'),
      lookup('centerId', 'clinicCenters'),
      lookup('doctorAssistantId', 'guidanceClinicAssistants', false),
      phone,
      plain('workingHours'),
      order,
    ],
  },
  // The slider's images (migration 340 gave them their `version`), written from the slider board:
  // the spec's `carouselFor` (one of the 26 placements) and the destination group.
  carouselImages: {
    list: 'carouselImages',
    form: [
      { kind: 'image', name: 'imageUrl', required: true },
      placement,
      lookup('sliderDestinationGroupId', 'sliderGroups', false),
      shortTexts('title'),
      link('linkUrl'),
      yesNo('isActive'),
      order,
    ],
  },
  // The questions the site's feedback form asks (migration 350 gave them their `version`): each is
  // about a doctor or about a building department, exactly one of the two.
  feedbackQuestions: {
    list: 'feedbackQuestions',
    form: [
      names(),
      lookup('doctorId', 'doctors', false, 'name', 'buildingDepartmentId'),
      lookup('buildingDepartmentId', 'buildingDepartments', false),
      order,
    ],
    alsoRemoves: ['feedback_answers'],
  },
  // The site's reasons to choose the network: the items of `/` (the read wraps them in `items`).
  whyChooseUs: {
    list: 'whyChooseUs',
    form: [
      names('title'),
      longTexts('body', false, false),
      { kind: 'text', name: 'icon', required: false, maxLength: 60 },
      order,
    ],
  },
  // The logo record that names the browser tab and gives its icon: one row.
  appPreferences: {
    list: 'appPreferences',
    form: [{ kind: 'image', name: 'imageUrl', required: true, size: LOGO_SIZE }, names()],
    writes: 'single',
  },
  // The network's main contact (the row of no center), shown on the site's contact page.
  contactUs: {
    list: 'contactUs',
    form: [
      phone,
      { kind: 'text', name: 'whatsappNumber', required: false, maxLength: 30 },
      { kind: 'text', name: 'email', required: false, maxLength: 200 },
      shortTexts('address'),
      shortTexts('workingHours'),
      link('websiteUrl'),
      link('facebookUrl'),
      link('instagramUrl'),
    ],
    writes: 'single',
  },
  // Each center's own contact details (the `centers` of `/ContactUs/GetContactUsData`): one a center.
  centerContacts: {
    list: 'centerContacts',
    form: [
      lookup('centerId', 'clinicCenters'),
      phone,
      { kind: 'text', name: 'whatsappNumber', required: false, maxLength: 30 },
      { kind: 'text', name: 'email', required: false, maxLength: 200 },
      shortTexts('address'),
      shortTexts('workingHours'),
      link('websiteUrl'),
      link('facebookUrl'),
      link('instagramUrl'),
      order,
    ],
  },
  // The news-feed posts: a text in three languages in a post category, about a doctor, a center, a
  // video or an instruction (each chosen from the generation rules' lists), with a picture.
  newsFeedPosts: {
    list: 'newsFeedPosts',
    form: [
      longTexts('body', true),
      lookup('newsFeedPostCategoryId', 'postCategories'),
      lookup('doctorId', 'postGenerationDoctors', false),
      lookup('centerId', 'postGenerationCenters', false),
      lookup('videoId', 'postGenerationVideos', false),
      lookup('instructionId', 'postGenerationInstructions', false),
      image('imageUrl'),
    ],
  },
  // The lab's departments (the site's letters index them), listed by the spec's public
  // `/LabDepartment/GetLabDepartmentNameProfiles` with their tests' names.
  labDepartments: { list: 'labDepartmentProfiles', form: [names(), order] },
  // The mobile app's configuration (`/AppConfig/GetAppconfig`): one record kept as a row per setting,
  // each value as text; its version is kept apart (migration 351).
  appConfig: {
    list: 'appConfig',
    form: [
      { kind: 'text', name: 'androidMinVersion', required: true, maxLength: 20 },
      { kind: 'text', name: 'iosMinVersion', required: true, maxLength: 20 },
      yesNo('forceUpdate'),
      yesNo('maintenanceMode'),
      yesNo('onlineBookingEnabled'),
      yesNo('pharmacyDeliveryEnabled'),
      yesNo('chatEnabled'),
      { kind: 'text', name: 'supportPhoneNumber', required: false, maxLength: 30 },
      { kind: 'text', name: 'supportWhatsApp', required: false, maxLength: 30 },
      { kind: 'number', name: 'otpLength', required: true, min: 4, max: 8 },
      { kind: 'number', name: 'otpValidityMinutes', required: true, min: 1, max: 60 },
      { kind: 'enum', name: 'defaultLanguage', options: ['ku', 'ar', 'en'], required: true },
    ],
    writes: 'single',
  },
  // An applicant's place in the hiring (the rows come from the site's applications).
  jobApplicants: {
    list: 'jobApplicants',
    form: [
      {
        kind: 'enum',
        name: 'status',
        options: ['New', 'Shortlisted', 'Interviewed', 'Hired', 'Rejected'],
        required: true,
      },
    ],
    writes: 'changeOnly',
  },
} as const satisfies Record<string, ManagedRecord>;

export type RecordName = keyof typeof MANAGED_RECORDS;

export const RECORD_NAMES = Object.keys(MANAGED_RECORDS) as RecordName[];

/** The writes a record has (`ManagedRecord.writes`): all three unless it says otherwise. */
export function writesOf(name: RecordName): { create: boolean; update: true; remove: boolean } {
  const writes = (MANAGED_RECORDS[name] as ManagedRecord).writes;
  return { create: writes !== 'changeOnly', update: true, remove: writes === undefined };
}

/** The record written from a list, by the list's read. */
export function recordOfList(list: string): RecordName | undefined {
  return RECORD_NAMES.find((name) => MANAGED_RECORDS[name].list === list);
}

/** The hub event every record write raises on `/HaremHub` for staff, after its commit. */
export const RECORD_CHANGED_EVENT = 'recordChanged';

export interface RecordChangedEventWire {
  record: RecordName;
  id: number;
  action: 'create' | 'update' | 'delete';
}

/** Where a record is created, changed and removed (below `/api`). */
export const recordCalls = (name: RecordName) =>
  ({
    create: { method: 'POST', path: `/Records/${name}`, auth: 'staff' },
    update: { method: 'PUT', path: `/Records/${name}/{id}`, auth: 'staff' },
    remove: { method: 'DELETE', path: `/Records/${name}/{id}`, auth: 'staff' },
  }) as const satisfies Record<string, WireCall>;
