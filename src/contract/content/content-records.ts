import * as v from 'valibot';
import { isoDateTime, calendarDay } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A published paper: `/Researches/dashboardResearch`, `/Researches`. */
export const researchRecord = v.looseObject({
  id: num,
  researchCategoryId: num,
  doctorId: v.nullable(num),
  title: str,
  abstract: str,
  authors: str,
  journal: str,
  publishedOn: v.nullable(calendarDay),
  url: v.nullable(str),
  createdAt: isoDateTime,
});
export type ResearchRecord = v.InferOutput<typeof researchRecord>;

/** An event: `/Events/GetEventsDashboard`, `/Events`. */
export const eventRecord = v.looseObject({
  id: num,
  eventCategoryId: num,
  centerId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  locationEn: str,
  locationKu: str,
  locationAr: str,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  imageUrl: v.nullable(str),
  isPublished: bool,
  createdAt: isoDateTime,
});
export type EventRecord = v.InferOutput<typeof eventRecord>;

/** A news item: `/News/GetNewsDashboard`, `/News`. */
export const newsRecord = v.looseObject({
  id: num,
  newsCategoryId: num,
  centerId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  imageUrl: v.nullable(str),
  isPublished: bool,
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
});
export type NewsRecord = v.InferOutput<typeof newsRecord>;

/**
 * A news-feed post ("news-feed posts and post categories"): written by staff or generated from a
 * doctor, a center, a video or an instruction. The spec names no read of them; staff list them with
 * `/NewsFeedPosts/GetNewsFeedPostsDashboard` (docs/api-extensions.md).
 */
export const newsFeedPostRecord = v.looseObject({
  id: num,
  newsFeedPostCategoryId: num,
  doctorId: v.nullable(num),
  centerId: v.nullable(num),
  videoId: v.nullable(num),
  instructionId: v.nullable(num),
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  imageUrl: v.nullable(str),
  likes: num,
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
});
export type NewsFeedPostRecord = v.InferOutput<typeof newsFeedPostRecord>;

/** A clinical guideline: `/Guidelines/dashboard`. */
export const guidelineRecord = v.looseObject({
  id: num,
  specialityId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  fileUrl: v.nullable(str),
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
});
export type GuidelineRecord = v.InferOutput<typeof guidelineRecord>;

/** A video: `/Video/GetVideos`. */
export const videoRecord = v.looseObject({
  id: num,
  videoCategoryId: num,
  doctorId: v.nullable(num),
  centerId: v.nullable(num),
  specialityId: v.nullable(num),
  buildingDepartmentId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  videoUrl: v.nullable(str),
  thumbnailUrl: v.nullable(str),
  durationSeconds: num,
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
});
export type VideoRecord = v.InferOutput<typeof videoRecord>;

/** A root of the instruction tree: `/RootInstructions`. */
export const rootInstructionRecord = v.looseObject({
  id: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  isForOperations: bool,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type RootInstructionRecord = v.InferOutput<typeof rootInstructionRecord>;

/** A category of instructions under a root: `/InstructionCategories/GetDashboardInstructionCategories`. */
export const instructionCategoryRecord = v.looseObject({
  id: num,
  rootInstructionId: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type InstructionCategoryRecord = v.InferOutput<typeof instructionCategoryRecord>;

/** What to do before and after an operation: `/RootInstructions/GetRootInstructionForOperations`. */
export const operationInstructionRecord = v.looseObject({
  id: num,
  rootInstructionId: num,
  operationNameEn: str,
  operationNameKu: str,
  operationNameAr: str,
  beforeEn: str,
  beforeKu: str,
  beforeAr: str,
  afterEn: str,
  afterKu: str,
  afterAr: str,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type OperationInstructionRecord = v.InferOutput<typeof operationInstructionRecord>;

/** A block of the site's home page: `/SmartComponents/GetDashboardSmartComponents`. */
export const smartComponentRecord = v.looseObject({
  id: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  imageUrl: v.nullable(str),
  linkUrl: v.nullable(str),
  isActive: bool,
  sortOrder: num,
});
export type SmartComponentRecord = v.InferOutput<typeof smartComponentRecord>;

/** A partner or a certificate of the network: `/PartnersAndCertificates/GetDashboardPartnersAndCertificates`. */
export const partnerRecord = v.looseObject({
  id: num,
  kind: str,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  imageUrl: v.nullable(str),
  websiteUrl: v.nullable(str),
  sortOrder: num,
});
export type PartnerRecord = v.InferOutput<typeof partnerRecord>;

/** An announcement: `/Announcements/GetAnnouncementDashboard`. */
export const announcementRecord = v.looseObject({
  id: num,
  announcementCategoryId: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  isPinned: bool,
  publishedAt: isoDateTime,
  expiresAt: v.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type AnnouncementRecord = v.InferOutput<typeof announcementRecord>;

/** A speaker at events: `/EventSpeakers`. */
export const eventSpeakerRecord = v.looseObject({
  id: num,
  fullName: str,
  jobTitleEn: str,
  jobTitleKu: str,
  jobTitleAr: str,
  bioEn: str,
  bioKu: str,
  bioAr: str,
  photoUrl: v.nullable(str),
  createdAt: isoDateTime,
});
export type EventSpeakerRecord = v.InferOutput<typeof eventSpeakerRecord>;

/** An article: `/Articles/GetArticlesDashboard`. */
export const articleRecord = v.looseObject({
  id: num,
  articleCategoryId: num,
  doctorId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  imageUrl: v.nullable(str),
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
});
export type ArticleRecord = v.InferOutput<typeof articleRecord>;

/** A guidance clinic: `/GuidanceClinics/GetGuidanceClinicDashboard`. */
export const guidanceClinicRecord = v.looseObject({
  id: num,
  centerId: num,
  doctorAssistantId: v.nullable(num),
  nameEn: str,
  nameKu: str,
  nameAr: str,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  phoneNumber: str,
  workingHours: str,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type GuidanceClinicRecord = v.InferOutput<typeof guidanceClinicRecord>;

/** A news-feed generation rule with what it selects: `/NewsFeedGenerationRules`. */
export const newsFeedRuleRecord = v.looseObject({
  id: num,
  name: str,
  isActive: bool,
  postsPerDay: num,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  doctorIds: v.array(num),
  centerIds: v.array(num),
  videoIds: v.array(num),
  instructionIds: v.array(num),
});
export type NewsFeedRuleRecord = v.InferOutput<typeof newsFeedRuleRecord>;
