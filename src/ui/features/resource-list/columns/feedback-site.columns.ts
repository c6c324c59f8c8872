import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** A patient's rating of a doctor or a department; the patient's account id is left out. */
const feedback: readonly ColumnSpec[] = [
  col.code('id', 'columns.number'),
  col.ref('doctorId', K.Doctors, 'columns.doctor'),
  col.ref('buildingDepartmentId', K.BuildingDepartments, 'columns.department'),
  col.number('rating'),
  col.text('comment'),
  col.dateTime('createdAt'),
];

/** Feedback, complaints and contact messages; the website-content lists. */
export const FEEDBACK_SITE_COLUMNS = {
  [K.FeedbackQuestions]: [
    col.text('name', 'columns.question'),
    col.ref('doctorId', K.Doctors, 'columns.doctor'),
  ],
  [K.Feedbacks]: feedback,
  [K.AllFeedbacks]: feedback,
  [K.DoctorFeedbacks]: feedback,
  [K.DepartmentFeedbacks]: feedback,
  [K.Complaints]: [
    col.code('id', 'columns.number'),
    col.text('fullName'),
    col.code('phoneNumber', 'columns.phone'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.text('subject'),
    col.text('body', 'columns.message'),
    col.enum('status', 'complaintStatus'),
    col.dateTime('createdAt'),
  ],
  [K.ContactMessages]: [
    col.text('fullName'),
    col.code('phoneNumber', 'columns.phone'),
    col.code('email'),
    col.text('subject'),
    col.text('message'),
    col.boolean('isRead', 'columns.read'),
    col.dateTime('createdAt'),
  ],

  // A single record holding its list (`items`, see RECORD_LISTS): these are the items' columns.
  [K.WhyChooseUs]: [
    col.localized('title'),
    col.localized('body', 'columns.text'),
    col.code('icon', 'records.fields.icon'),
    col.number('sortOrder'),
  ],
  [K.PartnersAndCertificates]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('name'),
    col.enum('kind', 'partnerKind', 'columns.type'),
    col.link('websiteUrl', 'columns.website'),
    col.number('sortOrder'),
  ],
  [K.SmartComponents]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('title'),
    col.localized('description'),
    col.link('linkUrl', 'columns.link'),
    col.boolean('isActive', 'columns.active'),
    col.number('sortOrder'),
  ],
  [K.OperationInstructions]: [
    col.localized('operationName', 'columns.operation'),
    col.ref('rootInstructionId', K.RootInstructions, 'records.fields.rootInstructionId', 'title'),
    col.localized('before', 'columns.beforeOperation'),
    col.localized('after', 'columns.afterOperation'),
    ...sortAndCreated,
  ],
  [K.NewsFeedRules]: [
    col.text('name'),
    col.boolean('isActive', 'columns.active'),
    col.number('postsPerDay'),
    col.count('doctorIds', 'columns.doctors'),
    col.count('centerIds', 'columns.centers'),
    col.count('videoIds', 'columns.videos'),
    col.count('instructionIds', 'columns.instructions'),
    col.dateTime('updatedAt'),
  ],
  [K.PostCategories]: [col.localized('name'), ...sortAndCreated],
  [K.Articles]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('title'),
    col.ref('articleCategoryId', K.ArticleCategories, 'recordTools.fields.articleCategoryId'),
    col.ref('doctorId', K.Doctors, 'columns.doctor'),
    col.dateTime('publishedAt'),
    col.dateTime('createdAt'),
  ],
  [K.ArticleCategories]: [col.localized('name'), ...sortAndCreated],
  [K.Announcements]: [
    col.localized('title'),
    col.localized('body', 'columns.text'),
    col.ref('announcementCategoryId', K.AnnouncementCategories, 'recordTools.fields.announcementCategoryId'),
    col.boolean('isPinned', 'columns.pinned'),
    col.dateTime('publishedAt'),
    col.dateTime('expiresAt'),
  ],
  [K.AnnouncementCategories]: [col.localized('name'), ...sortAndCreated],
  [K.GuidanceClinics]: [
    col.localized('name'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.ref('doctorAssistantId', K.GuidanceClinicAssistants, 'records.fields.doctorAssistantId'),
    col.code('phoneNumber', 'columns.phone'),
    col.text('workingHours'),
    col.number('sortOrder'),
  ],
  [K.EventSpeakers]: [
    col.image('photoUrl', 'columns.image'),
    col.text('fullName'),
    col.localized('jobTitle'),
    col.dateTime('createdAt'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
