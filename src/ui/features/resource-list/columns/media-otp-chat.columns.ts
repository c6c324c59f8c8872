import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** Videos and instruction categories; OTP logs; chat lists and the bulk-message report; appointments. */
export const MEDIA_OTP_CHAT_COLUMNS = {
  [K.Videos]: [
    { ...col.image('thumbnailUrl', 'columns.image'), plays: 'videoUrl' },
    col.localized('title'),
    col.ref('videoCategoryId', K.VideoCategories, 'records.fields.videoCategoryId'),
    col.link('videoUrl', 'columns.video'),
    col.duration('durationSeconds', 'columns.duration'),
    col.dateTime('publishedAt'),
  ],
  [K.VideoCategories]: [col.localized('name'), ...sortAndCreated],
  [K.DashboardInstructionCategories]: [
    col.localized('name'),
    col.ref('rootInstructionId', K.RootInstructions, 'records.fields.rootInstructionId', 'title'),
    ...sortAndCreated,
  ],

  [K.OtpCodes]: [col.code('phoneNumber', 'columns.phone'), col.boolean('codeIsSent', 'columns.codeSent')],
  [K.OtpRequestTotals]: [
    col.code('phoneNumber', 'columns.phone'),
    col.number('requests'),
    col.number('sent'),
    col.number('notSent'),
  ],
  [K.OtpTestCodes]: [col.code('phoneNumber', 'columns.phone'), col.code('code')],

  [K.ChatRecipients]: [
    col.text('departmentName', 'columns.department'),
    col.text('fullName'),
    col.code('name', 'columns.username'),
  ],
  [K.DashboardChatDepartments]: [
    col.localized('name'),
    col.boolean('isActive', 'columns.active'),
    ...sortAndCreated,
  ],
  [K.BulkMessageReport]: [
    col.text('title'),
    col.text('body', 'columns.message'),
    col.text('audience'),
    col.number('recipients'),
    col.number('delivered'),
    col.number('failed'),
    col.dateTime('sentAt'),
  ],
  [K.LatestPatients]: [
    col.text('name', 'columns.patient'),
    col.code('phoneNumber', 'columns.phone'),
    col.number('unseenByAdmin', 'columns.unreadMessages'),
    col.boolean('isOnline', 'columns.online'),
  ],
  [K.ChatList]: [
    col.text('departmentName', 'columns.department'),
    col.dateTime('startedAt'),
    col.dateTime('lastMessageAt'),
  ],
  [K.AppUsers]: [
    col.text('name', 'columns.patient'),
    col.code('phoneNumber', 'columns.phone'),
    col.date('birthdate'),
    col.enum('sex', 'sex'),
    col.enum('maritalStatus', 'maritalStatus'),
    col.code('bloodGroup'),
    col.dateTime('createdAt'),
  ],

  [K.OnlineAppointments]: [
    col.code('id', 'columns.number'),
    col.appointmentState('state'),
    col.dateTime('startingTime', 'columns.startsAt'),
    col.dateTime('endingTime', 'columns.endsAt'),
  ],
  // The patient is known to the server by an id only; the row says what the setting is.
  [K.UserAppointmentSettings]: [
    col.boolean('canBookOnline'),
    col.number('maxOpenAppointments'),
    col.dateTime('blockedUntil'),
    col.text('reason'),
    col.dateTime('updatedAt'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
