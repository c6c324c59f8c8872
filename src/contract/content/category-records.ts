import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A category: a trilingual name and its place in the order: `/Pharmacy/GetPharmacyPartionsDashboard`, `/CenterGroupsDashboard/GetCenterGroups`, `/EventCategories/GetDashboardEventCategories`, `/EventCategories`, `/NewsCategories`, `/VideoCategories`, `/AnnouncementsCategories/GetDashboardAnnouncementCategories`, `/ArticleCategories/GetDashboardArticleCategories`, `/ResearchCategories/GetDashboardResearchCategories`, `/NewsFeedPostCategories`. */
export const categoryRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type CategoryRecord = v.InferOutput<typeof categoryRecord>;

/** A choice of a select: its id and its name in the viewer's language: `/Video/GetDoctorsForVideos`, `/Video/GetCentersForVideos`, `/Video/GetDepartmentsForVideos`, `/InstructionCategories/GetInstructionCategoriesForInstructions`, `/Announcements/GetAnnouncementCategoriesForAnnouncements`, `/EventSpeakers/GetEventSpeakersForEvents`, `/Articles/GetDoctorsForArticles`, `/Articles/GetArticleCategoriesForArtcles`, `/GuidanceClinics/GetAssistantForGuidanceClinic`, `/FeedbackQuestions/GetDepartmentsForFeedbacks`. */
export const namedOptionRecord = v.looseObject({
  id: num,
  name: str,
});
export type NamedOptionRecord = v.InferOutput<typeof namedOptionRecord>;
