import { describe, expect, it } from 'vitest';
import { READS } from '../../src/contract/reads/reads';
import { RESOURCE_SERVING, type ResourceKey } from '../../server/features/resources/resource-handlers';
import { API_ROOT_ROUTE, ROUTES } from '../../server/http/route-table';

/*
 * Who may call what, written out by hand: method, path below /api, auth kind (none, staff,
 * patient) and the permission area of a staff call. A change of access anywhere in the server
 * shows here as a changed row that a reviewer reads against the spec: calls carry the staff
 * bearer token unless the spec marks them "no auth"/"no token" or they are the patient site's
 * public catalogue; the patient's own data needs the patient's token; the session's own logout
 * is the one staff call without an area. (The hubs take the chat token; they are not routes.)
 */
type Row = readonly [method: string, path: string, auth: 'none' | 'staff' | 'patient', area: string | null];

const EXPECTED: readonly Row[] = [
  ['POST', '/ControlPanelAuth/Login', 'none', null],
  ['GET', '/ControlPanelAuth/Logout', 'staff', null],
  ['POST', '/ControlPanelAuth/KeepAlive', 'staff', null],
  ['GET', '/Pharmacy/GetPharmacyItems', 'none', null],
  ['GET', '/Pharmacy/GetPharmacyPartionsDashboard', 'staff', 'pharmacy'],
  ['GET', '/LabDepartment/GetLabTestProfile', 'none', null],
  ['GET', '/Doctor/getDoctorStats', 'staff', 'statistics'],
  ['GET', '/Doctor/getDoctors', 'staff', 'doctors'],
  ['GET', '/Doctor/getDoctorsAppointmentSettings', 'staff', 'doctors'],
  ['GET', '/Appointment', 'staff', 'appointments'],
  ['GET', '/PhotoGallery', 'none', null],
  ['GET', '/ControlPanelClinics/GetCentersDashboard', 'staff', 'centers'],
  ['GET', '/CenterGroupsDashboard/GetCenterGroups', 'staff', 'centers'],
  ['GET', '/SpecialtyDashboard/GetSpecialties', 'staff', 'specialities'],
  ['GET', '/UserAppointmentSetting/GetUserAppointmentSettings', 'staff', 'appointments'],
  ['GET', '/Shopping/GetOrders', 'staff', 'orders'],
  ['GET', '/Job/ControlPanel/ControlPanelGetJobs', 'staff', 'jobs'],
  ['GET', '/Job/GetJobApplicants', 'staff', 'jobs'],
  ['GET', '/ContactUs/GetContactUsData', 'none', null],
  ['GET', '/AppConfig/GetAppconfig', 'none', null],
  ['GET', '/Instruction/GetCenterInstructions', 'staff', 'center-instructions'],
  ['GET', '/DoctorTagName/GetDoctorsTag', 'staff', 'doctor-tags'],
  ['GET', '/Carousel/GetCarousellImagesDashboard', 'staff', 'website-content'],
  ['GET', '/DashboardUserRole/GetUserToDashboardRoles', 'staff', 'users'],
  ['GET', '/DahsboardRoles/GetDashboardRoles', 'staff', 'roles'],
  ['GET', '/DahsboardRoles/GetDashboardRolesSelect', 'staff', 'roles'],
  ['GET', '/LabTestDetails', 'staff', 'lab'],
  ['GET', '/BuildingDepartment/GetBuildingDepartments', 'staff', 'lab'],
  ['GET', '/PharmacyItemDetails', 'staff', 'pharmacy'],
  ['GET', '/Permissions', 'staff', 'permissions'],
  ['GET', '/Sections', 'staff', 'permissions'],
  ['GET', '/AppPref/GetAppPref', 'staff', 'app-preferences'],
  ['GET', '/ClinicCenterStatistics/DashboardCenterStatstics', 'staff', 'statistics'],
  ['GET', '/Researches/dashboardResearch', 'staff', 'research'],
  ['GET', '/DoctorAssistants/Dashboard', 'staff', 'assistants'],
  ['GET', '/DoctorAssistants/GetDoctorsWithAssistants', 'staff', 'assistants'],
  ['GET', '/EventCategories/GetDashboardEventCategories', 'staff', 'categories'],
  ['GET', '/Events/GetEventsDashboard', 'staff', 'events'],
  ['GET', '/News/GetNewsDashboard', 'staff', 'news'],
  ['GET', '/NewsCategories', 'none', null],
  ['GET', '/Guidelines/dashboard', 'staff', 'guidelines'],
  ['GET', '/MessageTemplates', 'staff', 'chat'],
  ['GET', '/HrDepartmentsInformations', 'staff', 'department-info'],
  ['GET', '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation', 'staff', 'department-info'],
  [
    'GET',
    '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/:id',
    'staff',
    'department-info',
  ],
  ['GET', '/OtpCodes/GetOtpCodesDashboard', 'staff', 'otp-codes'],
  ['GET', '/OtpCodes/GetOtpCodesGrouped', 'staff', 'request-totals'],
  ['GET', '/OtpCodes/GetTestOtpCodes', 'staff', 'otp-codes'],
  ['GET', '/Video/GetVideos', 'staff', 'media'],
  ['GET', '/Video/GetDoctorsForVideos', 'staff', 'media'],
  ['GET', '/Video/GetCentersForVideos', 'staff', 'media'],
  ['GET', '/Video/GetDepartmentsForVideos', 'staff', 'media'],
  ['GET', '/CenterInstructionHeaders/GetInstructionHeadersDashboard/:id', 'staff', 'center-instructions'],
  ['GET', '/RootInstructions', 'staff', 'center-instructions'],
  ['GET', '/InstructionCategories/GetDashboardInstructionCategories', 'staff', 'categories'],
  ['GET', '/InstructionCategories/GetInstructionCategoriesForInstructions', 'staff', 'categories'],
  ['GET', '/PhotoGallery/GetCenterGallery/:id', 'staff', 'media'],
  ['GET', '/ChatRecipients', 'staff', 'chat'],
  ['GET', '/ChatDepartments', 'staff', 'chat'],
  ['GET', '/ChatDepartments/GetChatDepartmentsDashboard', 'staff', 'chat'],
  ['GET', '/Chats/getLatestPatient', 'staff', 'chat'],
  ['GET', '/Chats/GetAppUsers', 'staff', 'chat'],
  ['GET', '/Chats/getChats/:page/:id', 'staff', 'chat'],
  ['GET', '/Chats/FindChatList/:id', 'staff', 'chat'],
  ['GET', '/Chats/chatResponsers/:id', 'staff', 'chat'],
  ['GET', '/Chats/GetLatestPatientCount', 'staff', 'chat'],
  ['GET', '/Chats/GetLatestPatientNotSeenMessages', 'staff', 'chat'],
  ['GET', '/LabDepartment/GetLabTestProfileWeb', 'none', null],
  ['GET', '/LabDepartment/GetLabDepartmentNameProfiles', 'none', null],
  ['GET', '/Patient/GetAllMyPatients', 'patient', null],
  ['GET', '/Appointment/GetAllMyAppointments', 'patient', null],
  ['GET', '/Clinics/GetAllCentersMobile', 'none', null],
  ['GET', '/ContactUs/getDoctorContact', 'none', null],
  ['GET', '/CenterControllerWeb/GetCentersVideoWeb', 'none', null],
  ['GET', '/DoctorTagName/GetDoctorsTagWeb', 'none', null],
  ['GET', '/Chats/userchat/:id', 'patient', null],
  ['GET', '/PhotoGallery/:id', 'none', null],
  ['GET', '/Researches', 'none', null],
  ['GET', '/EventCategories', 'none', null],
  ['GET', '/Events', 'none', null],
  ['GET', '/News', 'none', null],
  ['GET', '/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/:id', 'none', null],
  ['GET', '/SmartComponents/GetDashboardSmartComponents', 'staff', 'website-content'],
  ['GET', '/PartnersAndCertificates/GetDashboardPartnersAndCertificates', 'staff', 'website-content'],
  ['GET', '/VideoCategories', 'staff', 'media'],
  ['GET', '/AnnouncementsCategories/GetDashboardAnnouncementCategories', 'staff', 'website-content'],
  ['GET', '/Announcements/GetAnnouncementCategoriesForAnnouncements', 'staff', 'website-content'],
  ['GET', '/Announcements/GetAnnouncementDashboard', 'staff', 'website-content'],
  ['GET', '/ArticleCategories/GetDashboardArticleCategories', 'staff', 'website-content'],
  ['GET', '/ResearchCategories/GetDashboardResearchCategories', 'staff', 'research'],
  ['GET', '/EventSpeakers', 'staff', 'events'],
  ['GET', '/EventSpeakers/GetEventSpeakersForEvents', 'staff', 'events'],
  ['GET', '/DoctorCertificates/GetDoctorsWithCertificates', 'staff', 'doctors'],
  ['GET', '/RootInstructions/GetRootInstructionForOperations', 'staff', 'website-content'],
  ['GET', '/NewsFeedPostCategories', 'staff', 'website-content'],
  ['GET', '/Articles/GetArticlesDashboard', 'staff', 'website-content'],
  ['GET', '/Articles/GetDoctorsForArticles', 'staff', 'website-content'],
  ['GET', '/Articles/GetArticleCategoriesForArtcles', 'staff', 'website-content'],
  ['GET', '/GuidanceClinics/GetGuidanceClinicDashboard', 'staff', 'website-content'],
  ['GET', '/GuidanceClinics/GetAssistantForGuidanceClinic', 'staff', 'website-content'],
  ['GET', '/Carousel/GetCarouselGroupedByDestinations', 'staff', 'website-content'],
  ['GET', '/FeedbackQuestions', 'staff', 'feedback'],
  ['GET', '/FeedbackQuestions/GetDepartmentsForFeedbacks', 'staff', 'feedback'],
  ['GET', '/FeedbackQuestions/GetDoctorQuestionsGrouped', 'staff', 'feedback'],
  ['GET', '/FeedbackQuestions/GetDepartmentQuestionsGrouped', 'staff', 'feedback'],
  ['GET', '/Feedbacks/GetDashboardFeedbacks', 'staff', 'feedback'],
  ['GET', '/Feedbacks/GetDashboardAllFeedbacks', 'staff', 'feedback'],
  ['GET', '/Feedbacks/GetDashboardDepartmentFeedbacks/:id', 'staff', 'feedback'],
  ['GET', '/Feedbacks/GetDashboardDoctorFeedbacks/:id', 'staff', 'feedback'],
  ['GET', '/Complaints', 'staff', 'feedback'],
  ['GET', '/ContactSmarts', 'staff', 'contact'],
  ['GET', '/SubmitCvs', 'staff', 'cvs'],
  ['GET', '/JobForms/GetJobFormsDashboard', 'staff', 'jobs'],
  ['GET', '/JobFormApplicants', 'staff', 'jobs'],
  ['GET', '/NewsFeedGenerationRules', 'staff', 'website-content'],
  ['GET', '/NewsFeedGenerationRules/GetDoctorsForPostGeneration', 'staff', 'website-content'],
  ['GET', '/NewsFeedGenerationRules/GetCentersForPostGeneration', 'staff', 'website-content'],
  ['GET', '/NewsFeedGenerationRules/GetVideosForPostGeneration', 'staff', 'website-content'],
  ['GET', '/NewsFeedGenerationRules/GetInstructionsForPostGeneration', 'staff', 'website-content'],
  ['GET', '/Chats/BulkMessageReport', 'staff', 'chat'],
  ['GET', '/Appointment/GetAppointmentStates', 'none', null],
  ['GET', '/Appointment/GetDoctorsForAppointmentFilter', 'none', null],
  ['GET', '/Doctor/:doctorId/:month', 'patient', null],
  ['GET', '/Auidts', 'staff', 'audit'],
  ['GET', '/Appointment/FilterAppointmentsDashboard', 'staff', 'appointments'],
  ['PUT', '/Appointment/:id/state', 'staff', 'appointments'],
  ['POST', '/Chats/SendToHospital', 'patient', null],
  ['POST', '/Chats/SendToPatient', 'staff', 'chat'],
  ['POST', '/PatientAuth/RequestCode', 'none', null],
  ['POST', '/PatientAuth/VerifyCode', 'none', null],
  ['POST', '/PatientAuth/Logout', 'patient', null],
  ['GET', '/', 'staff', 'website-content'],
];

const registered = (): Row[] =>
  [...ROUTES, ...(API_ROOT_ROUTE === undefined ? [] : [API_ROOT_ROUTE])].map((r) => [
    r.method,
    r.path,
    r.auth,
    r.auth === 'staff' ? (r.area ?? null) : null,
  ]);

describe('access declared on the server', () => {
  it('serves exactly the expected routes, each with its auth kind and permission area', () => {
    expect(registered()).toEqual(EXPECTED);
  });

  it("asks each plain read for the token the apps send it (the contract), on the server's own row", () => {
    for (const key of Object.keys(READS) as ResourceKey[]) {
      const sent = Object.values(READS[key].auth);
      const expected = sent.includes('patient') ? 'patient' : sent.includes('none') ? 'none' : 'staff';
      expect(RESOURCE_SERVING[key].auth, key).toBe(expected);
    }
  });
});
