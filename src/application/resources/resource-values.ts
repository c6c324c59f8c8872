import type { CalendarPayloadItem } from '../../domain/appointments/calendar-events';
import type { ChatHistoryRow } from '../../domain/chat/chat-history-row';
import type { ChatMessagePage } from '../../domain/chat/older-messages';
import type { Selectable } from '../../domain/content/news-feed-selection';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { DepartmentId } from '../../domain/feedback/department-id';
import type { FeedbackQuestion } from '../../domain/feedback/feedback-question';
import type { OtpCode } from '../../domain/otp/otp-code';
import type { LogoRecord } from '../../domain/shell/tab-identity';
import type { CenterInstructionHeader } from '../../domain/site/center-instruction-tree';
import type { AppointmentStateOption, DoctorOption } from '../ports/appointment-grid-gateway';
import type { OnlineAppointment } from '../ports/appointments-gateway';
import type { ChatAppUser, ChatMessage } from '../ports/chat-gateway';
import type { OtpTestCode } from '../ports/otp-gateway';
import type { MyAppointment } from '../ports/patient-gateway';
import type { FeedbackQuestionGroup, SliderImageGroup } from './content-items';
import type { DashboardRole, DoctorStats, LabTestProfileItem, OtpRequestTotals } from './dashboard-items';
import type { ResourceKey } from './resource-key';
import type { CenterPhotoItem, CenterVideoItem, PatientProfileItem, SiteDoctor } from './site-items';

/** A row of a list whose fields the spec does not show: passed on as the server sent it. */
export type ResourceRow = Readonly<Record<string, unknown>>;

/** A list whose fields the spec does not show. */
export type ResourceRows = readonly ResourceRow[];

/** A single record whose fields the spec does not show. */
export type ResourceRecord = Readonly<Record<string, unknown>>;

/**
 * What each read answers, in clean names: the domain's or the ports' types where the spec names
 * the fields, untyped rows where it does not.
 */
export type ResourceValues = {
  readonly pharmacyItems: ResourceRows;
  readonly pharmacyPartitions: ResourceRows;
  readonly labTestProfiles: ResourceRows;
  readonly doctorStats: readonly DoctorStats[];
  readonly doctors: ResourceRows;
  readonly doctorAppointmentSettings: ResourceRows;
  readonly onlineAppointments: readonly OnlineAppointment[];
  readonly photoGallery: ResourceRows;
  readonly clinicCenters: ResourceRows;
  readonly centerGroups: ResourceRows;
  readonly specialties: ResourceRows;
  readonly userAppointmentSettings: ResourceRows;
  readonly orders: ResourceRows;
  readonly jobs: ResourceRows;
  readonly jobApplicants: ResourceRows;
  readonly contactUs: ResourceRecord;
  readonly appConfig: ResourceRecord;
  readonly centerInstructions: ResourceRows;
  readonly doctorTags: ResourceRows;
  readonly carouselImages: ResourceRows;
  readonly userRoles: ResourceRows;
  readonly dashboardRoles: readonly DashboardRole[];
  readonly dashboardRoleOptions: ResourceRows;
  readonly labTestDetails: ResourceRows;
  readonly buildingDepartments: ResourceRows;
  readonly pharmacyItemDetails: ResourceRows;
  readonly permissions: ResourceRows;
  readonly sections: ResourceRows;
  readonly appPreferences: LogoRecord;
  readonly centerStatistics: ResourceRows;
  readonly dashboardResearch: ResourceRows;
  readonly doctorAssistants: ResourceRows;
  readonly doctorsWithAssistants: ResourceRows;
  readonly dashboardEventCategories: ResourceRows;
  readonly dashboardEvents: ResourceRows;
  readonly dashboardNews: ResourceRows;
  readonly newsCategories: ResourceRows;
  readonly guidelines: ResourceRows;
  readonly messageTemplates: ResourceRows;
  readonly departmentInformation: ResourceRows;
  readonly departmentsWithoutInformation: ResourceRows;
  readonly departmentsWithoutInformationExceptOne: ResourceRows;
  readonly otpCodes: readonly OtpCode[];
  readonly otpRequestTotals: readonly OtpRequestTotals[];
  readonly otpTestCodes: readonly OtpTestCode[];

  readonly videos: ResourceRows;
  readonly videoDoctors: ResourceRows;
  readonly videoCenters: ResourceRows;
  readonly videoDepartments: ResourceRows;
  readonly centerInstructionHeaders: readonly CenterInstructionHeader[];
  readonly rootInstructions: ResourceRows;
  readonly dashboardInstructionCategories: ResourceRows;
  readonly instructionCategoryOptions: ResourceRows;
  readonly centerGallery: readonly CenterPhotoItem[];
  readonly chatRecipients: ResourceRows;
  readonly chatDepartments: ResourceRows;
  readonly dashboardChatDepartments: ResourceRows;

  readonly latestPatients: readonly ChatHistoryRow[];
  readonly appUsers: readonly ChatAppUser[];
  readonly chatMessages: ChatMessagePage<ChatMessage>;
  readonly chatList: ResourceRows;
  readonly chatResponders: ResourceRows;
  readonly unreadChatCount: number;
  readonly unseenMessages: ResourceRows;

  readonly siteLabTestProfiles: readonly LabTestProfileItem[];
  readonly labDepartmentProfiles: ResourceRows;
  readonly myProfiles: readonly PatientProfileItem[];
  readonly myAppointments: readonly MyAppointment[];
  readonly siteCenters: ResourceRows;
  readonly doctorContacts: ResourceRows;
  readonly centerVideos: readonly CenterVideoItem[];
  readonly doctorsWithTags: readonly SiteDoctor[];
  readonly myChat: readonly ChatMessage[];
  readonly galleryPhotos: readonly CenterPhotoItem[];
  readonly researches: ResourceRows;
  readonly eventCategories: ResourceRows;
  readonly events: ResourceRows;
  readonly news: ResourceRows;
  readonly mainCenterInstructions: ResourceRows;

  readonly whyChooseUs: ResourceRecord;
  readonly smartComponents: ResourceRows;
  readonly partnersAndCertificates: ResourceRows;
  readonly videoCategories: ResourceRows;
  readonly announcementCategories: ResourceRows;
  readonly announcementCategoryOptions: ResourceRows;
  readonly announcements: ResourceRows;
  readonly articleCategories: ResourceRows;
  readonly researchCategories: ResourceRows;
  readonly eventSpeakers: ResourceRows;
  readonly eventSpeakerOptions: ResourceRows;
  readonly doctorCertificates: ResourceRows;
  readonly operationInstructions: ResourceRows;
  readonly postCategories: ResourceRows;
  readonly articles: ResourceRows;
  readonly articleDoctors: ResourceRows;
  readonly articleCategoryOptions: ResourceRows;
  readonly guidanceClinics: ResourceRows;
  readonly guidanceClinicAssistants: ResourceRows;
  readonly sliderGroups: readonly SliderImageGroup[];

  readonly feedbackQuestions: readonly FeedbackQuestion[];
  readonly feedbackDepartments: ResourceRows;
  readonly doctorQuestionGroups: readonly FeedbackQuestionGroup<DoctorId>[];
  readonly departmentQuestionGroups: readonly FeedbackQuestionGroup<DepartmentId>[];
  readonly feedbacks: ResourceRows;
  readonly allFeedbacks: ResourceRows;
  readonly departmentFeedbacks: ResourceRows;
  readonly doctorFeedbacks: ResourceRows;
  readonly complaints: ResourceRows;
  readonly contactMessages: ResourceRows;
  readonly submittedCvs: ResourceRows;

  readonly jobForms: ResourceRows;
  readonly jobFormApplicants: ResourceRows;

  readonly newsFeedRules: ResourceRows;
  readonly postGenerationDoctors: readonly Selectable[];
  readonly postGenerationCenters: readonly Selectable[];
  readonly postGenerationVideos: readonly Selectable[];
  readonly postGenerationInstructions: readonly Selectable[];

  readonly bulkMessageReport: ResourceRows;
  readonly appointmentStates: readonly AppointmentStateOption[];
  readonly appointmentFilterDoctors: readonly DoctorOption[];
  readonly doctorCalendar: readonly CalendarPayloadItem[];

  readonly newsFeedPosts: ResourceRows;
  readonly centerContacts: ResourceRows;
};

/** What `key` answers. Fails to compile if a key has no entry above. */
export type ResourceValue<Key extends ResourceKey> = ResourceValues[Key];

/** The keys that answer a list, and the type of one item of that list. */
export type ListResourceKey = {
  [Key in ResourceKey]: ResourceValues[Key] extends readonly unknown[] ? Key : never;
}[ResourceKey];

export type ResourceItem<Key extends ListResourceKey> = ResourceValues[Key] extends readonly (infer T)[]
  ? T
  : never;
