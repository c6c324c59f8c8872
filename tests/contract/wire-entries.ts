import fc from 'fast-check';
import * as grid from '../../src/contract/appointments/appointment-grid';
import * as appointments from '../../src/contract/appointments/appointments';
import * as assistants from '../../src/contract/catalogue/assistants';
import * as audit from '../../src/contract/audit/audit';
import * as calendar from '../../src/contract/appointments/calendar';
import * as chat from '../../src/contract/chat/chat';
import * as content from '../../src/contract/content/content';
import * as doctors from '../../src/contract/catalogue/doctors';
import * as lab from '../../src/contract/catalogue/lab';
import * as otp from '../../src/contract/otp/otp';
import * as patientAuth from '../../src/contract/auth/patient-auth';
import * as patients from '../../src/contract/patients/patients';
import * as roles from '../../src/contract/roles/roles';
import type { Schema } from '../../src/contract/shared/schema';
import * as site from '../../src/contract/site/site';
import {
  calendarDayArb,
  countArb,
  dateTimeTextArb,
  optionalTextArb,
  stateArb,
  textArb,
  wireIdArb,
} from './wire-arbitraries';
import type { WireEntry } from './wire-fields';

/** Registers a check with its mapper; the casts only erase the wire type for the shared table. */
const entry = <W>(e: Omit<WireEntry, 'check' | 'map'> & { check: Schema<W>; map: (wire: W) => unknown }) =>
  e as unknown as WireEntry;

/** A record of optional keys: each may be absent, null, or a value. */
const someOf = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(model, { requiredKeys: [] });

const onlineAppointmentArb = fc.record({
  id: wireIdArb,
  appointmnetState: stateArb,
  startingTime: dateTimeTextArb,
  endingTime: dateTimeTextArb,
  appointmnetStateString: optionalTextArb,
});

const gridAppointmentArb = fc.record({
  id: wireIdArb,
  startTime: dateTimeTextArb,
  endTime: dateTimeTextArb,
  issuerId: wireIdArb,
  appointmentState: stateArb,
});

const stateOptionArb = fc.record({ id: stateArb, name: textArb });

const chatMessageArb = fc.record({
  id: wireIdArb,
  message: textArb,
  sentAt: dateTimeTextArb,
  fromStaff: fc.boolean(),
});

const auditRecordArb = fc.record(
  {
    id: wireIdArb,
    userName: textArb,
    action: textArb,
    occurredAt: dateTimeTextArb,
    details: optionalTextArb,
  },
  { requiredKeys: ['id', 'userName', 'action', 'occurredAt'] },
);

const summaryArb = {
  assigned: countArb,
  waiting: countArb,
  seen: countArb,
  cancledByPatient: countArb,
  cancledByAssistant: countArb,
};

const doctorTagArb = fc.record(
  { englishName: textArb, kurdishName: optionalTextArb, arabicName: optionalTextArb },
  { requiredKeys: ['englishName'] },
);

const feedbackQuestionArb = fc.record(
  {
    id: wireIdArb,
    name: textArb,
    doctorId: fc.option(wireIdArb, { nil: null }),
    departmentId: fc.option(wireIdArb, { nil: null }),
  },
  { requiredKeys: ['id', 'name'] },
);

const sliderImageArb = fc.record({
  id: wireIdArb,
  imageUrl: fc.webUrl(),
  destination: fc.oneof(textArb, fc.integer({ min: 0, max: 30 })),
});

const summaryFields = {
  assigned: 'count',
  waiting: 'count',
  seen: 'count',
  cancledByPatient: 'count',
  cancledByAssistant: 'count',
} as const;

/** Every named-field check of the contract. */
export const WIRE_ENTRIES: readonly WireEntry[] = [
  entry({
    name: 'online appointment',
    check: appointments.onlineAppointmentSchema,
    map: appointments.toOnlineAppointment,
    sample: {
      id: 501,
      appointmnetState: 1,
      appointmnetStateString: 'Reserved',
      startingTime: '2026-03-02T09:30:00',
      endingTime: '2026-03-02T09:45:00',
    },
    arb: onlineAppointmentArb,
    required: { id: 'id', appointmnetState: 'state', startingTime: 'dateTime', endingTime: 'dateTime' },
    optional: { appointmnetStateString: 'text' },
  }),
  entry({
    name: 'user appointment',
    check: appointments.userAppointmentSchema,
    map: appointments.toMyAppointment,
    sample: {
      id: 'a-77',
      appointmentState: 3,
      startingTime: '2026-03-02T10:00:00+03:00',
      endingTime: '2026-03-02T10:15:00+03:00',
      issuerId: 42,
    },
    arb: fc.record({
      id: wireIdArb,
      appointmentState: stateArb,
      startingTime: dateTimeTextArb,
      endingTime: dateTimeTextArb,
      issuerId: wireIdArb,
    }),
    required: {
      id: 'id',
      appointmentState: 'state',
      startingTime: 'dateTime',
      endingTime: 'dateTime',
      issuerId: 'id',
    },
    renamed: ['appointmentState'],
  }),
  entry({
    name: 'appointment state summary',
    check: appointments.appointmentStateSummarySchema,
    map: appointments.toAppointmentStateSummary,
    sample: { assigned: 4, waiting: 2, seen: 11, cancledByPatient: 1, cancledByAssistant: 0 },
    arb: fc.record(summaryArb),
    required: summaryFields,
  }),
  entry({
    name: 'grid appointment',
    check: grid.gridAppointmentSchema,
    map: grid.toGridAppointment,
    sample: {
      id: 9001,
      startTime: '2026-03-02T08:00:00.0000000',
      endTime: '2026-03-02T08:20:00.0000000',
      issuerId: 42,
      appointmentState: 2,
    },
    arb: gridAppointmentArb,
    required: {
      id: 'id',
      startTime: 'dateTime',
      endTime: 'dateTime',
      issuerId: 'id',
      appointmentState: 'state',
    },
    renamed: ['appointmentState'],
  }),
  entry({
    name: 'appointment state option',
    check: grid.appointmentStateOptionSchema,
    map: grid.toAppointmentStateOption,
    sample: { id: 4, name: 'Seen' },
    arb: stateOptionArb,
    required: { id: 'state', name: 'text' },
    renamed: ['id', 'name'],
  }),
  entry({
    name: 'doctor option',
    check: grid.doctorOptionSchema,
    map: grid.toDoctorOption,
    sample: { id: 12, name: 'Dr. Shilan Omer' },
    arb: fc.record({ id: wireIdArb, name: textArb }),
    required: { id: 'id', name: 'text' },
  }),
  entry({
    name: 'appointment grid page',
    check: grid.appointmentGridPageSchema,
    map: grid.toAppointmentGridPage,
    sample: {
      appointments: [
        {
          id: 1,
          startTime: '2026-03-02T08:00:00',
          endTime: '2026-03-02T08:20:00',
          issuerId: 7,
          appointmentState: 1,
        },
      ],
      count: 137,
      states: [{ id: 1, name: 'Reserved' }],
    },
    arb: fc.record({
      appointments: fc.array(gridAppointmentArb, { minLength: 1, maxLength: 3 }),
      count: countArb,
      states: fc.array(stateOptionArb, { minLength: 1, maxLength: 3 }),
    }),
    required: {
      appointments: 'list',
      count: 'count',
      states: 'list',
      'appointments[0].id': 'id',
      'appointments[0].startTime': 'dateTime',
      'appointments[0].appointmentState': 'state',
      'states[0].id': 'state',
    },
    renamed: ['appointmentState', 'count'],
  }),
  entry({
    name: 'calendar payload item',
    check: calendar.calendarPayloadItemSchema,
    map: calendar.toCalendarPayloadItem,
    sample: {
      id: 12,
      onlineAppointments: [
        {
          id: 3,
          startTime: '2026-03-09T09:00:00',
          endTime: '2026-03-09T09:15:00',
          issuerId: 42,
          appointmentState: 1,
        },
      ],
    },
    arb: fc.record({ onlineAppointments: fc.array(gridAppointmentArb, { minLength: 1, maxLength: 3 }) }),
    required: {
      'onlineAppointments[0].id': 'id',
      'onlineAppointments[0].endTime': 'dateTime',
      'onlineAppointments[0].issuerId': 'id',
    },
    optional: { onlineAppointments: 'list' },
    renamed: ['appointmentState'],
  }),
  entry({
    name: 'chat history row',
    check: chat.chatHistoryRowSchema,
    map: chat.toChatHistoryRow,
    sample: {
      name: 'Hawre Kamal',
      phoneNumber: '07501234567',
      numberOfMessagesNotSeenByAdmin: 3,
      superUserId: 88,
    },
    arb: fc.record({
      name: textArb,
      phoneNumber: textArb,
      numberOfMessagesNotSeenByAdmin: countArb,
      superUserId: wireIdArb,
    }),
    required: {
      name: 'text',
      phoneNumber: 'text',
      numberOfMessagesNotSeenByAdmin: 'count',
      superUserId: 'id',
    },
  }),
  entry({
    name: 'chat message',
    check: chat.chatMessageSchema,
    map: chat.toChatMessage,
    sample: {
      id: 310,
      message: 'Is Dr. Omer in on Sunday?',
      sentAt: '2026-03-01T17:04:12Z',
      fromStaff: false,
    },
    arb: chatMessageArb,
    required: { id: 'id', message: 'text', sentAt: 'dateTime', fromStaff: 'bool' },
    renamed: ['message'],
  }),
  entry({
    name: 'chat message page',
    check: chat.chatMessagePageSchema,
    map: chat.toChatMessagePage,
    sample: { chats: [{ id: 1, message: 'Hello', sentAt: '2026-03-01T17:00:00Z', fromStaff: true }] },
    arb: fc.record({ chats: fc.array(chatMessageArb, { minLength: 1, maxLength: 3 }) }),
    required: {
      chats: 'list',
      'chats[0].id': 'id',
      'chats[0].message': 'text',
      'chats[0].sentAt': 'dateTime',
      'chats[0].fromStaff': 'bool',
    },
    renamed: ['message'],
  }),
  entry({
    name: 'chat app user',
    check: patients.appUserSchema,
    map: patients.toAppUser,
    sample: {
      id: 88,
      name: 'Hawre Kamal',
      phoneNumber: '07501234567',
      birthdate: '1991-04-17T00:00:00',
      sex: 'Male',
      martialStaus: 'Married',
      bloodGroup: 'O+',
      createdAt: '2025-11-02T08:15:30.1234567',
    },
    arb: fc.record(
      {
        id: wireIdArb,
        name: textArb,
        phoneNumber: textArb,
        birthdate: fc.option(calendarDayArb, { nil: null }),
        sex: optionalTextArb,
        martialStaus: optionalTextArb,
        bloodGroup: optionalTextArb,
        createdAt: dateTimeTextArb,
      },
      { requiredKeys: ['id', 'name', 'phoneNumber', 'createdAt'] },
    ),
    required: { id: 'id', name: 'text', phoneNumber: 'text', createdAt: 'dateTime' },
    optional: { birthdate: 'day', sex: 'text', martialStaus: 'text', bloodGroup: 'text' },
  }),
  entry({
    name: 'patient profile',
    check: patients.patientProfileSchema,
    map: patients.toPatientProfile,
    sample: { patientId: 42, notSeenTestes: 2, name: 'Hawre Kamal' },
    arb: fc.record(
      { patientId: wireIdArb, notSeenTestes: countArb, name: optionalTextArb },
      { requiredKeys: ['patientId', 'notSeenTestes'] },
    ),
    required: { patientId: 'id', notSeenTestes: 'count' },
    optional: { name: 'text' },
  }),
  entry({
    name: 'OTP code',
    check: otp.otpCodeSchema,
    map: otp.toOtpCode,
    sample: { phonenumber: '07701112233', codeIsSent: true },
    arb: fc.record({ phonenumber: textArb, codeIsSent: fc.boolean() }),
    required: { phonenumber: 'text', codeIsSent: 'bool' },
  }),
  entry({
    name: 'OTP request totals',
    check: otp.otpRequestTotalsSchema,
    map: otp.toOtpRequestTotals,
    sample: { phonenumber: '07701112233', codeIsSentCounter: 5, codeNotSentCounter: 1 },
    arb: fc.record({ phonenumber: textArb, codeIsSentCounter: countArb, codeNotSentCounter: countArb }),
    required: { phonenumber: 'text', codeIsSentCounter: 'count', codeNotSentCounter: 'count' },
  }),
  entry({
    name: 'OTP test code',
    check: otp.otpTestCodeSchema,
    map: otp.toOtpTestCode,
    sample: { phonenumber: '07500000000', code: '123456' },
    arb: fc.record({ phonenumber: textArb, code: textArb }),
    required: { phonenumber: 'text', code: 'text' },
  }),
  entry({
    name: 'audit record',
    check: audit.auditRecordSchema,
    map: audit.toAuditRecord,
    sample: {
      id: 'e1',
      userName: 'admin',
      action: 'Changed appointment 501 to Assigned',
      occurredAt: '2026-03-02T09:31:07Z',
      details: null,
    },
    arb: auditRecordArb,
    required: { id: 'id', userName: 'text', action: 'text', occurredAt: 'dateTime' },
    optional: { details: 'text' },
  }),
  entry({
    name: 'audit page',
    check: audit.auditPageSchema,
    map: audit.toAuditPage,
    sample: {
      records: [{ id: 1, userName: 'admin', action: 'Logged in', occurredAt: '2026-03-02T09:00:00Z' }],
      count: 1289,
    },
    arb: fc.record({ records: fc.array(auditRecordArb, { minLength: 1, maxLength: 3 }), count: countArb }),
    required: { records: 'list', count: 'count', 'records[0].id': 'id', 'records[0].occurredAt': 'dateTime' },
  }),
  entry({
    name: 'lab test profile',
    check: lab.labTestProfileSchema,
    map: lab.toLabTestProfile,
    sample: { id: 7, appearanceName: 'Complete Blood Count' },
    arb: fc.record({ id: wireIdArb, appearanceName: textArb }),
    required: { id: 'id', appearanceName: 'text' },
  }),
  entry({
    name: 'doctor assistant',
    check: assistants.doctorAssistantSchema,
    map: assistants.toDoctorAssistant,
    sample: { id: 3, fullName: 'Sara Ahmed Ali' },
    arb: fc.record({ id: wireIdArb, fullName: textArb }),
    required: { id: 'id', fullName: 'text' },
  }),
  entry({
    name: 'dashboard role',
    check: roles.dashboardRoleSchema,
    map: roles.toDashboardRole,
    sample: { id: 'r1', name: 'reception', areas: ['appointments', 'chat'] },
    arb: fc.record({
      id: wireIdArb,
      name: textArb,
      areas: fc.array(textArb, { minLength: 1, maxLength: 4 }),
    }),
    required: { id: 'id', name: 'text', areas: 'list', 'areas[0]': 'text' },
  }),
  entry({
    name: 'doctor tag',
    check: doctors.doctorTagSchema,
    map: doctors.toDoctorTag,
    sample: { englishName: 'Cardiology', kurdishName: 'دڵ', arabicName: 'أمراض القلب' },
    arb: doctorTagArb,
    required: { englishName: 'text' },
    optional: { kurdishName: 'text', arabicName: 'text' },
  }),
  entry({
    name: 'doctor with tags',
    check: doctors.doctorWithTagsSchema,
    map: doctors.toSiteDoctor,
    sample: {
      id: 12,
      name: 'Dr. Shilan Omer',
      tags: [{ englishName: 'Cardiology' }, { englishName: 'Cardiology' }],
    },
    arb: fc.record({
      id: wireIdArb,
      name: textArb,
      tags: fc.array(doctorTagArb, { minLength: 1, maxLength: 3 }),
    }),
    required: { id: 'id', name: 'text', tags: 'list', 'tags[0].englishName': 'text' },
  }),
  entry({
    name: 'doctor stats',
    check: doctors.doctorStatsSchema,
    map: doctors.toDoctorStats,
    sample: {
      id: 12,
      name: 'Dr. Shilan Omer',
      assigned: 3,
      waiting: 1,
      seen: 20,
      cancledByPatient: 2,
      cancledByAssistant: 0,
    },
    arb: fc.record({ id: wireIdArb, name: textArb, ...summaryArb }),
    required: { id: 'id', name: 'text', ...summaryFields },
  }),
  entry({
    name: 'carousel image',
    check: site.carouselImageSchema,
    map: site.toCarouselImage,
    sample: { id: 1, imageUrl: 'https://cdn.example/carousel/1.webp', carouselFor: 0 },
    arb: fc.record({ id: wireIdArb, imageUrl: fc.webUrl(), carouselFor: fc.integer({ min: 0, max: 25 }) }),
    required: { id: 'id', imageUrl: 'text', carouselFor: 'number' },
  }),
  entry({
    name: 'center video',
    check: site.centerVideoSchema,
    map: site.toCenterVideo,
    sample: { id: 4, videoUrl: 'https://video.example/v/4' },
    arb: fc.record(
      { id: wireIdArb, videoUrl: fc.option(fc.webUrl(), { nil: null }) },
      { requiredKeys: ['id'] },
    ),
    required: { id: 'id' },
    optional: { videoUrl: 'text' },
  }),
  entry({
    name: 'center photo',
    check: site.centerPhotoSchema,
    map: site.toCenterPhoto,
    sample: { id: 5, imageUrl: null },
    arb: fc.record(
      { id: wireIdArb, imageUrl: fc.option(fc.webUrl(), { nil: null }) },
      { requiredKeys: ['id'] },
    ),
    required: { id: 'id' },
    optional: { imageUrl: 'text' },
  }),
  entry({
    name: 'logo record',
    check: site.logoRecordSchema,
    map: site.toLogoRecord,
    sample: {
      imageUrl: '/media/logo.png',
      englishName: 'Harem Hospital',
      kurdishName: 'نەخۆشخانەی حەرەم',
      arabicName: 'مستشفى حرم',
    },
    arb: someOf({
      imageUrl: optionalTextArb,
      englishName: optionalTextArb,
      kurdishName: optionalTextArb,
      arabicName: optionalTextArb,
    }),
    required: {},
    optional: { imageUrl: 'text', englishName: 'text', kurdishName: 'text', arabicName: 'text' },
  }),
  entry({
    name: 'center instruction',
    check: site.centerInstructionSchema,
    map: site.toCenterInstruction,
    sample: { centerId: 2, imageUrl: '/media/centers/2.jpg' },
    arb: fc.record({ centerId: wireIdArb, imageUrl: textArb }),
    required: { centerId: 'id', imageUrl: 'text' },
  }),
  entry({
    name: 'center instruction header',
    check: site.centerInstructionHeaderSchema,
    map: site.toCenterInstructionHeader,
    sample: { id: 31, title: 'Before your MRI' },
    arb: fc.record({ id: wireIdArb, title: textArb }),
    required: { id: 'id', title: 'text' },
  }),
  entry({
    name: 'slider image',
    check: content.sliderImageSchema,
    map: content.toSliderImage,
    sample: { id: 8, imageUrl: '/media/slider/8.jpg', destination: 'Ward Vip Rooms' },
    arb: sliderImageArb,
    required: { id: 'id', imageUrl: 'text', destination: 'destination' },
  }),
  entry({
    name: 'slider group',
    check: content.sliderGroupSchema,
    map: content.toSliderGroup,
    sample: { childerens: [{ id: 8, imageUrl: '/media/slider/8.jpg', destination: 'WardVipRooms' }] },
    arb: fc.record({ childerens: fc.array(sliderImageArb, { minLength: 1, maxLength: 3 }) }),
    required: { childerens: 'list', 'childerens[0].id': 'id', 'childerens[0].destination': 'destination' },
  }),
  entry({
    name: 'feedback question',
    check: content.feedbackQuestionSchema,
    map: content.toFeedbackQuestion,
    sample: { id: 14, name: 'Was the doctor on time?', doctorId: 12, departmentId: null },
    arb: feedbackQuestionArb,
    required: { id: 'id', name: 'text' },
    optional: { doctorId: 'id', departmentId: 'id' },
  }),
  entry({
    name: 'feedback question group',
    check: content.feedbackQuestionGroupSchema,
    map: content.toDoctorQuestionGroup,
    sample: {
      id: 12,
      name: 'Dr. Shilan Omer',
      questions: [{ id: 14, name: 'Was the doctor on time?', doctorId: 12 }],
    },
    arb: fc.record({
      id: wireIdArb,
      name: textArb,
      questions: fc.array(feedbackQuestionArb, { minLength: 1, maxLength: 3 }),
    }),
    required: { id: 'id', name: 'text', questions: 'list', 'questions[0].name': 'text' },
  }),
  entry({
    name: 'news-feed selectable',
    check: content.selectableSchema,
    map: content.toSelectable,
    sample: { id: 3, name: 'Harem Center Erbil' },
    arb: fc.record({ id: wireIdArb, name: textArb }),
    required: { id: 'id', name: 'text' },
  }),
  entry({
    name: 'patient grant',
    check: patientAuth.patientGrantSchema,
    map: patientAuth.toPatientGrant,
    sample: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', patientId: 42 },
    arb: fc.record({ token: textArb, patientId: wireIdArb }),
    required: { token: 'text', patientId: 'id' },
  }),
];
