import type { ClientApp } from '../../../application/resources/client-app';
import { ResourceKey } from '../../../application/resources/resource-key';
import type {
  ResourceRecord,
  ResourceRows,
  ResourceValue,
} from '../../../application/resources/resource-values';
import {
  onlineAppointmentCheck,
  toMyAppointment,
  toOnlineAppointment,
  userAppointmentCheck,
} from './appointments.wire';
import {
  appointmentStateOptionCheck,
  doctorOptionCheck,
  toAppointmentStateOption,
  toDoctorOption,
} from './appointments-grid.wire';
import { doctorAssistantCheck, toDoctorAssistant } from './assistants.wire';
import { calendarPayloadCheck, toCalendarPayload } from './calendar.wire';
import {
  chatHistoryRowCheck,
  chatMessageCheck,
  chatMessagePageCheck,
  toChatHistoryRow,
  toChatMessage,
  toChatMessagePage,
} from './chat.wire';
import {
  feedbackQuestionCheck,
  feedbackQuestionGroupCheck,
  selectableCheck,
  sliderGroupCheck,
  toDepartmentQuestionGroup,
  toDoctorQuestionGroup,
  toFeedbackQuestion,
  toSelectable,
  toSliderGroup,
} from './content.wire';
import { doctorStatsCheck, doctorWithTagsCheck, toDoctorStats, toSiteDoctor } from './doctors.wire';
import { labTestProfileCheck, toLabTestProfile } from './lab.wire';
import {
  otpCodeCheck,
  otpRequestTotalsCheck,
  otpTestCodeCheck,
  toOtpCode,
  toOtpRequestTotals,
  toOtpTestCode,
} from './otp.wire';
import { appUserCheck, patientProfileCheck, toAppUser, toPatientProfile } from './patients.wire';
import { dashboardRoleCheck, toDashboardRole } from './roles.wire';
import { arrayOf, num, object, type Check } from './shape';
import {
  carouselImageCheck,
  centerInstructionCheck,
  centerInstructionHeaderCheck,
  centerPhotoCheck,
  centerVideoCheck,
  logoRecordCheck,
  toCarouselImage,
  toCenterInstruction,
  toCenterInstructionHeader,
  toCenterPhoto,
  toCenterVideo,
  toLogoRecord,
} from './site.wire';
import type { WireAuth } from './wire-call';
import { mappedCheck } from './wire-values';

/**
 * One plain read on the wire: its path below `{host}/api` (the backend's spelling, `{name}` for a
 * path parameter), the token each app sends, the check of the answer's shape, and that check
 * followed by the mapper into clean names.
 */
export interface ResourceWireRow<V> {
  readonly path: string;
  /** Per app that loads it; an app missing here never loads the key. */
  readonly auth: Readonly<Partial<Record<ClientApp, WireAuth>>>;
  /** The wire shape alone (the reference server checks its own answers with it). */
  readonly check: Check<unknown>;
  /** The wire shape, then the mapper: what the client reads. */
  readonly read: Check<V>;
}

/** Exactly one row per catalogued key, each read typed as the key's value. */
export type ResourceWireTable = { readonly [Key in ResourceKey]: ResourceWireRow<ResourceValue<Key>> };

type Auth = ResourceWireRow<unknown>['auth'];

/** A dashboard call with the staff token (000 §7, 001 §7: "with the bearer token unless marked"). */
const STAFF: Auth = { dashboard: 'staff' };
/** A dashboard call the spec marks "no auth" / "no token". */
const DASHBOARD_NO_TOKEN: Auth = { dashboard: 'none' };
/** A path both apps read: the dashboard with its staff token, the site as a public catalogue. */
const STAFF_AND_PUBLIC: Auth = { dashboard: 'staff', site: 'none' };
/** A public read of the patient site. */
const PUBLIC: Auth = { site: 'none' };
/** The signed-in patient's own data, with the patient's token (000 §6). */
const PATIENT: Auth = { site: 'patient' };

/** A list or record whose fields the spec does not show: any objects, passed on as sent. */
const rowsCheck: Check<ResourceRows> = arrayOf(object({}));
const recordCheck: Check<ResourceRecord> = object({});

function row<W, V>(path: string, auth: Auth, check: Check<W>, map: (wire: W) => V): ResourceWireRow<V> {
  return { path, auth, check, read: mappedCheck(check, map) };
}

const same = <T>(value: T): T => value;
const rows = (path: string, auth: Auth = STAFF) => row(path, auth, rowsCheck, same);
const record = (path: string, auth: Auth = STAFF) => row(path, auth, recordCheck, same);
const list = <W, V>(path: string, auth: Auth, check: Check<W>, map: (wire: W) => V) =>
  row(path, auth, arrayOf(check), (wire: W[]): readonly V[] => wire.map(map));

const K = ResourceKey;

/** The wire of every plain read. Adding a read is one key in the catalogue and one row here. */
export const RESOURCE_WIRE: ResourceWireTable = {
  // 000 §7 Dashboard reads
  [K.PharmacyItems]: rows('/Pharmacy/GetPharmacyItems', STAFF_AND_PUBLIC),
  [K.PharmacyPartitions]: rows('/Pharmacy/GetPharmacyPartionsDashboard'),
  [K.LabTestProfiles]: list(
    '/LabDepartment/GetLabTestProfile',
    DASHBOARD_NO_TOKEN,
    labTestProfileCheck,
    toLabTestProfile,
  ),
  [K.DoctorStats]: list('/Doctor/getDoctorStats', STAFF, doctorStatsCheck, toDoctorStats),
  [K.Doctors]: rows('/Doctor/getDoctors'),
  [K.DoctorAppointmentSettings]: rows('/Doctor/getDoctorsAppointmentSettings'),
  [K.OnlineAppointments]: list('/Appointment', STAFF, onlineAppointmentCheck, toOnlineAppointment),
  [K.PhotoGallery]: list('/PhotoGallery', STAFF_AND_PUBLIC, centerPhotoCheck, toCenterPhoto),
  [K.ClinicCenters]: rows('/ControlPanelClinics/GetCentersDashboard'),
  [K.CenterGroups]: rows('/CenterGroupsDashboard/GetCenterGroups'),
  [K.Specialties]: rows('/SpecialtyDashboard/GetSpecialties'),
  [K.UserAppointmentSettings]: rows('/UserAppointmentSetting/GetUserAppointmentSettings'),
  [K.Orders]: rows('/Shopping/GetOrders'),
  [K.Jobs]: rows('/Job/ControlPanel/ControlPanelGetJobs'),
  [K.JobApplicants]: rows('/Job/GetJobApplicants'),
  [K.ContactUs]: record('/ContactUs/GetContactUsData', STAFF_AND_PUBLIC),
  [K.AppConfig]: record('/AppConfig/GetAppconfig', STAFF_AND_PUBLIC),
  [K.CenterInstructions]: list(
    '/Instruction/GetCenterInstructions',
    STAFF,
    centerInstructionCheck,
    toCenterInstruction,
  ),
  [K.DoctorTags]: rows('/DoctorTagName/GetDoctorsTag'),
  [K.CarouselImages]: list(
    '/Carousel/GetCarousellImagesDashboard',
    STAFF,
    carouselImageCheck,
    toCarouselImage,
  ),
  [K.UserRoles]: rows('/DashboardUserRole/GetUserToDashboardRoles'),
  [K.DashboardRoles]: list('/DahsboardRoles/GetDashboardRoles', STAFF, dashboardRoleCheck, toDashboardRole),
  [K.DashboardRoleOptions]: rows('/DahsboardRoles/GetDashboardRolesSelect'),
  [K.LabTestDetails]: rows('/LabTestDetails'),
  [K.BuildingDepartments]: rows('/BuildingDepartment/GetBuildingDepartments'),
  [K.PharmacyItemDetails]: rows('/PharmacyItemDetails'),
  [K.Permissions]: rows('/Permissions'),
  [K.Sections]: rows('/Sections'),
  [K.AppPreferences]: row('/AppPref/GetAppPref', STAFF, logoRecordCheck, toLogoRecord),
  [K.CenterStatistics]: rows('/ClinicCenterStatistics/DashboardCenterStatstics'),
  [K.DashboardResearch]: rows('/Researches/dashboardResearch'),
  [K.DoctorAssistants]: list('/DoctorAssistants/Dashboard', STAFF, doctorAssistantCheck, toDoctorAssistant),
  [K.DoctorsWithAssistants]: rows('/DoctorAssistants/GetDoctorsWithAssistants'),
  [K.DashboardEventCategories]: rows('/EventCategories/GetDashboardEventCategories'),
  [K.DashboardEvents]: rows('/Events/GetEventsDashboard'),
  [K.DashboardNews]: rows('/News/GetNewsDashboard'),
  [K.NewsCategories]: rows('/NewsCategories', STAFF_AND_PUBLIC),
  [K.Guidelines]: rows('/Guidelines/dashboard'),
  [K.MessageTemplates]: rows('/MessageTemplates'),
  [K.DepartmentInformation]: rows('/HrDepartmentsInformations'),
  [K.DepartmentsWithoutInformation]: rows('/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation'),
  [K.DepartmentsWithoutInformationExceptOne]: rows(
    '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id}',
  ),
  [K.OtpCodes]: list('/OtpCodes/GetOtpCodesDashboard', STAFF, otpCodeCheck, toOtpCode),
  [K.OtpRequestTotals]: list(
    '/OtpCodes/GetOtpCodesGrouped',
    STAFF,
    otpRequestTotalsCheck,
    toOtpRequestTotals,
  ),
  [K.OtpTestCodes]: list('/OtpCodes/GetTestOtpCodes', STAFF, otpTestCodeCheck, toOtpTestCode),

  // 000 §7 Videos, instructions, gallery and chat lookups
  [K.Videos]: rows('/Video/GetVideos'),
  [K.VideoDoctors]: rows('/Video/GetDoctorsForVideos'),
  [K.VideoCenters]: rows('/Video/GetCentersForVideos'),
  [K.VideoDepartments]: rows('/Video/GetDepartmentsForVideos'),
  [K.CenterInstructionHeaders]: list(
    '/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id}',
    STAFF,
    centerInstructionHeaderCheck,
    toCenterInstructionHeader,
  ),
  [K.RootInstructions]: rows('/RootInstructions'),
  [K.DashboardInstructionCategories]: rows('/InstructionCategories/GetDashboardInstructionCategories'),
  [K.InstructionCategoryOptions]: rows('/InstructionCategories/GetInstructionCategoriesForInstructions'),
  [K.CenterGallery]: list('/PhotoGallery/GetCenterGallery/{id}', STAFF, centerPhotoCheck, toCenterPhoto),
  [K.ChatRecipients]: rows('/ChatRecipients'),
  [K.ChatDepartments]: rows('/ChatDepartments'),
  [K.DashboardChatDepartments]: rows('/ChatDepartments/GetChatDepartmentsDashboard'),

  // 000 §7 Chat
  [K.LatestPatients]: list('/Chats/getLatestPatient', STAFF, chatHistoryRowCheck, toChatHistoryRow),
  [K.AppUsers]: list('/Chats/GetAppUsers', STAFF, appUserCheck, toAppUser),
  [K.ChatMessages]: row('/Chats/getChats/{page}/{id}', STAFF, chatMessagePageCheck, toChatMessagePage),
  [K.ChatList]: rows('/Chats/FindChatList/{id}'),
  [K.ChatResponders]: rows('/Chats/chatResponsers/{id}'),
  [K.UnreadChatCount]: row('/Chats/GetLatestPatientCount', STAFF, num, same),
  [K.UnseenMessages]: rows('/Chats/GetLatestPatientNotSeenMessages'),

  // 000 §7 Patient site reads
  [K.SiteLabTestProfiles]: list(
    '/LabDepartment/GetLabTestProfileWeb',
    PUBLIC,
    labTestProfileCheck,
    toLabTestProfile,
  ),
  [K.LabDepartmentProfiles]: rows('/LabDepartment/GetLabDepartmentNameProfiles', PUBLIC),
  [K.MyProfiles]: list('/Patient/GetAllMyPatients', PATIENT, patientProfileCheck, toPatientProfile),
  [K.MyAppointments]: list(
    '/Appointment/GetAllMyAppointments',
    PATIENT,
    userAppointmentCheck,
    toMyAppointment,
  ),
  [K.SiteCenters]: rows('/Clinics/GetAllCentersMobile', PUBLIC),
  [K.DoctorContacts]: rows('/ContactUs/getDoctorContact', PUBLIC),
  [K.CenterVideos]: list('/CenterControllerWeb/GetCentersVideoWeb', PUBLIC, centerVideoCheck, toCenterVideo),
  [K.DoctorsWithTags]: list('/DoctorTagName/GetDoctorsTagWeb', PUBLIC, doctorWithTagsCheck, toSiteDoctor),
  [K.MyChat]: list('/Chats/userchat/{id}', PATIENT, chatMessageCheck, toChatMessage),
  [K.GalleryPhotos]: list('/PhotoGallery/{id}', PUBLIC, centerPhotoCheck, toCenterPhoto),
  [K.Researches]: rows('/Researches', PUBLIC),
  [K.EventCategories]: rows('/EventCategories', PUBLIC),
  [K.Events]: rows('/Events', PUBLIC),
  [K.News]: rows('/News', PUBLIC),
  [K.MainCenterInstructions]: rows(
    '/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id}',
    PUBLIC,
  ),

  // 001 §7 Content
  [K.WhyChooseUs]: record('/'),
  [K.SmartComponents]: rows('/SmartComponents/GetDashboardSmartComponents'),
  [K.PartnersAndCertificates]: rows('/PartnersAndCertificates/GetDashboardPartnersAndCertificates'),
  [K.VideoCategories]: rows('/VideoCategories'),
  [K.AnnouncementCategories]: rows('/AnnouncementsCategories/GetDashboardAnnouncementCategories'),
  [K.AnnouncementCategoryOptions]: rows('/Announcements/GetAnnouncementCategoriesForAnnouncements'),
  [K.Announcements]: rows('/Announcements/GetAnnouncementDashboard'),
  [K.ArticleCategories]: rows('/ArticleCategories/GetDashboardArticleCategories'),
  [K.ResearchCategories]: rows('/ResearchCategories/GetDashboardResearchCategories'),
  [K.EventSpeakers]: rows('/EventSpeakers'),
  [K.EventSpeakerOptions]: rows('/EventSpeakers/GetEventSpeakersForEvents'),
  [K.DoctorCertificates]: rows('/DoctorCertificates/GetDoctorsWithCertificates'),
  [K.OperationInstructions]: rows('/RootInstructions/GetRootInstructionForOperations'),
  [K.PostCategories]: rows('/NewsFeedPostCategories'),
  [K.Articles]: rows('/Articles/GetArticlesDashboard'),
  [K.ArticleDoctors]: rows('/Articles/GetDoctorsForArticles'),
  [K.ArticleCategoryOptions]: rows('/Articles/GetArticleCategoriesForArtcles'),
  [K.GuidanceClinics]: rows('/GuidanceClinics/GetGuidanceClinicDashboard'),
  [K.GuidanceClinicAssistants]: rows('/GuidanceClinics/GetAssistantForGuidanceClinic'),
  [K.SliderGroups]: list(
    '/Carousel/GetCarouselGroupedByDestinations',
    STAFF,
    sliderGroupCheck,
    toSliderGroup,
  ),

  // 001 §7 Feedback and contact
  [K.FeedbackQuestions]: list('/FeedbackQuestions', STAFF, feedbackQuestionCheck, toFeedbackQuestion),
  [K.FeedbackDepartments]: rows('/FeedbackQuestions/GetDepartmentsForFeedbacks'),
  [K.DoctorQuestionGroups]: list(
    '/FeedbackQuestions/GetDoctorQuestionsGrouped',
    STAFF,
    feedbackQuestionGroupCheck,
    toDoctorQuestionGroup,
  ),
  [K.DepartmentQuestionGroups]: list(
    '/FeedbackQuestions/GetDepartmentQuestionsGrouped',
    STAFF,
    feedbackQuestionGroupCheck,
    toDepartmentQuestionGroup,
  ),
  [K.Feedbacks]: rows('/Feedbacks/GetDashboardFeedbacks'),
  [K.AllFeedbacks]: rows('/Feedbacks/GetDashboardAllFeedbacks'),
  [K.DepartmentFeedbacks]: rows('/Feedbacks/GetDashboardDepartmentFeedbacks/{id}'),
  [K.DoctorFeedbacks]: rows('/Feedbacks/GetDashboardDoctorFeedbacks/{id}'),
  [K.Complaints]: rows('/Complaints'),
  // The spec marks these two "no token"; the product sends the staff token, as they hold the
  // personal data of whoever wrote in (docs/api-calls.md, "Deviations").
  [K.ContactMessages]: rows('/ContactSmarts'),
  [K.SubmittedCvs]: rows('/SubmitCvs'),

  // 001 §7 Jobs
  [K.JobForms]: rows('/JobForms/GetJobFormsDashboard'),
  [K.JobFormApplicants]: rows('/JobFormApplicants'),

  // 001 §7 News-feed generation rules
  [K.NewsFeedRules]: rows('/NewsFeedGenerationRules'),
  [K.PostGenerationDoctors]: list(
    '/NewsFeedGenerationRules/GetDoctorsForPostGeneration',
    STAFF,
    selectableCheck,
    toSelectable,
  ),
  [K.PostGenerationCenters]: list(
    '/NewsFeedGenerationRules/GetCentersForPostGeneration',
    STAFF,
    selectableCheck,
    toSelectable,
  ),
  [K.PostGenerationVideos]: list(
    '/NewsFeedGenerationRules/GetVideosForPostGeneration',
    STAFF,
    selectableCheck,
    toSelectable,
  ),
  [K.PostGenerationInstructions]: list(
    '/NewsFeedGenerationRules/GetInstructionsForPostGeneration',
    STAFF,
    selectableCheck,
    toSelectable,
  ),

  // 001 §7 Messaging and appointments
  [K.BulkMessageReport]: rows('/Chats/BulkMessageReport'),
  [K.AppointmentStates]: list(
    '/Appointment/GetAppointmentStates',
    DASHBOARD_NO_TOKEN,
    appointmentStateOptionCheck,
    toAppointmentStateOption,
  ),
  [K.AppointmentFilterDoctors]: list(
    '/Appointment/GetDoctorsForAppointmentFilter',
    DASHBOARD_NO_TOKEN,
    doctorOptionCheck,
    toDoctorOption,
  ),
  // 001 §7 `/api/Doctor/{a}/{b}`: the product reads a as the doctor's id, b as the month (YYYY-MM).
  [K.DoctorCalendar]: row('/Doctor/{doctorId}/{month}', PATIENT, calendarPayloadCheck, toCalendarPayload),
};

/** Spec paths this file owns: the path of every row. */
export const WIRE_PATHS: readonly string[] = Object.values(RESOURCE_WIRE).map((r) => r.path);
