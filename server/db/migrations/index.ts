import type { Migration } from '../migration';
import { up as rolesAndStaffUsers } from './001-roles-and-staff-users';
import { up as revokedTokens } from './002-revoked-tokens';
import { up as appUsers } from './003-app-users';
import { up as clinics } from './004-clinics';
import { up as pharmacyAndLab } from './005-pharmacy-and-lab';
import { up as patientsAndAppointments } from './006-patients-and-appointments';
import { up as chat } from './007-chat';
import { up as otpAuditAndTotals } from './008-otp-audit-and-totals';
import { up as newsEventsResearch } from './009-news-events-research';
import { up as mediaAndInstructions } from './010-media-and-instructions';
import { up as websiteContent } from './011-website-content';
import { up as newsFeed } from './012-news-feed';
import { up as siteSettingsAndContact } from './013-site-settings-and-contact';
import { up as jobs } from './014-jobs';
import { up as feedback } from './015-feedback';
import { up as dashboardAccess } from './016-dashboard-access';
import { up as seedRuns } from './017-seed-runs';
import { up as appointmentGridOrder } from './018-appointment-grid-order';
import { up as auditChain } from './019-audit-chain';
import { up as appointmentStateChanges } from './020-appointment-state-changes';
import { up as recordVersions } from './030-record-versions';
import { up as chatClientMessageId } from './040-chat-client-message-id';
import { up as staffSessionActivity } from './060-staff-session-activity';
import { up as booking } from './070-booking';
import { up as siteSubmissions } from './110-site-submissions';
import { up as feedbackPerAppointment } from './150-feedback-per-appointment';
import { up as cvFiles } from './151-cv-files';
import { up as chatDepartmentVersions } from './120-chat-department-versions';
import { up as pharmacyOrders } from './160-pharmacy-orders';
import { up as staffAccounts } from './170-staff-accounts';
import { up as appointmentGridFilters } from './180-appointment-grid-filters';
import { up as staffAccountFlows } from './200-staff-account-flows';
import { up as bulkMessageDeliveries } from './220-bulk-message-deliveries';
import { up as doctorTagColours } from './230-doctor-tag-colours';
import { up as recordImports } from './231-record-imports';
import { up as sliderOrderVersions } from './250-slider-order-versions';
import { up as contentTrees } from './260-content-trees';
import { up as jobFormVersions } from './270-job-form-versions';
import { up as contentRecordVersions } from './280-content-record-versions';
import { up as newsFeedRuleVersions } from './290-news-feed-rule-versions';
import { up as moreRecordVersions } from './310-more-record-versions';
import { up as doctorSettingsPerCenter } from './320-doctor-settings-per-center';
import { up as carouselImageVersions } from './340-carousel-image-versions';
import { up as feedbackAndSettingsVersions } from './350-feedback-and-settings-versions';
import { up as settingsVersions } from './351-settings-versions';
import { up as complaintsByPhone } from './370-complaints-by-phone';
import { up as appointmentWriteMarks } from './400-appointment-write-marks';
import { up as newsFeedPostVersions } from './410-news-feed-post-versions';

/** Every migration, in order. A new file is listed here too (a test checks the two agree). */
export const MIGRATIONS: readonly Migration[] = [
  { name: '001-roles-and-staff-users', up: rolesAndStaffUsers },
  { name: '002-revoked-tokens', up: revokedTokens },
  { name: '003-app-users', up: appUsers },
  { name: '004-clinics', up: clinics },
  { name: '005-pharmacy-and-lab', up: pharmacyAndLab },
  { name: '006-patients-and-appointments', up: patientsAndAppointments },
  { name: '007-chat', up: chat },
  { name: '008-otp-audit-and-totals', up: otpAuditAndTotals },
  { name: '009-news-events-research', up: newsEventsResearch },
  { name: '010-media-and-instructions', up: mediaAndInstructions },
  { name: '011-website-content', up: websiteContent },
  { name: '012-news-feed', up: newsFeed },
  { name: '013-site-settings-and-contact', up: siteSettingsAndContact },
  { name: '014-jobs', up: jobs },
  { name: '015-feedback', up: feedback },
  { name: '016-dashboard-access', up: dashboardAccess },
  { name: '017-seed-runs', up: seedRuns },
  { name: '018-appointment-grid-order', up: appointmentGridOrder },
  { name: '019-audit-chain', up: auditChain },
  { name: '020-appointment-state-changes', up: appointmentStateChanges },
  { name: '030-record-versions', up: recordVersions },
  { name: '040-chat-client-message-id', up: chatClientMessageId },
  { name: '060-staff-session-activity', up: staffSessionActivity },
  { name: '070-booking', up: booking },
  { name: '110-site-submissions', up: siteSubmissions },
  { name: '120-chat-department-versions', up: chatDepartmentVersions },
  { name: '150-feedback-per-appointment', up: feedbackPerAppointment },
  { name: '151-cv-files', up: cvFiles },
  { name: '160-pharmacy-orders', up: pharmacyOrders },
  { name: '170-staff-accounts', up: staffAccounts },
  { name: '180-appointment-grid-filters', up: appointmentGridFilters },
  { name: '200-staff-account-flows', up: staffAccountFlows },
  { name: '220-bulk-message-deliveries', up: bulkMessageDeliveries },
  { name: '230-doctor-tag-colours', up: doctorTagColours },
  { name: '231-record-imports', up: recordImports },
  { name: '250-slider-order-versions', up: sliderOrderVersions },
  { name: '260-content-trees', up: contentTrees },
  { name: '270-job-form-versions', up: jobFormVersions },
  { name: '280-content-record-versions', up: contentRecordVersions },
  { name: '290-news-feed-rule-versions', up: newsFeedRuleVersions },
  { name: '310-more-record-versions', up: moreRecordVersions },
  { name: '320-doctor-settings-per-center', up: doctorSettingsPerCenter },
  { name: '340-carousel-image-versions', up: carouselImageVersions },
  { name: '350-feedback-and-settings-versions', up: feedbackAndSettingsVersions },
  { name: '351-settings-versions', up: settingsVersions },
  { name: '370-complaints-by-phone', up: complaintsByPhone },
  { name: '400-appointment-write-marks', up: appointmentWriteMarks },
  { name: '410-news-feed-post-versions', up: newsFeedPostVersions },
];
