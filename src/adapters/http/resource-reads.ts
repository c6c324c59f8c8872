import type { ClientApp } from '../../application/resources/client-app';
import { ResourceKey } from '../../application/resources/resource-key';
import type { ResourceRow, ResourceValue } from '../../application/resources/resource-values';
import { toAppointmentStateOption, toDoctorOption } from '../../contract/appointments/appointment-grid';
import { toMyAppointment, toOnlineAppointment } from '../../contract/appointments/appointments';
import { toCalendarPayload } from '../../contract/appointments/calendar';
import { toDoctorStats, toSiteDoctor } from '../../contract/catalogue/doctors';
import { toLabTestProfile } from '../../contract/catalogue/lab';
import { toChatHistoryRow, toChatMessage, toChatMessagePage } from '../../contract/chat/chat';
import {
  toDepartmentQuestionGroup,
  toDoctorQuestionGroup,
  toFeedbackQuestion,
  toSelectable,
  toSliderGroup,
} from '../../contract/content/content';
import { toOtpCode, toOtpRequestTotals, toOtpTestCode } from '../../contract/otp/otp';
import { toAppUser, toPatientProfile } from '../../contract/patients/patients';
import { toDashboardRole } from '../../contract/roles/roles';
import {
  toCenterInstructionHeader,
  toCenterPhoto,
  toCenterVideo,
  toLogoRecord,
} from '../../contract/site/site';
import { READS, type ReadContract } from '../../contract/reads/reads';
import type { FeedbackQuestion } from '../../domain/feedback/feedback-question';
import type { Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import type { WireAuth } from '../../contract/shared/wire-call';

/**
 * One plain read as the client makes it: the contract's path and tokens, and the contract's
 * schema followed by the mapper into clean names.
 */
export interface ResourceReadRow<V> {
  readonly path: string;
  /** Per app that loads it; an app missing here never loads the key. */
  readonly auth: Readonly<Partial<Record<ClientApp, WireAuth>>>;
  /** The wire schema, then the mapper: what the client reads. */
  readonly read: Schema<V>;
}

/** Exactly one row per catalogued key, each read typed as the key's value. */
export type ResourceReadTable = { readonly [Key in ResourceKey]: ResourceReadRow<ResourceValue<Key>> };

const one = <W, V>(contract: ReadContract<W>, map: (wire: W) => V): ResourceReadRow<V> => ({
  path: contract.path,
  auth: contract.auth,
  read: mapped(contract.schema, map),
});

/** A read the client takes as the contract types it (records whose fields keep their wire names). */
const same = <W>(contract: ReadContract<W>): ResourceReadRow<W> => ({
  path: contract.path,
  auth: contract.auth,
  read: contract.schema,
});

const list = <W, V>(contract: ReadContract<readonly W[]>, map: (wire: W) => V) =>
  one(contract, (wire: readonly W[]): readonly V[] => wire.map(map));

/**
 * A row of a list staff write, passed on whole: the record editor opens it with every field of
 * its form and its `version` (a mapping to the spec's few fields would drop them).
 */
const asRow = (wire: object): ResourceRow => wire as ResourceRow;

const K = ResourceKey;

/** Every plain read of the client. Adding a read is one key in the catalogue, the contract and here. */
export const RESOURCE_READS: ResourceReadTable = {
  // Dashboard reads
  [K.PharmacyItems]: same(READS.pharmacyItems),
  [K.PharmacyPartitions]: same(READS.pharmacyPartitions),
  [K.LabTestProfiles]: list(READS.labTestProfiles, asRow),
  [K.DoctorStats]: list(READS.doctorStats, toDoctorStats),
  [K.Doctors]: same(READS.doctors),
  [K.DoctorAppointmentSettings]: same(READS.doctorAppointmentSettings),
  [K.OnlineAppointments]: list(READS.onlineAppointments, toOnlineAppointment),
  [K.PhotoGallery]: list(READS.photoGallery, asRow),
  [K.ClinicCenters]: same(READS.clinicCenters),
  [K.CenterGroups]: same(READS.centerGroups),
  [K.Specialties]: same(READS.specialties),
  [K.UserAppointmentSettings]: same(READS.userAppointmentSettings),
  [K.Orders]: same(READS.orders),
  [K.Jobs]: same(READS.jobs),
  [K.JobApplicants]: same(READS.jobApplicants),
  [K.ContactUs]: same(READS.contactUs),
  [K.AppConfig]: same(READS.appConfig),
  [K.CenterInstructions]: list(READS.centerInstructions, asRow),
  [K.DoctorTags]: same(READS.doctorTags),
  [K.CarouselImages]: list(READS.carouselImages, asRow),
  [K.UserRoles]: same(READS.userRoles),
  [K.DashboardRoles]: list(READS.dashboardRoles, toDashboardRole),
  [K.DashboardRoleOptions]: same(READS.dashboardRoleOptions),
  [K.LabTestDetails]: same(READS.labTestDetails),
  [K.BuildingDepartments]: same(READS.buildingDepartments),
  [K.PharmacyItemDetails]: same(READS.pharmacyItemDetails),
  [K.Permissions]: same(READS.permissions),
  [K.Sections]: same(READS.sections),
  // The whole row comes too (`id`, `version`, `nameEn`…): the record's form opens with it.
  [K.AppPreferences]: one(READS.appPreferences, (wire) => ({ ...wire, ...toLogoRecord(wire) })),
  [K.CenterStatistics]: same(READS.centerStatistics),
  [K.DashboardResearch]: same(READS.dashboardResearch),
  [K.DoctorAssistants]: list(READS.doctorAssistants, asRow),
  [K.DoctorsWithAssistants]: same(READS.doctorsWithAssistants),
  [K.DashboardEventCategories]: same(READS.dashboardEventCategories),
  [K.DashboardEvents]: same(READS.dashboardEvents),
  [K.DashboardNews]: same(READS.dashboardNews),
  [K.NewsCategories]: same(READS.newsCategories),
  [K.Guidelines]: same(READS.guidelines),
  [K.MessageTemplates]: same(READS.messageTemplates),
  [K.DepartmentInformation]: same(READS.departmentInformation),
  [K.DepartmentsWithoutInformation]: same(READS.departmentsWithoutInformation),
  [K.DepartmentsWithoutInformationExceptOne]: same(READS.departmentsWithoutInformationExceptOne),
  [K.OtpCodes]: list(READS.otpCodes, toOtpCode),
  [K.OtpRequestTotals]: list(READS.otpRequestTotals, toOtpRequestTotals),
  [K.OtpTestCodes]: list(READS.otpTestCodes, toOtpTestCode),
  // Videos, instructions, gallery and chat lookups
  [K.Videos]: same(READS.videos),
  [K.VideoDoctors]: same(READS.videoDoctors),
  [K.VideoCenters]: same(READS.videoCenters),
  [K.VideoDepartments]: same(READS.videoDepartments),
  [K.CenterInstructionHeaders]: list(READS.centerInstructionHeaders, toCenterInstructionHeader),
  [K.RootInstructions]: same(READS.rootInstructions),
  [K.DashboardInstructionCategories]: same(READS.dashboardInstructionCategories),
  [K.InstructionCategoryOptions]: same(READS.instructionCategoryOptions),
  [K.CenterGallery]: list(READS.centerGallery, toCenterPhoto),
  [K.ChatRecipients]: same(READS.chatRecipients),
  [K.ChatDepartments]: same(READS.chatDepartments),
  [K.DashboardChatDepartments]: same(READS.dashboardChatDepartments),
  // Chat
  [K.LatestPatients]: list(READS.latestPatients, toChatHistoryRow),
  [K.AppUsers]: list(READS.appUsers, toAppUser),
  [K.ChatMessages]: one(READS.chatMessages, toChatMessagePage),
  [K.ChatList]: same(READS.chatList),
  [K.ChatResponders]: same(READS.chatResponders),
  [K.UnreadChatCount]: same(READS.unreadChatCount),
  [K.UnseenMessages]: same(READS.unseenMessages),
  // Patient site reads
  [K.SiteLabTestProfiles]: list(READS.siteLabTestProfiles, toLabTestProfile),
  [K.LabDepartmentProfiles]: same(READS.labDepartmentProfiles),
  [K.MyProfiles]: list(READS.myProfiles, toPatientProfile),
  [K.MyAppointments]: list(READS.myAppointments, toMyAppointment),
  [K.SiteCenters]: same(READS.siteCenters),
  [K.DoctorContacts]: same(READS.doctorContacts),
  [K.CenterVideos]: list(READS.centerVideos, toCenterVideo),
  [K.DoctorsWithTags]: list(READS.doctorsWithTags, toSiteDoctor),
  [K.MyChat]: list(READS.myChat, toChatMessage),
  [K.GalleryPhotos]: list(READS.galleryPhotos, toCenterPhoto),
  [K.Researches]: same(READS.researches),
  [K.EventCategories]: same(READS.eventCategories),
  [K.Events]: same(READS.events),
  [K.News]: same(READS.news),
  [K.MainCenterInstructions]: same(READS.mainCenterInstructions),
  // Content
  [K.WhyChooseUs]: same(READS.whyChooseUs),
  [K.SmartComponents]: same(READS.smartComponents),
  [K.PartnersAndCertificates]: same(READS.partnersAndCertificates),
  [K.VideoCategories]: same(READS.videoCategories),
  [K.AnnouncementCategories]: same(READS.announcementCategories),
  [K.AnnouncementCategoryOptions]: same(READS.announcementCategoryOptions),
  [K.Announcements]: same(READS.announcements),
  [K.ArticleCategories]: same(READS.articleCategories),
  [K.ResearchCategories]: same(READS.researchCategories),
  [K.EventSpeakers]: same(READS.eventSpeakers),
  [K.EventSpeakerOptions]: same(READS.eventSpeakerOptions),
  [K.DoctorCertificates]: same(READS.doctorCertificates),
  [K.OperationInstructions]: same(READS.operationInstructions),
  [K.PostCategories]: same(READS.postCategories),
  [K.Articles]: same(READS.articles),
  [K.ArticleDoctors]: same(READS.articleDoctors),
  [K.ArticleCategoryOptions]: same(READS.articleCategoryOptions),
  [K.GuidanceClinics]: same(READS.guidanceClinics),
  [K.GuidanceClinicAssistants]: same(READS.guidanceClinicAssistants),
  [K.SliderGroups]: list(READS.sliderGroups, toSliderGroup),
  // Feedback and contact
  // The whole row comes too (`version`, `nameEn`…): the record's form opens with it.
  [K.FeedbackQuestions]: list(
    READS.feedbackQuestions,
    (wire): FeedbackQuestion => ({ ...wire, ...toFeedbackQuestion(wire) }) as FeedbackQuestion,
  ),
  [K.FeedbackDepartments]: same(READS.feedbackDepartments),
  [K.DoctorQuestionGroups]: list(READS.doctorQuestionGroups, toDoctorQuestionGroup),
  [K.DepartmentQuestionGroups]: list(READS.departmentQuestionGroups, toDepartmentQuestionGroup),
  [K.Feedbacks]: same(READS.feedbacks),
  [K.AllFeedbacks]: same(READS.allFeedbacks),
  [K.DepartmentFeedbacks]: same(READS.departmentFeedbacks),
  [K.DoctorFeedbacks]: same(READS.doctorFeedbacks),
  [K.Complaints]: same(READS.complaints),
  // The spec marks these two "no token"; the product sends the staff token, as they hold the
  // personal data of whoever wrote in (docs/api-calls.md, "Deviations").
  [K.ContactMessages]: same(READS.contactMessages),
  [K.SubmittedCvs]: same(READS.submittedCvs),
  // Jobs
  [K.JobForms]: same(READS.jobForms),
  [K.JobFormApplicants]: same(READS.jobFormApplicants),
  // News-feed generation rules
  [K.NewsFeedRules]: same(READS.newsFeedRules),
  [K.PostGenerationDoctors]: list(READS.postGenerationDoctors, toSelectable),
  [K.PostGenerationCenters]: list(READS.postGenerationCenters, toSelectable),
  [K.PostGenerationVideos]: list(READS.postGenerationVideos, toSelectable),
  [K.PostGenerationInstructions]: list(READS.postGenerationInstructions, toSelectable),
  // Messaging and appointments
  [K.BulkMessageReport]: same(READS.bulkMessageReport),
  [K.AppointmentStates]: list(READS.appointmentStates, toAppointmentStateOption),
  [K.AppointmentFilterDoctors]: list(READS.appointmentFilterDoctors, toDoctorOption),
  // `/api/Doctor/{a}/{b}`: the product reads a as the doctor's id, b as the month (YYYY-MM).
  [K.DoctorCalendar]: one(READS.doctorCalendar, toCalendarPayload),
  // The product's own reads
  [K.NewsFeedPosts]: same(READS.newsFeedPosts),
  [K.CenterContacts]: same(READS.centerContacts),
};
