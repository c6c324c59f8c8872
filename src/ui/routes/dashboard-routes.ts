import { ResourceKey } from '../../application/resources/resource-key';

/** The side-menu groups the dashboard routes fall in; each has the title key `menuGroups.<group>`. */
export const RouteGroup = {
  Dashboard: 'dashboard',
  Clinics: 'clinics',
  Doctors: 'doctors',
  PharmacyLab: 'pharmacyLab',
  Jobs: 'jobs',
  Settings: 'settings',
  Users: 'users',
  Appointments: 'appointments',
  Content: 'content',
  Media: 'media',
  Otp: 'otp',
  Chat: 'chat',
  Feedback: 'feedback',
  SiteAdmin: 'siteAdmin',
} as const;

export type RouteGroup = (typeof RouteGroup)[keyof typeof RouteGroup];

/** A catalogued read a screen shows; single records are shown as a one-row table. */
export type ScreenResource = ResourceKey;

/** One route of the dashboard: where it is, what it is called, where it sits in the menu, what it shows. */
export interface DashboardRoute {
  /** Unique and stable; the title key is `routes.<id>`. */
  readonly id: string;
  /** The path below `/dashboard/`, with `:name` parameters, spelled as the spec spells it. */
  readonly path: string;
  readonly group: RouteGroup;
  /** The lists the screen shows, in order; path parameters come from the route. */
  readonly resources: readonly ScreenResource[];
  /** Routes with parameters or child routes are reached from their list, never from the menu. */
  readonly inMenu: boolean;
}

const K = ResourceKey;
const G = RouteGroup;

const route = (
  id: string,
  path: string,
  group: RouteGroup,
  resources: readonly ScreenResource[],
  inMenu = !path.includes(':') && !path.includes('/'),
): DashboardRoute => Object.freeze({ id, path, group, resources, inMenu });

/**
 * Every `/dashboard/*` route of the spec, and the three tree views: the one table the router, the
 * side menu and the breadcrumbs are built from.
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = Object.freeze([
  route('dashboard', 'default', G.Dashboard, [K.DoctorStats]),
  route('analytics', 'analytics', G.Dashboard, [K.CenterStatistics]),

  route('centers', 'Centers', G.Clinics, [K.ClinicCenters]),
  route('centerGroups', 'CenterGroups', G.Clinics, [K.CenterGroups]),
  // Each center's contact details: not a spec route (docs/api-extensions.md).
  route('centerContacts', 'center-contacts', G.Clinics, [K.CenterContacts]),
  route('centersInstruction', 'CentersInstruction', G.Clinics, [K.CenterInstructions]),
  route('newCentersInstruction', 'NewCentersInstruction', G.Clinics, [K.RootInstructions]),
  route('centerGallery', 'centergallery', G.Clinics, [K.PhotoGallery]),
  route('centerVideos', 'CenterVideos', G.Clinics, [K.Videos]),
  route('centerStatistic', 'CenterStatistic', G.Clinics, [K.CenterStatistics]),
  route('centerGalleryTree', 'centergallery/tree-view/:centerName/:id/:imageId', G.Clinics, [
    K.CenterGallery,
  ]),
  route('centerInstructionsTree', 'center-instructions/tree-view/:centerName/:id', G.Clinics, [
    K.CenterInstructionHeaders,
  ]),

  route('doctors', 'Doctors', G.Doctors, [K.Doctors]),
  route('doctorProfile', 'Doctors/profile/:id', G.Doctors, [K.DoctorFeedbacks]),
  route('doctorTags', 'doctortags', G.Doctors, [K.DoctorTags]),
  route('doctorsAppointmentSetting', 'DoctorsAppointmentSetting', G.Doctors, [K.DoctorAppointmentSettings]),
  route('doctorAssistant', 'doctor-assistant', G.Doctors, [K.DoctorAssistants, K.DoctorsWithAssistants]),
  route('doctorCertifications', 'doctor-certifications', G.Doctors, [K.DoctorCertificates]),
  route('specialities', 'Specialities', G.Doctors, [K.Specialties]),
  route('specialitiesVideo', 'SpecialitiesVideo', G.Doctors, [K.Videos]),

  route('pharmacy', 'pharmacy', G.PharmacyLab, [K.PharmacyItems]),
  route('pharmacyPartition', 'PharmcyPartion', G.PharmacyLab, [K.PharmacyPartitions]),
  route('pharmacyProfileDetail', 'PharmacyProfileDetail', G.PharmacyLab, [K.PharmacyItemDetails]),
  route('labDepartment', 'labDepartment', G.PharmacyLab, [K.LabDepartmentProfiles, K.LabTestDetails]),
  route('testProfile', 'TestProfile', G.PharmacyLab, [K.LabTestProfiles]),
  route('buildingDepartment', 'buildingDepartment', G.PharmacyLab, [K.BuildingDepartments]),

  route('jobs', 'jobs', G.Jobs, [K.Jobs]),
  route('cv', 'CV', G.Jobs, [K.SubmittedCvs]),
  route('cvs', 'CVs', G.Jobs, [K.JobApplicants]),
  route('jobApplicants', 'job-applicants', G.Jobs, [K.JobFormApplicants]),
  route('jobApplicationForGenerator', 'JobApplicationForGenerator', G.Jobs, [K.JobForms]),
  route('jobApplicationForGeneratorCreate', 'JobApplicationForGenerator/create', G.Jobs, [K.JobForms]),
  route('jobApplicationForGeneratorEdit', 'JobApplicationForGenerator/:id', G.Jobs, [K.JobFormApplicants]),
  route('orders', 'orders', G.Jobs, [K.Orders]),

  route('appConfiguration', 'AppConfiguration', G.Settings, [K.AppConfig]),
  route('application', 'application', G.Settings, [K.AppPreferences]),
  route('contactUs', 'ContactUs', G.Settings, [K.ContactUs]),
  route('slider', 'slider', G.Settings, [K.SliderGroups, K.CarouselImages]),

  route('users', 'users', G.Users, [K.UserRoles]),
  route('userRoles', 'user_roles', G.Users, [K.DashboardRoles]),
  route('permission', 'permission', G.Users, [K.Permissions, K.Sections]),

  route('appointmentSettingPerUser', 'AppointmentSettingPerUser', G.Appointments, [
    K.UserAppointmentSettings,
  ]),
  route('onlineAppointments', 'OnlineAppointments', G.Appointments, [K.OnlineAppointments]),

  route('research', 'Research', G.Content, [K.DashboardResearch]),
  route('researchCategory', 'research-category', G.Content, [K.ResearchCategories]),
  route('events', 'events', G.Content, [K.DashboardEvents]),
  route('categoryEvents', 'category-events', G.Content, [K.DashboardEventCategories]),
  route('news', 'news', G.Content, [K.DashboardNews]),
  route('categoryNews', 'category-news', G.Content, [K.NewsCategories]),
  route('guideline', 'guideline', G.Content, [K.Guidelines]),
  route('departmentInformation', 'DepartmentInformation', G.Content, [K.DepartmentInformation]),
  route('audit', 'audit', G.Content, []),

  route('videos', 'Videos', G.Media, [K.Videos]),
  route('categoryVideo', 'category-video', G.Media, [K.VideoCategories]),
  route('instructions', 'Instructions', G.Media, [K.RootInstructions]),
  route('instructionsCategory', 'Instructions-category', G.Media, [K.DashboardInstructionCategories]),
  route('instructionsTree', 'instructions/tree-view/:title/:id', G.Media, [K.CenterInstructionHeaders]),

  route('codeGeneration', 'CodeGeneration', G.Otp, [K.OtpCodes]),
  route('requestTotals', 'request-totals', G.Otp, [K.OtpRequestTotals]),
  route('otpTest', 'OTP-Test', G.Otp, [K.OtpTestCodes]),

  route('chatRecipients', 'chat-recipients', G.Chat, [K.ChatRecipients]),
  route('chatDepartments', 'chat-departments', G.Chat, [K.DashboardChatDepartments]),
  route('bulkReport', 'bulk-report', G.Chat, [K.BulkMessageReport]),

  route('feedbackQuestions', 'feedback-questions', G.Feedback, [K.FeedbackQuestions]),
  route('feedbacks', 'feedbacks', G.Feedback, [K.Feedbacks]),
  route('doctorFeedbacks', 'feedbacks/doctor/:id', G.Feedback, [K.DoctorFeedbacks]),
  route('departmentFeedbacks', 'feedbacks/department/:id', G.Feedback, [K.DepartmentFeedbacks]),
  route('allFeedbacks', 'all-feedbacks', G.Feedback, [K.AllFeedbacks]),
  route('complaints', 'complaints', G.Feedback, [K.Complaints]),

  route('whyChooseSmart', 'whyChooseSmart', G.SiteAdmin, [K.WhyChooseUs]),
  route('partnersAndCertifications', 'partners&Certifications', G.SiteAdmin, [K.PartnersAndCertificates]),
  route('smartComponents', 'smartComponents', G.SiteAdmin, [K.SmartComponents]),
  route('operationInstructions', 'operation-instructions', G.SiteAdmin, [K.OperationInstructions]),
  route('posts', 'posts', G.SiteAdmin, [K.NewsFeedRules]),
  route('postsCategories', 'posts-categories', G.SiteAdmin, [K.PostCategories]),
  // The posts themselves (`posts` is the generation rules' screen): not a spec route.
  route('newsFeedPosts', 'news-feed-posts', G.SiteAdmin, [K.NewsFeedPosts]),
  route('contactSmart', 'contact-smart', G.SiteAdmin, [K.ContactMessages]),
  route('articles', 'articles', G.SiteAdmin, [K.Articles]),
  route('articlesCategory', 'articles-category', G.SiteAdmin, [K.ArticleCategories]),
  route('announcement', 'announcement', G.SiteAdmin, [K.Announcements]),
  route('announcementCategory', 'announcement-category', G.SiteAdmin, [K.AnnouncementCategories]),
  route('guidanceClinic', 'guidance-clinic', G.SiteAdmin, [K.GuidanceClinics]),
  route('eventSpeaker', 'event-speaker', G.SiteAdmin, [K.EventSpeakers]),
]);

/** The `/app/*` routes that share the shell (the chat screens show their lists). */
export const APP_ROUTES: readonly DashboardRoute[] = Object.freeze([
  route('chat', 'chat', G.Chat, [K.LatestPatients], true),
  route('chatWith', 'chat/:id', G.Chat, [K.ChatList], false),
  route('chatList', 'chatList', G.Chat, [K.LatestPatients], true),
  route('appUsers', 'appUsers', G.Chat, [K.AppUsers], true),
]);

/** The title key of a route. */
export const routeTitleKey = (route: DashboardRoute): string => `routes.${route.id}`;

/** The full URL of a dashboard route without parameters. */
export const dashboardUrl = (route: DashboardRoute): string => `/dashboard/${route.path}`;

/** The full URL of an `/app/*` route without parameters. */
export const appUrl = (route: DashboardRoute): string => `/app/${route.path}`;
