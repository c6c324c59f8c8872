import { PermissionArea } from '../../domain/lists/permission-area';
import { ClientApp } from './client-app';

/**
 * A stable, clean name for every plain read of the product: a GET whose request is its path alone
 * (with `{name}` parameters), answering a list or a single record. The wire paths, with the
 * backend's spellings, live in `src/adapters/http/wire/resources.wire.ts`, one row per key. Keys
 * follow the order in which the spec lists its calls, the dashboard's first.
 */
export const ResourceKey = {
  // Dashboard reads
  PharmacyItems: 'pharmacyItems',
  PharmacyPartitions: 'pharmacyPartitions',
  LabTestProfiles: 'labTestProfiles',
  DoctorStats: 'doctorStats',
  Doctors: 'doctors',
  DoctorAppointmentSettings: 'doctorAppointmentSettings',
  OnlineAppointments: 'onlineAppointments',
  PhotoGallery: 'photoGallery',
  ClinicCenters: 'clinicCenters',
  CenterGroups: 'centerGroups',
  Specialties: 'specialties',
  UserAppointmentSettings: 'userAppointmentSettings',
  Orders: 'orders',
  Jobs: 'jobs',
  JobApplicants: 'jobApplicants',
  ContactUs: 'contactUs',
  AppConfig: 'appConfig',
  CenterInstructions: 'centerInstructions',
  DoctorTags: 'doctorTags',
  CarouselImages: 'carouselImages',
  UserRoles: 'userRoles',
  DashboardRoles: 'dashboardRoles',
  DashboardRoleOptions: 'dashboardRoleOptions',
  LabTestDetails: 'labTestDetails',
  BuildingDepartments: 'buildingDepartments',
  PharmacyItemDetails: 'pharmacyItemDetails',
  Permissions: 'permissions',
  Sections: 'sections',
  AppPreferences: 'appPreferences',
  CenterStatistics: 'centerStatistics',
  DashboardResearch: 'dashboardResearch',
  DoctorAssistants: 'doctorAssistants',
  DoctorsWithAssistants: 'doctorsWithAssistants',
  DashboardEventCategories: 'dashboardEventCategories',
  DashboardEvents: 'dashboardEvents',
  DashboardNews: 'dashboardNews',
  NewsCategories: 'newsCategories',
  Guidelines: 'guidelines',
  MessageTemplates: 'messageTemplates',
  DepartmentInformation: 'departmentInformation',
  DepartmentsWithoutInformation: 'departmentsWithoutInformation',
  DepartmentsWithoutInformationExceptOne: 'departmentsWithoutInformationExceptOne',
  OtpCodes: 'otpCodes',
  OtpRequestTotals: 'otpRequestTotals',
  OtpTestCodes: 'otpTestCodes',
  // Videos, instructions, gallery and chat lookups
  Videos: 'videos',
  VideoDoctors: 'videoDoctors',
  VideoCenters: 'videoCenters',
  VideoDepartments: 'videoDepartments',
  CenterInstructionHeaders: 'centerInstructionHeaders',
  RootInstructions: 'rootInstructions',
  DashboardInstructionCategories: 'dashboardInstructionCategories',
  InstructionCategoryOptions: 'instructionCategoryOptions',
  CenterGallery: 'centerGallery',
  ChatRecipients: 'chatRecipients',
  ChatDepartments: 'chatDepartments',
  DashboardChatDepartments: 'dashboardChatDepartments',
  // Chat
  LatestPatients: 'latestPatients',
  AppUsers: 'appUsers',
  ChatMessages: 'chatMessages',
  ChatList: 'chatList',
  ChatResponders: 'chatResponders',
  UnreadChatCount: 'unreadChatCount',
  UnseenMessages: 'unseenMessages',
  // Patient site reads (shared paths are listed once, above)
  SiteLabTestProfiles: 'siteLabTestProfiles',
  LabDepartmentProfiles: 'labDepartmentProfiles',
  MyProfiles: 'myProfiles',
  MyAppointments: 'myAppointments',
  SiteCenters: 'siteCenters',
  DoctorContacts: 'doctorContacts',
  CenterVideos: 'centerVideos',
  DoctorsWithTags: 'doctorsWithTags',
  MyChat: 'myChat',
  GalleryPhotos: 'galleryPhotos',
  Researches: 'researches',
  EventCategories: 'eventCategories',
  Events: 'events',
  News: 'news',
  MainCenterInstructions: 'mainCenterInstructions',
  // Content
  WhyChooseUs: 'whyChooseUs',
  SmartComponents: 'smartComponents',
  PartnersAndCertificates: 'partnersAndCertificates',
  VideoCategories: 'videoCategories',
  AnnouncementCategories: 'announcementCategories',
  AnnouncementCategoryOptions: 'announcementCategoryOptions',
  Announcements: 'announcements',
  ArticleCategories: 'articleCategories',
  ResearchCategories: 'researchCategories',
  EventSpeakers: 'eventSpeakers',
  EventSpeakerOptions: 'eventSpeakerOptions',
  DoctorCertificates: 'doctorCertificates',
  OperationInstructions: 'operationInstructions',
  PostCategories: 'postCategories',
  Articles: 'articles',
  ArticleDoctors: 'articleDoctors',
  ArticleCategoryOptions: 'articleCategoryOptions',
  GuidanceClinics: 'guidanceClinics',
  GuidanceClinicAssistants: 'guidanceClinicAssistants',
  SliderGroups: 'sliderGroups',
  // Feedback and contact
  FeedbackQuestions: 'feedbackQuestions',
  FeedbackDepartments: 'feedbackDepartments',
  DoctorQuestionGroups: 'doctorQuestionGroups',
  DepartmentQuestionGroups: 'departmentQuestionGroups',
  Feedbacks: 'feedbacks',
  AllFeedbacks: 'allFeedbacks',
  DepartmentFeedbacks: 'departmentFeedbacks',
  DoctorFeedbacks: 'doctorFeedbacks',
  Complaints: 'complaints',
  ContactMessages: 'contactMessages',
  SubmittedCvs: 'submittedCvs',
  // Jobs
  JobForms: 'jobForms',
  JobFormApplicants: 'jobFormApplicants',
  // News-feed generation rules
  NewsFeedRules: 'newsFeedRules',
  PostGenerationDoctors: 'postGenerationDoctors',
  PostGenerationCenters: 'postGenerationCenters',
  PostGenerationVideos: 'postGenerationVideos',
  PostGenerationInstructions: 'postGenerationInstructions',
  // Messaging and appointments
  BulkMessageReport: 'bulkMessageReport',
  AppointmentStates: 'appointmentStates',
  AppointmentFilterDoctors: 'appointmentFilterDoctors',
  DoctorCalendar: 'doctorCalendar',
  // The product's own reads (docs/api-extensions.md): lists staff write that no spec read shows alone
  NewsFeedPosts: 'newsFeedPosts',
  CenterContacts: 'centerContacts',
} as const;

export type ResourceKey = (typeof ResourceKey)[keyof typeof ResourceKey];

export const ALL_RESOURCE_KEYS: readonly ResourceKey[] = Object.values(ResourceKey);

/** What a failed load shows. */
export const ErrorHandling = {
  /** The list's error flag (and, on a 403, its forbidden flag). */
  Show: 'show',
  /** Nothing: "some lookup lists ignore errors"; the select simply stays as it was. */
  Ignore: 'ignore',
  /** Nothing on screen, one line in the log (clinic centers, chat counter, unseen messages, assistant ordering). */
  Log: 'log',
} as const;

export type ErrorHandling = (typeof ErrorHandling)[keyof typeof ErrorHandling];

/** Whether a read answers a list of items or one value (a record, a page, a count). */
export const ResourceShape = {
  List: 'list',
  Single: 'single',
} as const;

export type ResourceShape = (typeof ResourceShape)[keyof typeof ResourceShape];

/** The application's facts about one read; the wire facts (path, token, shape check) are the adapter's. */
export interface ResourceInfo {
  /** The apps that load it; a path both apps read is one key (each app sends its own token). */
  readonly apps: readonly ClientApp[];
  /** The area a 403 marks forbidden; null for the patient site's calls. */
  readonly area: PermissionArea | null;
  /** The path parameters the caller gives, by name, in path order. */
  readonly params: readonly string[];
  readonly shape: ResourceShape;
  /** An empty answer is an error (roles, pharmacy profile details, test profile, stats). */
  readonly emptyIsError: boolean;
  /**
   * A failure empties the list (the content, feedback and jobs lists, and others: see
   * docs/api-calls.md).
   */
  readonly emptyOnError: boolean;
  readonly onError: ErrorHandling;
  /** The translation key of the list's title. */
  readonly titleKey: string;
}

const { Dashboard, Site } = ClientApp;
const DASHBOARD: readonly ClientApp[] = [Dashboard];
const SITE: readonly ClientApp[] = [Site];
const BOTH: readonly ClientApp[] = [Dashboard, Site];

interface Options<P extends readonly string[]> {
  readonly params?: P;
  readonly shape?: ResourceShape;
  readonly emptyIsError?: boolean;
  readonly emptyOnError?: boolean;
  readonly onError?: ErrorHandling;
}

type Entry<P extends readonly string[]> = Omit<ResourceInfo, 'titleKey' | 'params'> & { readonly params: P };

function read<const P extends readonly string[] = readonly []>(
  apps: readonly ClientApp[],
  area: PermissionArea | null,
  options: Options<P> = {},
): Entry<P> {
  const params = options.params ?? ([] as readonly string[] as P);
  return {
    apps,
    area,
    params,
    shape: options.shape ?? ResourceShape.List,
    emptyIsError: options.emptyIsError ?? false,
    // A list loaded for one id empties on failure, so it never shows another id's items.
    emptyOnError: options.emptyOnError ?? params.length > 0,
    onError: options.onError ?? ErrorHandling.Show,
  };
}

const dashboard = <const P extends readonly string[] = readonly []>(area: PermissionArea, o?: Options<P>) =>
  read(DASHBOARD, area, o);
const site = <const P extends readonly string[] = readonly []>(o?: Options<P>) => read(SITE, null, o);
const both = <const P extends readonly string[] = readonly []>(area: PermissionArea, o?: Options<P>) =>
  read(BOTH, area, o);
/**
 * A read of the content, feedback, jobs or appointments-grid screens: any failed fetch empties the
 * list.
 */
const emptied = <const P extends readonly string[] = readonly []>(area: PermissionArea, o?: Options<P>) =>
  read(DASHBOARD, area, { emptyOnError: true, ...o });

const single = { shape: ResourceShape.Single } as const;
const emptyIsError = { emptyIsError: true } as const;
const ignored = { onError: ErrorHandling.Ignore } as const;
const logged = { onError: ErrorHandling.Log } as const;
const byId = { params: ['id'] } as const;

const A = PermissionArea;
const K = ResourceKey;

// No `satisfies` here: its contextual type would widen each entry's literal parameter tuple.
// Completeness is checked below, where every key indexes ENTRIES.
const ENTRIES = {
  [K.PharmacyItems]: both(A.Pharmacy),
  [K.PharmacyPartitions]: dashboard(A.Pharmacy),
  [K.LabTestProfiles]: dashboard(A.Lab, emptyIsError),
  [K.DoctorStats]: dashboard(A.Statistics, emptyIsError),
  [K.Doctors]: dashboard(A.Doctors),
  [K.DoctorAppointmentSettings]: dashboard(A.Doctors),
  [K.OnlineAppointments]: dashboard(A.Appointments),
  [K.PhotoGallery]: both(A.Media),
  [K.ClinicCenters]: dashboard(A.Centers, logged),
  [K.CenterGroups]: dashboard(A.Centers),
  [K.Specialties]: dashboard(A.Specialities),
  [K.UserAppointmentSettings]: dashboard(A.Appointments),
  [K.Orders]: dashboard(A.Orders),
  [K.Jobs]: dashboard(A.Jobs),
  [K.JobApplicants]: dashboard(A.Jobs),
  [K.ContactUs]: both(A.Contact, single),
  [K.AppConfig]: both(A.Settings, single),
  [K.CenterInstructions]: dashboard(A.CenterInstructions),
  [K.DoctorTags]: dashboard(A.DoctorTags),
  [K.CarouselImages]: dashboard(A.WebsiteContent),
  [K.UserRoles]: dashboard(A.Users),
  [K.DashboardRoles]: dashboard(A.Roles, emptyIsError),
  [K.DashboardRoleOptions]: dashboard(A.Roles, ignored),
  [K.LabTestDetails]: dashboard(A.Lab),
  [K.BuildingDepartments]: dashboard(A.Lab),
  [K.PharmacyItemDetails]: dashboard(A.Pharmacy, emptyIsError),
  [K.Permissions]: dashboard(A.Permissions),
  [K.Sections]: dashboard(A.Permissions),
  [K.AppPreferences]: dashboard(A.AppPreferences, single),
  [K.CenterStatistics]: dashboard(A.Statistics, emptyIsError),
  [K.DashboardResearch]: dashboard(A.Research),
  [K.DoctorAssistants]: dashboard(A.Assistants),
  [K.DoctorsWithAssistants]: dashboard(A.Assistants, logged),
  [K.DashboardEventCategories]: dashboard(A.Categories),
  [K.DashboardEvents]: dashboard(A.Events),
  [K.DashboardNews]: dashboard(A.News),
  [K.NewsCategories]: both(A.Categories),
  [K.Guidelines]: dashboard(A.Guidelines),
  [K.MessageTemplates]: dashboard(A.Chat),
  [K.DepartmentInformation]: dashboard(A.DepartmentInfo),
  [K.DepartmentsWithoutInformation]: dashboard(A.DepartmentInfo, ignored),
  [K.DepartmentsWithoutInformationExceptOne]: dashboard(A.DepartmentInfo, { ...ignored, ...byId }),
  [K.OtpCodes]: dashboard(A.OtpCodes),
  [K.OtpRequestTotals]: dashboard(A.RequestTotals),
  [K.OtpTestCodes]: dashboard(A.OtpCodes),

  [K.Videos]: dashboard(A.Media),
  [K.VideoDoctors]: dashboard(A.Media, ignored),
  [K.VideoCenters]: dashboard(A.Media, ignored),
  [K.VideoDepartments]: dashboard(A.Media, ignored),
  [K.CenterInstructionHeaders]: dashboard(A.CenterInstructions, byId),
  [K.RootInstructions]: dashboard(A.CenterInstructions),
  [K.DashboardInstructionCategories]: dashboard(A.Categories),
  [K.InstructionCategoryOptions]: dashboard(A.Categories, ignored),
  [K.CenterGallery]: dashboard(A.Media, byId),
  [K.ChatRecipients]: dashboard(A.Chat),
  [K.ChatDepartments]: dashboard(A.Chat),
  [K.DashboardChatDepartments]: dashboard(A.Chat),

  [K.LatestPatients]: dashboard(A.Chat),
  [K.AppUsers]: dashboard(A.Chat),
  [K.ChatMessages]: dashboard(A.Chat, { ...single, params: ['page', 'id'] }),
  [K.ChatList]: dashboard(A.Chat, byId),
  [K.ChatResponders]: dashboard(A.Chat, byId),
  [K.UnreadChatCount]: dashboard(A.Chat, { ...single, ...logged }),
  [K.UnseenMessages]: dashboard(A.Chat, logged),

  [K.SiteLabTestProfiles]: site(),
  // The site's list of departments, also the dashboard's (lab departments are written there).
  [K.LabDepartmentProfiles]: both(A.Lab),
  [K.MyProfiles]: site(),
  [K.MyAppointments]: site(),
  [K.SiteCenters]: site(),
  [K.DoctorContacts]: site(),
  [K.CenterVideos]: site(),
  [K.DoctorsWithTags]: site(),
  [K.MyChat]: site(byId),
  [K.GalleryPhotos]: site(byId),
  [K.Researches]: site(),
  [K.EventCategories]: site(),
  [K.Events]: site(),
  [K.News]: site(),
  [K.MainCenterInstructions]: site(byId),

  [K.WhyChooseUs]: emptied(A.WebsiteContent, single),
  [K.SmartComponents]: emptied(A.WebsiteContent),
  [K.PartnersAndCertificates]: emptied(A.WebsiteContent),
  [K.VideoCategories]: emptied(A.Media),
  [K.AnnouncementCategories]: emptied(A.WebsiteContent),
  [K.AnnouncementCategoryOptions]: emptied(A.WebsiteContent),
  [K.Announcements]: emptied(A.WebsiteContent),
  [K.ArticleCategories]: emptied(A.WebsiteContent),
  [K.ResearchCategories]: emptied(A.Research),
  [K.EventSpeakers]: emptied(A.Events),
  [K.EventSpeakerOptions]: emptied(A.Events),
  [K.DoctorCertificates]: emptied(A.Doctors),
  [K.OperationInstructions]: emptied(A.WebsiteContent),
  [K.PostCategories]: emptied(A.WebsiteContent),
  [K.Articles]: emptied(A.WebsiteContent),
  [K.ArticleDoctors]: emptied(A.WebsiteContent),
  [K.ArticleCategoryOptions]: emptied(A.WebsiteContent),
  [K.GuidanceClinics]: emptied(A.WebsiteContent),
  [K.GuidanceClinicAssistants]: emptied(A.WebsiteContent),
  [K.SliderGroups]: emptied(A.WebsiteContent),

  [K.FeedbackQuestions]: emptied(A.Feedback),
  [K.FeedbackDepartments]: emptied(A.Feedback),
  [K.DoctorQuestionGroups]: emptied(A.Feedback),
  [K.DepartmentQuestionGroups]: emptied(A.Feedback),
  [K.Feedbacks]: emptied(A.Feedback),
  [K.AllFeedbacks]: emptied(A.Feedback),
  [K.DepartmentFeedbacks]: emptied(A.Feedback, byId),
  [K.DoctorFeedbacks]: emptied(A.Feedback, byId),
  [K.Complaints]: emptied(A.Feedback),
  [K.ContactMessages]: emptied(A.Contact),
  [K.SubmittedCvs]: emptied(A.Cvs),

  [K.JobForms]: emptied(A.Jobs),
  [K.JobFormApplicants]: emptied(A.Jobs),

  [K.NewsFeedRules]: emptied(A.WebsiteContent),
  [K.PostGenerationDoctors]: emptied(A.WebsiteContent),
  [K.PostGenerationCenters]: emptied(A.WebsiteContent),
  [K.PostGenerationVideos]: emptied(A.WebsiteContent),
  [K.PostGenerationInstructions]: emptied(A.WebsiteContent),

  [K.BulkMessageReport]: emptied(A.Chat),
  [K.AppointmentStates]: emptied(A.Appointments),
  [K.AppointmentFilterDoctors]: emptied(A.Appointments),
  [K.DoctorCalendar]: site({ params: ['doctorId', 'month'] }),

  [K.NewsFeedPosts]: emptied(A.WebsiteContent),
  [K.CenterContacts]: emptied(A.Centers),
};

type Entries = typeof ENTRIES;

/** The translation key of a read's title: `resources.<key>.title`. */
export const resourceTitleKey = (key: ResourceKey): string => `resources.${key}.title`;

/** The application's metadata of every read, one entry per key. */
export const RESOURCES: { readonly [Key in ResourceKey]: Entries[Key] & ResourceInfo } = Object.freeze(
  Object.fromEntries(
    ALL_RESOURCE_KEYS.map((key) => [
      key,
      Object.freeze({ ...ENTRIES[key], titleKey: resourceTitleKey(key) }),
    ]),
  ) as { readonly [Key in ResourceKey]: Entries[Key] & ResourceInfo },
);

/** The path parameter names of a key (never, for a key without parameters). */
export type ResourceParamName<Key extends ResourceKey> = Entries[Key]['params'][number];
