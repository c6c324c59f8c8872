import type { ReadName } from '../../../src/contract/reads/reads';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { listAppointmentFilterDoctors, listAppointmentStates } from '../appointments/appointment-lookups';
import { doctorCalendar } from '../appointments/doctor-calendar';
import { listMyAppointments } from '../appointments/list-my-appointments';
import { listOnlineAppointments } from '../appointments/list-online-appointments';
import {
  listDoctorContacts,
  listDoctorStats,
  listDoctorsWithAssistants,
  listDoctorsWithTags,
} from '../catalogue/doctor-reads';
import { listLabDepartmentProfiles, listLabTestProfiles } from '../catalogue/lab-reads';
import {
  listChatRecipients,
  listDepartmentsWithoutInformation,
  listDepartmentsWithoutInformationExceptOne,
  listRoleOptions,
  listUserRoles,
} from '../catalogue/staff-reads';
import { readMyChat } from '../chat/patient-chat';
import {
  countPatientsWithUnseen,
  listAppUsers,
  listChatResponders,
  listLatestPatients,
  listPatientConversations,
  listUnseenMessages,
  readChatPage,
} from '../chat/staff-chat-reads';
import {
  listAllFeedbacks,
  listDepartmentQuestionGroups,
  listDoctorQuestionGroups,
  listDoctorsFeedbacks,
  listFeedbackDepartments,
  listFeedbackQuestions,
  listFeedbacksOfDepartment,
  listFeedbacksOfDoctor,
} from '../content/feedback-reads';
import {
  listActiveCenters,
  listNewsFeedRules,
  listPublishedEvents,
  listPublishedNews,
} from '../content/published-reads';
import { listSliderGroups } from '../content/slider-groups';
import { listOtpCodes, listOtpRequestTotals, listOtpTestCodes } from '../otp/otp-reads';
import { listMyProfiles } from '../patients/list-my-profiles';
import {
  listCenterContacts,
  listDoctorAssistantsWithDoctorIds,
  listDoctorsWithTagIds,
} from '../records/record-lists';
import { listDashboardRoles } from '../roles/list-dashboard-roles';
import type { ResourceHandler } from '../shared/resource-handler';
import { listOptions, listTable } from '../shared/table-rows';
import {
  listCenterInstructions,
  listInstructionHeaders,
  listMainCenterInstructions,
} from '../site/instruction-reads';
import { listCarouselImages, listCenterPhotos, listCenterVideos, listPhotos } from '../site/media-reads';
import { readAppConfig, readAppPreferences, readContactUs, readWhyChooseUs } from '../site/site-records';

/** The name of a plain read of the contract (`READS`). */
export type ResourceKey = ReadName;

/**
 * How a read is served: who may call it (the token the apps send for it, which a contract test
 * holds equal), the permission area of a staff call, and where its answer comes from.
 */
export type ResourceServing =
  | {
      readonly auth: 'staff';
      readonly area: PermissionArea;
      readonly handler: ResourceHandler;
      /** `StaffRoute.sameForEveryone`. */
      readonly sameForEveryone?: boolean;
    }
  | { readonly auth: 'patient' | 'none'; readonly handler: ResourceHandler };

const A = PermissionArea;
/** A staff call in `area`. */
const staff = (area: PermissionArea, handler: ResourceHandler): ResourceServing => ({
  auth: 'staff',
  area,
  handler,
});
/** A staff call in `area` whose answer is the same for everyone allowed in (kept and shared). */
const staffShared = (area: PermissionArea, handler: ResourceHandler): ResourceServing => ({
  auth: 'staff',
  area,
  handler,
  sameForEveryone: true,
});
/** A call with no token: a public catalogue read, or one the spec marks "no token". */
const open = (handler: ResourceHandler): ResourceServing => ({ auth: 'none', handler });
/** The signed-in patient's own data, with the patient's token. */
const patient = (handler: ResourceHandler): ResourceServing => ({ auth: 'patient', handler });

/**
 * How every plain read is served, by its name in the contract: who may call it, the permission
 * area of a staff call (the same as the client's catalogue, which a test checks) and the handler.
 * Only the path comes from the contract (`resource-routes.ts`). A key missing here does not
 * compile.
 */
export const RESOURCE_SERVING: { readonly [Key in ResourceKey]: ResourceServing } = {
  // Dashboard reads
  pharmacyItems: open(listTable('pharmacy_items')),
  pharmacyPartitions: staff(A.Pharmacy, listTable('pharmacy_partitions', 'sort_order')),
  labTestProfiles: open(listLabTestProfiles),
  doctorStats: staff(A.Statistics, listDoctorStats),
  doctors: staff(A.Doctors, listDoctorsWithTagIds),
  doctorAppointmentSettings: staff(A.Doctors, listTable('doctor_appointment_settings', 'doctor_id')),
  onlineAppointments: staffShared(A.Appointments, listOnlineAppointments),
  photoGallery: open(listPhotos),
  clinicCenters: staff(A.Centers, listTable('centers', 'sort_order')),
  centerGroups: staff(A.Centers, listTable('center_groups', 'sort_order')),
  specialties: staff(A.Specialities, listTable('specialities', 'sort_order')),
  userAppointmentSettings: staff(A.Appointments, listTable('user_appointment_settings')),
  orders: staff(A.Orders, listTable('orders', 'id', true)),
  jobs: staff(A.Jobs, listTable('jobs', 'id', true)),
  jobApplicants: staff(A.Jobs, listTable('job_applicants', 'id', true)),
  contactUs: open(readContactUs),
  appConfig: open(readAppConfig),
  centerInstructions: staff(A.CenterInstructions, listCenterInstructions),
  doctorTags: staff(A.DoctorTags, listTable('doctor_tags', 'name_en')),
  carouselImages: staff(A.WebsiteContent, listCarouselImages),
  userRoles: staff(A.Users, listUserRoles),
  dashboardRoles: staff(A.Roles, listDashboardRoles),
  dashboardRoleOptions: staff(A.Roles, listRoleOptions),
  labTestDetails: staff(A.Lab, listTable('lab_test_details')),
  buildingDepartments: staff(A.Lab, listTable('building_departments')),
  pharmacyItemDetails: staff(A.Pharmacy, listTable('pharmacy_item_details')),
  permissions: staff(A.Permissions, listTable('permissions')),
  sections: staff(A.Permissions, listTable('dashboard_sections', 'sort_order')),
  appPreferences: staff(A.AppPreferences, readAppPreferences),
  centerStatistics: staff(A.Statistics, listTable('center_statistics', 'day', true)),
  dashboardResearch: staff(A.Research, listTable('research', 'id', true)),
  doctorAssistants: staff(A.Assistants, listDoctorAssistantsWithDoctorIds),
  doctorsWithAssistants: staff(A.Assistants, listDoctorsWithAssistants),
  dashboardEventCategories: staff(A.Categories, listTable('event_categories', 'sort_order')),
  dashboardEvents: staff(A.Events, listTable('events', 'starts_at', true)),
  dashboardNews: staff(A.News, listTable('news', 'published_at', true)),
  newsCategories: open(listTable('news_categories', 'sort_order')),
  guidelines: staff(A.Guidelines, listTable('guidelines', 'published_at', true)),
  messageTemplates: staff(A.Chat, listTable('message_templates')),
  departmentInformation: staff(A.DepartmentInfo, listTable('hr_department_information')),
  departmentsWithoutInformation: staff(A.DepartmentInfo, listDepartmentsWithoutInformation),
  departmentsWithoutInformationExceptOne: staff(A.DepartmentInfo, listDepartmentsWithoutInformationExceptOne),
  otpCodes: staff(A.OtpCodes, listOtpCodes),
  otpRequestTotals: staff(A.RequestTotals, listOtpRequestTotals),
  otpTestCodes: staff(A.OtpCodes, listOtpTestCodes),

  // Videos, instructions, gallery and chat lookups
  videos: staff(A.Media, listTable('videos', 'published_at', true)),
  videoDoctors: staff(A.Media, listOptions('doctors', 'name_en')),
  videoCenters: staff(A.Media, listOptions('centers', 'name_en')),
  videoDepartments: staff(A.Media, listOptions('building_departments', 'name_en')),
  centerInstructionHeaders: staff(A.CenterInstructions, listInstructionHeaders),
  rootInstructions: staff(A.CenterInstructions, listTable('root_instructions', 'sort_order')),
  dashboardInstructionCategories: staff(A.Categories, listTable('instruction_categories', 'sort_order')),
  instructionCategoryOptions: staff(A.Categories, listOptions('instruction_categories', 'name_en')),
  centerGallery: staff(A.Media, listCenterPhotos),
  chatRecipients: staff(A.Chat, listChatRecipients),
  chatDepartments: staff(A.Chat, listTable('chat_departments', 'sort_order')),
  dashboardChatDepartments: staff(A.Chat, listTable('chat_departments', 'sort_order')),

  // Chat
  latestPatients: staff(A.Chat, listLatestPatients),
  appUsers: staff(A.Chat, listAppUsers),
  chatMessages: staff(A.Chat, readChatPage),
  chatList: staff(A.Chat, listPatientConversations),
  chatResponders: staff(A.Chat, listChatResponders),
  unreadChatCount: staff(A.Chat, countPatientsWithUnseen),
  unseenMessages: staff(A.Chat, listUnseenMessages),

  // Patient site reads
  siteLabTestProfiles: open(listLabTestProfiles),
  labDepartmentProfiles: open(listLabDepartmentProfiles),
  myProfiles: patient(listMyProfiles),
  myAppointments: patient(listMyAppointments),
  siteCenters: open(listActiveCenters),
  doctorContacts: open(listDoctorContacts),
  centerVideos: open(listCenterVideos),
  doctorsWithTags: open(listDoctorsWithTags),
  myChat: patient(readMyChat),
  galleryPhotos: open(listCenterPhotos),
  researches: open(listTable('research', 'id', true)),
  eventCategories: open(listTable('event_categories', 'sort_order')),
  events: open(listPublishedEvents),
  news: open(listPublishedNews),
  mainCenterInstructions: open(listMainCenterInstructions),

  // Content
  whyChooseUs: staff(A.WebsiteContent, readWhyChooseUs),
  smartComponents: staff(A.WebsiteContent, listTable('smart_components', 'sort_order')),
  partnersAndCertificates: staff(A.WebsiteContent, listTable('partners_and_certificates', 'sort_order')),
  videoCategories: staff(A.Media, listTable('video_categories', 'sort_order')),
  announcementCategories: staff(A.WebsiteContent, listTable('announcement_categories', 'sort_order')),
  announcementCategoryOptions: staff(A.WebsiteContent, listOptions('announcement_categories', 'name_en')),
  announcements: staff(A.WebsiteContent, listTable('announcements', 'published_at', true)),
  articleCategories: staff(A.WebsiteContent, listTable('article_categories', 'sort_order')),
  researchCategories: staff(A.Research, listTable('research_categories', 'sort_order')),
  eventSpeakers: staff(A.Events, listTable('event_speakers', 'full_name')),
  eventSpeakerOptions: staff(A.Events, listOptions('event_speakers', 'full_name')),
  doctorCertificates: staff(A.Doctors, listTable('doctor_certifications', 'doctor_id')),
  operationInstructions: staff(A.WebsiteContent, listTable('operation_instructions', 'sort_order')),
  postCategories: staff(A.WebsiteContent, listTable('news_feed_post_categories', 'sort_order')),
  articles: staff(A.WebsiteContent, listTable('articles', 'published_at', true)),
  articleDoctors: staff(A.WebsiteContent, listOptions('doctors', 'name_en')),
  articleCategoryOptions: staff(A.WebsiteContent, listOptions('article_categories', 'name_en')),
  guidanceClinics: staff(A.WebsiteContent, listTable('guidance_clinics', 'sort_order')),
  guidanceClinicAssistants: staff(A.WebsiteContent, listOptions('doctor_assistants', 'full_name')),
  sliderGroups: staff(A.WebsiteContent, listSliderGroups),

  // Feedback and contact
  feedbackQuestions: staff(A.Feedback, listFeedbackQuestions),
  feedbackDepartments: staff(A.Feedback, listFeedbackDepartments),
  doctorQuestionGroups: staff(A.Feedback, listDoctorQuestionGroups),
  departmentQuestionGroups: staff(A.Feedback, listDepartmentQuestionGroups),
  feedbacks: staff(A.Feedback, listDoctorsFeedbacks),
  allFeedbacks: staff(A.Feedback, listAllFeedbacks),
  departmentFeedbacks: staff(A.Feedback, listFeedbacksOfDepartment),
  doctorFeedbacks: staff(A.Feedback, listFeedbacksOfDoctor),
  complaints: staff(A.Feedback, listTable('complaints', 'id', true)),
  contactMessages: staff(A.Contact, listTable('contact_messages', 'id', true)),
  submittedCvs: staff(A.Cvs, listTable('submitted_cvs', 'id', true)),

  // Jobs
  jobForms: staff(A.Jobs, listTable('job_forms')),
  jobFormApplicants: staff(A.Jobs, listTable('job_form_applicants', 'id', true)),

  // News-feed generation rules
  newsFeedRules: staff(A.WebsiteContent, listNewsFeedRules),
  postGenerationDoctors: staff(A.WebsiteContent, listOptions('doctors', 'name_en')),
  postGenerationCenters: staff(A.WebsiteContent, listOptions('centers', 'name_en')),
  postGenerationVideos: staff(A.WebsiteContent, listOptions('videos', 'title_en')),
  postGenerationInstructions: staff(A.WebsiteContent, listOptions('instructions', 'title_en')),

  // Messaging and appointments
  bulkMessageReport: staff(A.Chat, listTable('bulk_message_reports', 'sent_at', true)),
  appointmentStates: open(listAppointmentStates),
  appointmentFilterDoctors: open(listAppointmentFilterDoctors),
  doctorCalendar: patient(doctorCalendar),

  // The product's own reads (docs/api-extensions.md)
  newsFeedPosts: staff(A.WebsiteContent, listTable('news_feed_posts', 'published_at', true)),
  centerContacts: staff(A.Centers, listCenterContacts),
};
