import { ResourceKey } from '../../../../application/resources/resource-key';
import { CLINIC_COLUMNS } from './clinics.columns';
import type { ColumnSpec } from './column-spec';
import { CONTENT_COLUMNS } from './content.columns';
import { DOCTOR_COLUMNS } from './doctors.columns';
import { FEEDBACK_SITE_COLUMNS } from './feedback-site.columns';
import { JOB_COLUMNS } from './jobs.columns';
import { MEDIA_OTP_CHAT_COLUMNS } from './media-otp-chat.columns';
import { PHARMACY_LAB_COLUMNS } from './pharmacy-lab.columns';
import { POST_AND_CONTACT_COLUMNS } from './posts-contacts.columns';
import { SETTINGS_USER_COLUMNS } from './settings-users.columns';

/**
 * The declared columns of every list a route shows, in order (tests/ui/resource-list checks that
 * no shown key is missing). A key without a declaration, or rows holding none of its fields (another
 * backend), fall back to columns inferred from the rows.
 */
export const COLUMNS: Readonly<Partial<Record<ResourceKey, readonly ColumnSpec[]>>> = {
  ...CLINIC_COLUMNS,
  ...DOCTOR_COLUMNS,
  ...PHARMACY_LAB_COLUMNS,
  ...JOB_COLUMNS,
  ...SETTINGS_USER_COLUMNS,
  ...CONTENT_COLUMNS,
  ...MEDIA_OTP_CHAT_COLUMNS,
  ...FEEDBACK_SITE_COLUMNS,
  ...POST_AND_CONTACT_COLUMNS,
};

/**
 * Single records that hold the list a screen is about: the field whose rows are shown. Other
 * single records show as a record view (label, value).
 */
export const RECORD_LISTS: Readonly<Partial<Record<ResourceKey, string>>> = {
  [ResourceKey.WhyChooseUs]: 'items',
};
