import * as v from 'valibot';
import { appointmentStateOptionSchema, doctorOptionSchema } from '../appointments/appointment-grid';
import { userAppointmentSettingRecord } from '../appointments/appointment-records';
import { onlineAppointmentSchema, userAppointmentSchema } from '../appointments/appointments';
import { calendarPayloadSchema } from '../appointments/calendar';
import { doctorAssistantSchema } from '../catalogue/assistants';
import {
  buildingDepartmentRecord,
  centerRecord,
  centerStatisticsRecord,
  departmentInformationRecord,
  specialityRecord,
} from '../catalogue/center-records';
import {
  doctorAppointmentSettingRecord,
  doctorCertificateRecord,
  doctorContactRecord,
  doctorRecord,
  doctorWithAssistantsRecord,
  trilingualNameRecord,
} from '../catalogue/doctor-records';
import { doctorStatsSchema, doctorWithTagsSchema } from '../catalogue/doctors';
import { labTestProfileSchema } from '../catalogue/lab';
import { labDepartmentProfilesRecord, labTestDetailRecord } from '../catalogue/lab-records';
import { orderRecord, pharmacyItemDetailRecord, pharmacyItemRecord } from '../catalogue/pharmacy-records';
import { chatHistoryRowSchema, chatMessagePageSchema, chatMessageSchema } from '../chat/chat';
import {
  bulkMessageReportRecord,
  chatDepartmentRecord,
  chatRecipientRecord,
  chatResponderRecord,
  conversationRecord,
  messageTemplateRecord,
  unseenMessageRecord,
} from '../chat/chat-records';
import { categoryRecord, namedOptionRecord } from '../content/category-records';
import {
  feedbackQuestionGroupSchema,
  feedbackQuestionSchema,
  selectableSchema,
  sliderGroupSchema,
} from '../content/content';
import {
  announcementRecord,
  articleRecord,
  eventRecord,
  eventSpeakerRecord,
  guidanceClinicRecord,
  guidelineRecord,
  instructionCategoryRecord,
  newsFeedPostRecord,
  newsFeedRuleRecord,
  newsRecord,
  operationInstructionRecord,
  partnerRecord,
  researchRecord,
  rootInstructionRecord,
  smartComponentRecord,
  videoRecord,
} from '../content/content-records';
import { complaintRecord, contactMessageRecord, feedbackRecord } from '../content/feedback-records';
import {
  jobApplicantRecord,
  jobFormApplicantRecord,
  jobFormRecord,
  jobRecord,
  submittedCvRecord,
} from '../jobs/job-records';
import { otpCodeSchema, otpRequestTotalsSchema, otpTestCodeSchema } from '../otp/otp';
import { appUserSchema, patientProfileSchema } from '../patients/patients';
import { permissionRecord, roleOptionRecord, sectionRecord, userRoleRecord } from '../roles/role-records';
import { dashboardRoleSchema } from '../roles/roles';
import {
  carouselImageSchema,
  centerInstructionHeaderSchema,
  centerInstructionSchema,
  centerPhotoSchema,
  centerVideoSchema,
  logoRecordSchema,
} from '../site/site';
import {
  appConfigRecord,
  centerContactRecord,
  contactUsRecord,
  mainCenterInstructionRecord,
  whyChooseUsRecord,
} from '../site/site-records';
import { num, type Schema } from '../shared/schema';
import type { WireAuth, WireCall } from '../shared/wire-call';

/** The two browser apps of the product; each read says the token each app sends, if it reads it. */
export type WireApp = 'dashboard' | 'site';

/**
 * One plain read on the wire: a GET of its path below `{host}/api` (the backend's spelling,
 * `{name}` for a path parameter), with no body and no query, answering the record or list its
 * schema describes.
 */
export interface ReadContract<W> {
  readonly path: string;
  /** Per app that loads it; an app missing here never loads the read. */
  readonly auth: Readonly<Partial<Record<WireApp, WireAuth>>>;
  readonly schema: Schema<W>;
}

type Auth = ReadContract<unknown>['auth'];

/** A dashboard call with the staff token ("with the bearer token unless marked"). */
const STAFF: Auth = { dashboard: 'staff' };
/** A dashboard call the spec marks "no auth" / "no token". */
const DASHBOARD_NO_TOKEN: Auth = { dashboard: 'none' };
/** A path both apps read: the dashboard with its staff token, the site as a public catalogue. */
const STAFF_AND_PUBLIC: Auth = { dashboard: 'staff', site: 'none' };
/** A public read of the patient site. */
const PUBLIC: Auth = { site: 'none' };
/** The signed-in patient's own data, with the patient's token. */
const PATIENT: Auth = { site: 'patient' };

const read = <W>(path: string, auth: Auth, schema: Schema<W>): ReadContract<W> => ({ path, auth, schema });

/**
 * Every plain read of the spec, by a clean name (the client's resource keys use the same names).
 * Each answer has a real record schema: the spec's fields where it shows them, else what the
 * reference server sends.
 */
const SPEC_READS = {
  // Dashboard reads
  pharmacyItems: read('/Pharmacy/GetPharmacyItems', STAFF_AND_PUBLIC, v.array(pharmacyItemRecord)),
  pharmacyPartitions: read('/Pharmacy/GetPharmacyPartionsDashboard', STAFF, v.array(categoryRecord)),
  labTestProfiles: read(
    '/LabDepartment/GetLabTestProfile',
    DASHBOARD_NO_TOKEN,
    v.array(labTestProfileSchema),
  ),
  doctorStats: read('/Doctor/getDoctorStats', STAFF, v.array(doctorStatsSchema)),
  doctors: read('/Doctor/getDoctors', STAFF, v.array(doctorRecord)),
  doctorAppointmentSettings: read(
    '/Doctor/getDoctorsAppointmentSettings',
    STAFF,
    v.array(doctorAppointmentSettingRecord),
  ),
  onlineAppointments: read('/Appointment', STAFF, v.array(onlineAppointmentSchema)),
  photoGallery: read('/PhotoGallery', STAFF_AND_PUBLIC, v.array(centerPhotoSchema)),
  clinicCenters: read('/ControlPanelClinics/GetCentersDashboard', STAFF, v.array(centerRecord)),
  centerGroups: read('/CenterGroupsDashboard/GetCenterGroups', STAFF, v.array(categoryRecord)),
  specialties: read('/SpecialtyDashboard/GetSpecialties', STAFF, v.array(specialityRecord)),
  userAppointmentSettings: read(
    '/UserAppointmentSetting/GetUserAppointmentSettings',
    STAFF,
    v.array(userAppointmentSettingRecord),
  ),
  orders: read('/Shopping/GetOrders', STAFF, v.array(orderRecord)),
  jobs: read('/Job/ControlPanel/ControlPanelGetJobs', STAFF, v.array(jobRecord)),
  jobApplicants: read('/Job/GetJobApplicants', STAFF, v.array(jobApplicantRecord)),
  contactUs: read('/ContactUs/GetContactUsData', STAFF_AND_PUBLIC, contactUsRecord),
  appConfig: read('/AppConfig/GetAppconfig', STAFF_AND_PUBLIC, appConfigRecord),
  centerInstructions: read('/Instruction/GetCenterInstructions', STAFF, v.array(centerInstructionSchema)),
  doctorTags: read('/DoctorTagName/GetDoctorsTag', STAFF, v.array(trilingualNameRecord)),
  carouselImages: read('/Carousel/GetCarousellImagesDashboard', STAFF, v.array(carouselImageSchema)),
  userRoles: read('/DashboardUserRole/GetUserToDashboardRoles', STAFF, v.array(userRoleRecord)),
  dashboardRoles: read('/DahsboardRoles/GetDashboardRoles', STAFF, v.array(dashboardRoleSchema)),
  dashboardRoleOptions: read('/DahsboardRoles/GetDashboardRolesSelect', STAFF, v.array(roleOptionRecord)),
  labTestDetails: read('/LabTestDetails', STAFF, v.array(labTestDetailRecord)),
  buildingDepartments: read(
    '/BuildingDepartment/GetBuildingDepartments',
    STAFF,
    v.array(buildingDepartmentRecord),
  ),
  pharmacyItemDetails: read('/PharmacyItemDetails', STAFF, v.array(pharmacyItemDetailRecord)),
  permissions: read('/Permissions', STAFF, v.array(permissionRecord)),
  sections: read('/Sections', STAFF, v.array(sectionRecord)),
  appPreferences: read('/AppPref/GetAppPref', STAFF, logoRecordSchema),
  centerStatistics: read(
    '/ClinicCenterStatistics/DashboardCenterStatstics',
    STAFF,
    v.array(centerStatisticsRecord),
  ),
  dashboardResearch: read('/Researches/dashboardResearch', STAFF, v.array(researchRecord)),
  doctorAssistants: read('/DoctorAssistants/Dashboard', STAFF, v.array(doctorAssistantSchema)),
  doctorsWithAssistants: read(
    '/DoctorAssistants/GetDoctorsWithAssistants',
    STAFF,
    v.array(doctorWithAssistantsRecord),
  ),
  dashboardEventCategories: read(
    '/EventCategories/GetDashboardEventCategories',
    STAFF,
    v.array(categoryRecord),
  ),
  dashboardEvents: read('/Events/GetEventsDashboard', STAFF, v.array(eventRecord)),
  dashboardNews: read('/News/GetNewsDashboard', STAFF, v.array(newsRecord)),
  newsCategories: read('/NewsCategories', STAFF_AND_PUBLIC, v.array(categoryRecord)),
  guidelines: read('/Guidelines/dashboard', STAFF, v.array(guidelineRecord)),
  messageTemplates: read('/MessageTemplates', STAFF, v.array(messageTemplateRecord)),
  departmentInformation: read('/HrDepartmentsInformations', STAFF, v.array(departmentInformationRecord)),
  departmentsWithoutInformation: read(
    '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation',
    STAFF,
    v.array(trilingualNameRecord),
  ),
  departmentsWithoutInformationExceptOne: read(
    '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id}',
    STAFF,
    v.array(trilingualNameRecord),
  ),
  otpCodes: read('/OtpCodes/GetOtpCodesDashboard', STAFF, v.array(otpCodeSchema)),
  otpRequestTotals: read('/OtpCodes/GetOtpCodesGrouped', STAFF, v.array(otpRequestTotalsSchema)),
  otpTestCodes: read('/OtpCodes/GetTestOtpCodes', STAFF, v.array(otpTestCodeSchema)),
  // Videos, instructions, gallery and chat lookups
  videos: read('/Video/GetVideos', STAFF, v.array(videoRecord)),
  videoDoctors: read('/Video/GetDoctorsForVideos', STAFF, v.array(namedOptionRecord)),
  videoCenters: read('/Video/GetCentersForVideos', STAFF, v.array(namedOptionRecord)),
  videoDepartments: read('/Video/GetDepartmentsForVideos', STAFF, v.array(namedOptionRecord)),
  centerInstructionHeaders: read(
    '/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id}',
    STAFF,
    v.array(centerInstructionHeaderSchema),
  ),
  rootInstructions: read('/RootInstructions', STAFF, v.array(rootInstructionRecord)),
  dashboardInstructionCategories: read(
    '/InstructionCategories/GetDashboardInstructionCategories',
    STAFF,
    v.array(instructionCategoryRecord),
  ),
  instructionCategoryOptions: read(
    '/InstructionCategories/GetInstructionCategoriesForInstructions',
    STAFF,
    v.array(namedOptionRecord),
  ),
  centerGallery: read('/PhotoGallery/GetCenterGallery/{id}', STAFF, v.array(centerPhotoSchema)),
  chatRecipients: read('/ChatRecipients', STAFF, v.array(chatRecipientRecord)),
  chatDepartments: read('/ChatDepartments', STAFF, v.array(chatDepartmentRecord)),
  dashboardChatDepartments: read(
    '/ChatDepartments/GetChatDepartmentsDashboard',
    STAFF,
    v.array(chatDepartmentRecord),
  ),
  // Chat
  latestPatients: read('/Chats/getLatestPatient', STAFF, v.array(chatHistoryRowSchema)),
  appUsers: read('/Chats/GetAppUsers', STAFF, v.array(appUserSchema)),
  chatMessages: read('/Chats/getChats/{page}/{id}', STAFF, chatMessagePageSchema),
  chatList: read('/Chats/FindChatList/{id}', STAFF, v.array(conversationRecord)),
  chatResponders: read('/Chats/chatResponsers/{id}', STAFF, v.array(chatResponderRecord)),
  unreadChatCount: read('/Chats/GetLatestPatientCount', STAFF, num),
  unseenMessages: read('/Chats/GetLatestPatientNotSeenMessages', STAFF, v.array(unseenMessageRecord)),
  // Patient site reads
  siteLabTestProfiles: read('/LabDepartment/GetLabTestProfileWeb', PUBLIC, v.array(labTestProfileSchema)),
  labDepartmentProfiles: read(
    '/LabDepartment/GetLabDepartmentNameProfiles',
    // The dashboard shows it too, where lab departments are written.
    STAFF_AND_PUBLIC,
    v.array(labDepartmentProfilesRecord),
  ),
  myProfiles: read('/Patient/GetAllMyPatients', PATIENT, v.array(patientProfileSchema)),
  myAppointments: read('/Appointment/GetAllMyAppointments', PATIENT, v.array(userAppointmentSchema)),
  siteCenters: read('/Clinics/GetAllCentersMobile', PUBLIC, v.array(centerRecord)),
  doctorContacts: read('/ContactUs/getDoctorContact', PUBLIC, v.array(doctorContactRecord)),
  centerVideos: read('/CenterControllerWeb/GetCentersVideoWeb', PUBLIC, v.array(centerVideoSchema)),
  doctorsWithTags: read('/DoctorTagName/GetDoctorsTagWeb', PUBLIC, v.array(doctorWithTagsSchema)),
  myChat: read('/Chats/userchat/{id}', PATIENT, v.array(chatMessageSchema)),
  galleryPhotos: read('/PhotoGallery/{id}', PUBLIC, v.array(centerPhotoSchema)),
  researches: read('/Researches', PUBLIC, v.array(researchRecord)),
  eventCategories: read('/EventCategories', PUBLIC, v.array(categoryRecord)),
  events: read('/Events', PUBLIC, v.array(eventRecord)),
  news: read('/News', PUBLIC, v.array(newsRecord)),
  mainCenterInstructions: read(
    '/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id}',
    PUBLIC,
    v.array(mainCenterInstructionRecord),
  ),
  // Content
  whyChooseUs: read('/', STAFF, whyChooseUsRecord),
  smartComponents: read('/SmartComponents/GetDashboardSmartComponents', STAFF, v.array(smartComponentRecord)),
  partnersAndCertificates: read(
    '/PartnersAndCertificates/GetDashboardPartnersAndCertificates',
    STAFF,
    v.array(partnerRecord),
  ),
  videoCategories: read('/VideoCategories', STAFF, v.array(categoryRecord)),
  announcementCategories: read(
    '/AnnouncementsCategories/GetDashboardAnnouncementCategories',
    STAFF,
    v.array(categoryRecord),
  ),
  announcementCategoryOptions: read(
    '/Announcements/GetAnnouncementCategoriesForAnnouncements',
    STAFF,
    v.array(namedOptionRecord),
  ),
  announcements: read('/Announcements/GetAnnouncementDashboard', STAFF, v.array(announcementRecord)),
  articleCategories: read('/ArticleCategories/GetDashboardArticleCategories', STAFF, v.array(categoryRecord)),
  researchCategories: read(
    '/ResearchCategories/GetDashboardResearchCategories',
    STAFF,
    v.array(categoryRecord),
  ),
  eventSpeakers: read('/EventSpeakers', STAFF, v.array(eventSpeakerRecord)),
  eventSpeakerOptions: read('/EventSpeakers/GetEventSpeakersForEvents', STAFF, v.array(namedOptionRecord)),
  doctorCertificates: read(
    '/DoctorCertificates/GetDoctorsWithCertificates',
    STAFF,
    v.array(doctorCertificateRecord),
  ),
  operationInstructions: read(
    '/RootInstructions/GetRootInstructionForOperations',
    STAFF,
    v.array(operationInstructionRecord),
  ),
  postCategories: read('/NewsFeedPostCategories', STAFF, v.array(categoryRecord)),
  articles: read('/Articles/GetArticlesDashboard', STAFF, v.array(articleRecord)),
  articleDoctors: read('/Articles/GetDoctorsForArticles', STAFF, v.array(namedOptionRecord)),
  articleCategoryOptions: read('/Articles/GetArticleCategoriesForArtcles', STAFF, v.array(namedOptionRecord)),
  guidanceClinics: read('/GuidanceClinics/GetGuidanceClinicDashboard', STAFF, v.array(guidanceClinicRecord)),
  guidanceClinicAssistants: read(
    '/GuidanceClinics/GetAssistantForGuidanceClinic',
    STAFF,
    v.array(namedOptionRecord),
  ),
  sliderGroups: read('/Carousel/GetCarouselGroupedByDestinations', STAFF, v.array(sliderGroupSchema)),
  // Feedback and contact
  feedbackQuestions: read('/FeedbackQuestions', STAFF, v.array(feedbackQuestionSchema)),
  feedbackDepartments: read(
    '/FeedbackQuestions/GetDepartmentsForFeedbacks',
    STAFF,
    v.array(namedOptionRecord),
  ),
  doctorQuestionGroups: read(
    '/FeedbackQuestions/GetDoctorQuestionsGrouped',
    STAFF,
    v.array(feedbackQuestionGroupSchema),
  ),
  departmentQuestionGroups: read(
    '/FeedbackQuestions/GetDepartmentQuestionsGrouped',
    STAFF,
    v.array(feedbackQuestionGroupSchema),
  ),
  feedbacks: read('/Feedbacks/GetDashboardFeedbacks', STAFF, v.array(feedbackRecord)),
  allFeedbacks: read('/Feedbacks/GetDashboardAllFeedbacks', STAFF, v.array(feedbackRecord)),
  departmentFeedbacks: read(
    '/Feedbacks/GetDashboardDepartmentFeedbacks/{id}',
    STAFF,
    v.array(feedbackRecord),
  ),
  doctorFeedbacks: read('/Feedbacks/GetDashboardDoctorFeedbacks/{id}', STAFF, v.array(feedbackRecord)),
  complaints: read('/Complaints', STAFF, v.array(complaintRecord)),
  // The spec marks these two "no token"; the product sends the staff token, as they hold the
  // personal data of whoever wrote in (docs/api-calls.md, "Deviations").
  contactMessages: read('/ContactSmarts', STAFF, v.array(contactMessageRecord)),
  submittedCvs: read('/SubmitCvs', STAFF, v.array(submittedCvRecord)),
  // Jobs
  jobForms: read('/JobForms/GetJobFormsDashboard', STAFF, v.array(jobFormRecord)),
  jobFormApplicants: read('/JobFormApplicants', STAFF, v.array(jobFormApplicantRecord)),
  // News-feed generation rules
  newsFeedRules: read('/NewsFeedGenerationRules', STAFF, v.array(newsFeedRuleRecord)),
  postGenerationDoctors: read(
    '/NewsFeedGenerationRules/GetDoctorsForPostGeneration',
    STAFF,
    v.array(selectableSchema),
  ),
  postGenerationCenters: read(
    '/NewsFeedGenerationRules/GetCentersForPostGeneration',
    STAFF,
    v.array(selectableSchema),
  ),
  postGenerationVideos: read(
    '/NewsFeedGenerationRules/GetVideosForPostGeneration',
    STAFF,
    v.array(selectableSchema),
  ),
  postGenerationInstructions: read(
    '/NewsFeedGenerationRules/GetInstructionsForPostGeneration',
    STAFF,
    v.array(selectableSchema),
  ),
  // Messaging and appointments
  bulkMessageReport: read('/Chats/BulkMessageReport', STAFF, v.array(bulkMessageReportRecord)),
  appointmentStates: read(
    '/Appointment/GetAppointmentStates',
    DASHBOARD_NO_TOKEN,
    v.array(appointmentStateOptionSchema),
  ),
  appointmentFilterDoctors: read(
    '/Appointment/GetDoctorsForAppointmentFilter',
    DASHBOARD_NO_TOKEN,
    v.array(doctorOptionSchema),
  ),
  // `/api/Doctor/{a}/{b}`: the product reads a as the doctor's id, b as the month (YYYY-MM).
  doctorCalendar: read('/Doctor/{doctorId}/{month}', PATIENT, calendarPayloadSchema),
} as const;

/**
 * The plain reads the product adds to the spec's (docs/api-extensions.md), for lists staff write
 * that no spec read shows on its own: the news-feed posts, and each center's contact details (the
 * spec sends them only inside the network's contact record).
 */
export const EXTENSION_READS = {
  newsFeedPosts: read('/NewsFeedPosts/GetNewsFeedPostsDashboard', STAFF, v.array(newsFeedPostRecord)),
  centerContacts: read('/ContactUs/GetCenterContactsDashboard', STAFF, v.array(centerContactRecord)),
} as const;

/** Every plain read of the API: the spec's, then the product's own. */
export const READS = { ...SPEC_READS, ...EXTENSION_READS } as const;

export type ReadName = keyof typeof READS;

/** What the read `name` answers on the wire. */
export type ReadWire<Name extends ReadName> = (typeof READS)[Name] extends ReadContract<infer W> ? W : never;

/** Spec paths this file owns: the path of every read of the spec. */
export const WIRE_PATHS: readonly string[] = Object.values(SPEC_READS).map((r) => r.path);

/** The product's own reads as calls (every one a staff GET). */
export const EXTENSION_CALLS: readonly WireCall[] = Object.values(EXTENSION_READS).map((r): WireCall => ({
  method: 'GET',
  path: r.path,
  auth: 'staff',
}));
