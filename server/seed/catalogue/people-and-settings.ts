import { tri, type Tri } from './trilingual';

/** Questions asked about every doctor. */
export const DOCTOR_QUESTIONS: readonly Tri[] = [
  tri('Did the doctor listen to you?', 'پزیشکەکە گوێی لێ گرتیت؟', 'هل استمع إليك الطبيب؟'),
  tri(
    'Did the doctor explain your treatment clearly?',
    'پزیشکەکە چارەسەرەکەتی بە ڕوونی ڕوونکردەوە؟',
    'هل شرح الطبيب علاجك بوضوح؟',
  ),
  tri('Were you seen on time?', 'لە کاتی خۆیدا بینرایت؟', 'هل تمت معاينتك في الموعد؟'),
  tri('Would you recommend this doctor?', 'ئەم پزیشکە بە کەسانی تر دەناسێنیت؟', 'هل تنصح بهذا الطبيب؟'),
];

/** Questions asked about a building department. */
export const DEPARTMENT_QUESTIONS: readonly Tri[] = [
  tri('How clean was the department?', 'بەشەکە چەند پاک بوو؟', 'ما مدى نظافة القسم؟'),
  tri(
    'How kind were the nurses and staff?',
    'پەرستار و ستافەکە چەند میهرەبان بوون؟',
    'ما مدى لطف الممرضين والموظفين؟',
  ),
  tri('How long did you wait?', 'چەندت چاوەڕێ کرد؟', 'كم انتظرت؟'),
  tri('Was your privacy respected?', 'ڕێز لە تایبەتمەندییەکەت گیرا؟', 'هل احترمت خصوصيتك؟'),
];

/** Feedback comments by rating (1 to 5), in the language the patient wrote. */
export const FEEDBACK_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  1: ['Waited more than two hours.', 'چاوەڕوانییەکی زۆر درێژ بوو.', 'الانتظار كان طويلًا جدًا.'],
  2: ['The doctor was in a hurry.', 'پزیشکەکە پەلەی بوو.', 'كان الطبيب مستعجلًا.'],
  3: [
    'Good care but the waiting area was crowded.',
    'چاودێرییەکی باش بوو بەڵام شوێنی چاوەڕوانی قەرەباڵغ بوو.',
    'رعاية جيدة لكن قاعة الانتظار مزدحمة.',
  ],
  4: ['Very good, thank you.', 'زۆر باش بوو، سوپاس.', 'جيد جدًا، شكرًا.'],
  5: [
    'Excellent doctor, explained everything.',
    'پزیشکێکی نایاب، هەموو شتێکی ڕوونکردەوە.',
    'طبيب ممتاز، شرح كل شيء.',
    'The nurses were wonderful with my baby.',
    'پەرستارەکان لەگەڵ منداڵەکەم زۆر باش بوون.',
    'كانت الممرضات رائعات مع طفلي.',
  ],
};

export const COMPLAINTS: readonly { readonly subject: string; readonly body: string }[] = [
  { subject: 'Long waiting time', body: 'I had an appointment at 10:00 and was seen at 12:30.' },
  { subject: 'Billing error', body: 'I was charged twice for the same ultrasound.' },
  { subject: 'Parking', body: 'There was no free parking space for patients in the morning.' },
  { subject: 'App reminder not received', body: 'I did not receive the reminder for my appointment.' },
  { subject: 'Rude receptionist', body: 'The receptionist spoke rudely to my mother.' },
  { subject: 'Results delayed', body: 'My culture result was promised in three days and took a week.' },
  { subject: 'Cleanliness', body: 'The toilet on the second floor was not clean.' },
  { subject: 'Pharmacy delivery late', body: 'My order arrived the next day instead of the same day.' },
];

export const CONTACT_MESSAGES: readonly { readonly subject: string; readonly message: string }[] = [
  { subject: 'Opening hours', message: 'Is the laboratory open on Fridays?' },
  { subject: 'Prices', message: 'How much does a normal delivery cost, including two nights?' },
  { subject: 'Insurance', message: 'Does your hospital accept my company insurance?' },
  { subject: 'Thank you', message: 'Thank you to the NICU team who cared for our twins.' },
  { subject: 'Medical report', message: 'How can I get a copy of my medical report?' },
  {
    subject: 'Partnership',
    message: 'We are a medical supplies company and would like to meet your purchasing team.',
  },
  { subject: 'App problem', message: 'The app does not send me the sign-in code.' },
];

export interface JobEntry {
  readonly title: Tri;
  readonly description: Tri;
  readonly type: 'FullTime' | 'PartTime' | 'Contract' | 'Internship';
}

export const JOBS: readonly JobEntry[] = [
  {
    type: 'FullTime',
    title: tri('Registered Midwife', 'مامانی تۆمارکراو', 'قابلة مسجلة'),
    description: tri(
      'Shift work in the delivery suite; two years of experience.',
      'کاری شەفت لە هۆڵی منداڵبوون؛ دوو ساڵ ئەزموون.',
      'عمل بنظام المناوبات في صالة الولادة؛ خبرة سنتين.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('NICU Nurse', 'پەرستاری یەکەی ساوایان', 'ممرض عناية مركزة لحديثي الولادة'),
    description: tri(
      'Care of premature and sick newborns.',
      'چاودێریی ساوای پێشوەختە و نەخۆش.',
      'رعاية الخدج والمواليد المرضى.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('Laboratory Technician', 'تەکنیکاری تاقیگە', 'فني مختبر'),
    description: tri(
      'Clinical chemistry and haematology analysers.',
      'ئامێرەکانی کیمیای کلینیکی و خوێنناسی.',
      'أجهزة الكيمياء السريرية وأمراض الدم.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('Pharmacist', 'دەرمانساز', 'صيدلاني'),
    description: tri(
      'Dispensing and home delivery orders.',
      'پێدانی دەرمان و داواکارییەکانی گەیاندن.',
      'صرف الأدوية وطلبات التوصيل.',
    ),
  },
  {
    type: 'PartTime',
    title: tri('Call Center Agent', 'کارمەندی سەنتەری پەیوەندی', 'موظف مركز اتصال'),
    description: tri(
      'Kurdish, Arabic and English; evening shifts.',
      'کوردی، عەرەبی و ئینگلیزی؛ شەفتی ئێواران.',
      'الكردية والعربية والإنجليزية؛ مناوبات مسائية.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('Specialist Paediatrician', 'پزیشکی پسپۆڕی منداڵان', 'طبيب أطفال اختصاصي'),
    description: tri(
      'Outpatient clinics and ward rounds.',
      'کلینیکی دەرەکی و سەردانی بەشەکان.',
      'العيادات الخارجية وجولات الردهات.',
    ),
  },
  {
    type: 'Contract',
    title: tri('Biomedical Engineer', 'ئەندازیاری پزیشکیی زیندەیی', 'مهندس طبي حيوي'),
    description: tri(
      'Maintenance of incubators, monitors and ventilators.',
      'چاککردنەوەی ئینکوبەیتەر، مۆنیتەر و ئامێری هەناسەدان.',
      'صيانة الحاضنات والشاشات وأجهزة التنفس.',
    ),
  },
  {
    type: 'Internship',
    title: tri('Nursing Intern', 'ڕاهێنەری پەرستاری', 'متدرب تمريض'),
    description: tri(
      'Six months of supervised practice for new graduates.',
      'شەش مانگ ڕاهێنانی چاودێریکراو بۆ دەرچووانی نوێ.',
      'ستة أشهر من التدريب تحت الإشراف للخريجين الجدد.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('Receptionist', 'کارمەندی پێشوازی', 'موظف استقبال'),
    description: tri(
      'Patient registration and billing.',
      'تۆمارکردنی نەخۆش و پسوولە.',
      'تسجيل المرضى والفواتير.',
    ),
  },
  {
    type: 'FullTime',
    title: tri('Sonographer', 'پسپۆڕی سۆنار', 'أخصائي سونار'),
    description: tri(
      'Obstetric and general ultrasound.',
      'سۆناری منداڵبوون و گشتی.',
      'السونار التوليدي والعام.',
    ),
  },
];

export const JOB_FORMS: readonly {
  readonly title: Tri;
  readonly platform: 0 | 1 | 2;
  readonly placement: 0 | 1;
}[] = [
  { title: tri('Submit your CV', 'سیڤییەکەت بنێرە', 'أرسل سيرتك الذاتية'), platform: 2, placement: 0 },
  { title: tri('Nursing positions', 'پۆستەکانی پەرستاری', 'وظائف التمريض'), platform: 0, placement: 1 },
  {
    title: tri('Doctors and specialists', 'پزیشک و پسپۆڕان', 'الأطباء والاختصاصيون'),
    platform: 0,
    placement: 1,
  },
  {
    title: tri('Call center positions', 'پۆستەکانی سەنتەری پەیوەندی', 'وظائف مركز الاتصال'),
    platform: 1,
    placement: 1,
  },
  { title: tri('Internships', 'ڕاهێنان', 'التدريب'), platform: 1, placement: 0 },
  {
    title: tri('Technicians and engineers', 'تەکنیکار و ئەندازیاران', 'الفنيون والمهندسون'),
    platform: 2,
    placement: 1,
  },
];

export const CITIES: readonly string[] = [
  'Erbil',
  'Sulaymaniyah',
  'Duhok',
  'Halabja',
  'Soran',
  'Zakho',
  'Koya',
  'Ranya',
];

export const DEGREES: readonly string[] = ['Diploma', 'Bachelor', 'Master', 'Doctorate', 'Board certificate'];
/** The languages an applicant may tick. */
export const JOB_LANGUAGES: readonly string[] = ['Kurdish', 'Arabic', 'English', 'Turkish', 'Persian'];

/** The fields of a job form (`job_forms.fields`); the choice fields with their choices, as the builder requires. */
export const JOB_FORM_FIELDS: readonly {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly options?: readonly string[];
}[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', required: true },
  { name: 'city', label: 'City', type: 'select', required: true, options: CITIES },
  { name: 'degree', label: 'Highest degree', type: 'select', required: true, options: DEGREES },
  { name: 'yearsOfExperience', label: 'Years of experience', type: 'number', required: true },
  { name: 'languages', label: 'Languages', type: 'multiselect', required: false, options: JOB_LANGUAGES },
  { name: 'cv', label: 'CV (PDF)', type: 'file', required: false },
];

export const APP_CONFIGURATION: readonly (readonly [key: string, value: string, description: string])[] = [
  ['androidMinVersion', '3.4.0', 'Oldest Android app version allowed to sign in'],
  ['iosMinVersion', '3.4.0', 'Oldest iOS app version allowed to sign in'],
  ['forceUpdate', 'false', 'Ask every app user to update before continuing'],
  ['maintenanceMode', 'false', 'Show the maintenance page instead of the app'],
  ['onlineBookingEnabled', 'true', 'Patients may book appointments online'],
  ['pharmacyDeliveryEnabled', 'true', 'The pharmacy accepts home-delivery orders'],
  ['chatEnabled', 'true', 'Patients may open the chat'],
  ['supportPhoneNumber', '+9647504400000', 'Shown on the contact page of the apps'],
  ['supportWhatsApp', '+9647504400000', 'WhatsApp number of the call center'],
  ['otpLength', '6', 'Digits of a sign-in code'],
  ['otpValidityMinutes', '5', 'Minutes a sign-in code stays valid'],
  ['defaultLanguage', 'ku', 'Language of a first visit'],
];

export const APP_PREFERENCES: readonly (readonly [key: string, value: string, description: string])[] = [
  ['maxOpenAppointmentsPerUser', '3', 'Reserved or assigned appointments one app user may hold'],
  ['cancellationDeadlineHours', '2', 'Hours before an appointment after which the patient cannot cancel'],
  ['reminderHoursBefore', '24', 'When the appointment reminder is sent'],
  ['missedAppointmentsBeforeBlock', '3', 'Missed appointments in 90 days before online booking is blocked'],
  ['blockDays', '30', 'Days online booking stays blocked'],
  ['homeCentersShown', '3', 'Centers on the home page'],
  ['homeDoctorsShown', '3', 'Doctors on the home page'],
  ['deliveryFee', '3000', 'Pharmacy delivery fee in IQD'],
  ['freeDeliveryFrom', '50000', 'Order total in IQD from which delivery is free'],
  ['chatOfficeHours', '08:00-22:00', 'When staff answer the chat'],
];

/** Daily request counters of the dashboard's request-totals page. */
export const REQUEST_CATEGORIES: readonly (readonly [category: string, dailyMean: number])[] = [
  ['OtpCodes', 110],
  ['OnlineAppointments', 95],
  ['ChatMessages', 60],
  ['PharmacyOrders', 14],
  ['LabResultViews', 180],
  ['ContactMessages', 3],
];

/** Staff who answer the chat and appear in the audit trail; they cannot sign in (see demo-network.ts). */
export const STAFF_MEMBERS: readonly {
  readonly name: string;
  readonly fullName: string;
  readonly role: 'admin' | 'reception';
}[] = [
  { name: 'shilan.aziz', fullName: 'Shilan Aziz', role: 'reception' },
  { name: 'karwan.omar', fullName: 'Karwan Omar', role: 'reception' },
  { name: 'nask.hassan', fullName: 'Nask Hassan', role: 'reception' },
  { name: 'rebwar.salih', fullName: 'Rebwar Salih', role: 'reception' },
  { name: 'zainab.ali', fullName: 'Zainab Ali', role: 'reception' },
  { name: 'dilshad.karim', fullName: 'Dilshad Karim', role: 'reception' },
  { name: 'avin.mahmood', fullName: 'Avin Mahmood', role: 'reception' },
  { name: 'hemin.rasul', fullName: 'Hemin Rasul', role: 'admin' },
  { name: 'tara.jalal', fullName: 'Tara Jalal', role: 'admin' },
  { name: 'omar.ismail', fullName: 'Omar Ismail', role: 'admin' },
];

/** What staff do, and to what, as the audit trail records it. */
export const AUDIT_ACTIONS: readonly (readonly [action: string, weight: number])[] = [
  ['Update', 40],
  ['Create', 25],
  ['View', 15],
  ['Delete', 4],
  ['Login', 10],
  ['Logout', 5],
  ['Export', 1],
];

export const AUDIT_ENTITIES: readonly (readonly [entity: string, weight: number])[] = [
  ['OnlineAppointment', 40],
  ['ChatMessage', 15],
  ['OtpCode', 6],
  ['Doctor', 5],
  ['DoctorAppointmentSetting', 4],
  ['UserAppointmentSetting', 4],
  ['PharmacyItem', 6],
  ['Order', 5],
  ['LabTestProfile', 3],
  ['Center', 1],
  ['CarouselImage', 1],
  ['News', 1],
  ['Event', 1],
  ['Video', 1],
  ['Job', 1],
  ['JobApplicant', 1],
  ['Feedback', 1],
  ['Complaint', 1],
  ['StaffUser', 1],
  ['DashboardRole', 1],
];
