/**
 * Every call path of both spec files, transcribed as the spec writes them (the dashboard's document
 * mostly below `{host}/api` without the prefix, the content document with `/api`), query strings
 * and placeholder names as shown. A path listed twice by the spec (read by both the dashboard and
 * the patient site) is listed twice here too. The template's mock calls are left out, as they are
 * not the product.
 */

/** The dashboard and patient-site calls, in the spec's order. */
export const SPEC_000_API_PATHS: readonly string[] = [
  // Auth
  '/api/ControlPanelAuth/Login',
  '/api/ControlPanelAuth/Logout',
  // Dashboard reads
  '/Pharmacy/GetPharmacyItems',
  '/Pharmacy/GetPharmacyPartionsDashboard',
  '/LabDepartment/GetLabTestProfile',
  '/Doctor/getDoctorStats',
  '/Doctor/getDoctors',
  '/Doctor/getDoctorsAppointmentSettings',
  '/Appointment',
  '/PhotoGallery',
  '/ControlPanelClinics/GetCentersDashboard',
  '/CenterGroupsDashboard/GetCenterGroups',
  '/SpecialtyDashboard/GetSpecialties',
  '/UserAppointmentSetting/GetUserAppointmentSettings',
  '/Shopping/GetOrders',
  '/Job/ControlPanel/ControlPanelGetJobs',
  '/Job/GetJobApplicants',
  '/ContactUs/GetContactUsData',
  '/AppConfig/GetAppconfig',
  '/Instruction/GetCenterInstructions',
  '/DoctorTagName/GetDoctorsTag',
  '/Carousel/GetCarousellImagesDashboard',
  '/DashboardUserRole/GetUserToDashboardRoles',
  '/DahsboardRoles/GetDashboardRoles',
  '/DahsboardRoles/GetDashboardRolesSelect',
  '/LabTestDetails',
  '/BuildingDepartment/GetBuildingDepartments',
  '/PharmacyItemDetails',
  '/Permissions',
  '/Sections',
  '/AppPref/GetAppPref',
  '/ClinicCenterStatistics/DashboardCenterStatstics',
  '/Researches/dashboardResearch',
  '/DoctorAssistants/Dashboard',
  '/DoctorAssistants/GetDoctorsWithAssistants',
  '/EventCategories/GetDashboardEventCategories',
  '/Events/GetEventsDashboard',
  '/News/GetNewsDashboard',
  '/NewsCategories',
  '/Guidelines/dashboard',
  '/MessageTemplates',
  '/HrDepartmentsInformations',
  '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation',
  '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id}',
  '/OtpCodes/GetOtpCodesDashboard',
  '/OtpCodes/GetOtpCodesGrouped',
  '/OtpCodes/GetTestOtpCodes',
  '/Auidts?page={offset}&limit={end}',
  // Videos, instructions, gallery and chat lookups
  '/Video/GetVideos',
  '/Video/GetDoctorsForVideos',
  '/Video/GetCentersForVideos',
  '/Video/GetDepartmentsForVideos',
  '/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id}',
  '/RootInstructions',
  '/InstructionCategories/GetDashboardInstructionCategories',
  '/InstructionCategories/GetInstructionCategoriesForInstructions',
  '/PhotoGallery/GetCenterGallery/{id}',
  '/ChatRecipients',
  '/ChatDepartments',
  '/ChatDepartments/GetChatDepartmentsDashboard',
  // Chat
  '/Chats/getLatestPatient',
  '/Chats/GetAppUsers',
  '/Chats/getChats/{page}/{id}',
  '/Chats/FindChatList/{id}',
  '/Chats/chatResponsers/{id}',
  '/Chats/GetLatestPatientCount',
  '/Chats/GetLatestPatientNotSeenMessages',
  // Patient site reads
  '/Pharmacy/GetPharmacyItems',
  '/LabDepartment/GetLabTestProfileWeb',
  '/LabDepartment/GetLabDepartmentNameProfiles',
  '/AppConfig/GetAppconfig',
  '/Patient/GetAllMyPatients',
  '/Appointment/GetAllMyAppointments',
  '/Clinics/GetAllCentersMobile',
  '/ContactUs/getDoctorContact',
  '/ContactUs/GetContactUsData',
  '/CenterControllerWeb/GetCentersVideoWeb',
  '/DoctorTagName/GetDoctorsTagWeb',
  '/Chats/userchat/{id}',
  '/PhotoGallery',
  '/PhotoGallery/{id}',
  '/Researches',
  '/EventCategories',
  '/Events',
  '/News',
  '/NewsCategories',
  '/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id}',
];

/**
 * The content, feedback, jobs and appointments-grid calls, in the spec's order (no template mocks).
 */
export const SPEC_001_API_PATHS: readonly string[] = [
  // Content
  '/api/',
  '/api/SmartComponents/GetDashboardSmartComponents',
  '/api/PartnersAndCertificates/GetDashboardPartnersAndCertificates',
  '/api/VideoCategories',
  '/api/AnnouncementsCategories/GetDashboardAnnouncementCategories',
  '/api/Announcements/GetAnnouncementCategoriesForAnnouncements',
  '/api/Announcements/GetAnnouncementDashboard',
  '/api/ArticleCategories/GetDashboardArticleCategories',
  '/api/ResearchCategories/GetDashboardResearchCategories',
  '/api/EventSpeakers',
  '/api/EventSpeakers/GetEventSpeakersForEvents',
  '/api/DoctorCertificates/GetDoctorsWithCertificates',
  '/api/RootInstructions/GetRootInstructionForOperations',
  '/api/NewsFeedPostCategories',
  '/api/Articles/GetArticlesDashboard',
  '/api/Articles/GetDoctorsForArticles',
  '/api/Articles/GetArticleCategoriesForArtcles',
  '/api/GuidanceClinics/GetGuidanceClinicDashboard',
  '/api/GuidanceClinics/GetAssistantForGuidanceClinic',
  '/api/Carousel/GetCarouselGroupedByDestinations',
  // Feedback and contact
  '/api/FeedbackQuestions',
  '/api/FeedbackQuestions/GetDepartmentsForFeedbacks',
  '/api/FeedbackQuestions/GetDoctorQuestionsGrouped',
  '/api/FeedbackQuestions/GetDepartmentQuestionsGrouped',
  '/api/Feedbacks/GetDashboardFeedbacks',
  '/api/Feedbacks/GetDashboardAllFeedbacks',
  '/api/Feedbacks/GetDashboardDepartmentFeedbacks/{id}',
  '/api/Feedbacks/GetDashboardDoctorFeedbacks/{id}',
  '/api/Complaints',
  '/api/ContactSmarts',
  '/api/SubmitCvs',
  // Jobs
  '/api/JobForms/GetJobFormsDashboard',
  '/api/JobFormApplicants',
  // News-feed generation rules
  '/api/NewsFeedGenerationRules',
  '/api/NewsFeedGenerationRules/GetDoctorsForPostGeneration',
  '/api/NewsFeedGenerationRules/GetCentersForPostGeneration',
  '/api/NewsFeedGenerationRules/GetVideosForPostGeneration',
  '/api/NewsFeedGenerationRules/GetInstructionsForPostGeneration',
  // Messaging and appointments
  '/api/Chats/BulkMessageReport',
  '/api/Appointment/FilterAppointmentsDashboard?skip={(page-1)*pageSize}',
  '/api/Appointment/GetAppointmentStates',
  '/api/Appointment/GetDoctorsForAppointmentFilter',
  '/api/Doctor/{a}/{b}',
];

/** The real-time hubs, below `{host}` (not `/api`). */
export const SPEC_HUB_PATHS: readonly string[] = ['/HaremHub', '/PhoneHub'];

/** The static translation files, below `{host}`. */
export const SPEC_ASSET_PATHS: readonly string[] = ['/assets/webLangs/{lng}/translate.json'];

/**
 * A spec path as the wire contract writes it: below `/api`, without the query string, every
 * placeholder reduced to `{}` (the spec's `{a}`, `{b}` and `{id}` are names, not wire).
 */
export function normalisePath(path: string): string {
  const withoutApi = path.startsWith('/api/') ? path.slice('/api'.length) : path;
  const query = withoutApi.indexOf('?');
  const bare = query < 0 ? withoutApi : withoutApi.slice(0, query);
  return bare.replace(/\{[^}]*\}/g, '{}');
}
