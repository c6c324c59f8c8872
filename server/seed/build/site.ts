import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import {
  APP_CONFIGURATION,
  APP_PREFERENCES,
  CITIES,
  COMPLAINTS,
  CONTACT_MESSAGES,
  DEGREES,
  DEPARTMENT_QUESTIONS,
  DOCTOR_QUESTIONS,
  FEEDBACK_COMMENTS,
  JOB_FORM_FIELDS,
  JOB_LANGUAGES,
  JOB_FORMS,
  JOBS,
} from '../catalogue/people-and-settings';
import { FEMALE_NAMES, MALE_NAMES } from '../catalogue/person-names';
import { columns, tri } from '../catalogue/trilingual';
import type { ClinicRefs } from './clinics';
import type { Rows, RowSet } from './network-rows';
import type { AppUserRef } from './patients';
import { PhoneNumbers } from './phone-numbers';
import { avatarImage } from './placeholder-images';
import type { SeedContext } from './seed-context';

export const FEEDBACK_COUNT = 1_500;

/** The dashboard's menu sections and the permission areas each holds. */
const SECTIONS: readonly (readonly [string, readonly PermissionArea[]])[] = [
  [
    'Clinic management',
    [
      PermissionArea.Centers,
      PermissionArea.Doctors,
      PermissionArea.DoctorTags,
      PermissionArea.Assistants,
      PermissionArea.Specialities,
      PermissionArea.DepartmentInfo,
      PermissionArea.CenterInstructions,
      PermissionArea.Media,
    ],
  ],
  ['Pharmacy and laboratory', [PermissionArea.Pharmacy, PermissionArea.Lab, PermissionArea.Orders]],
  ['Appointments', [PermissionArea.Appointments]],
  [
    'Patients and chat',
    [PermissionArea.Chat, PermissionArea.OtpCodes, PermissionArea.Feedback, PermissionArea.Contact],
  ],
  [
    'Website content',
    [
      PermissionArea.WebsiteContent,
      PermissionArea.Research,
      PermissionArea.Events,
      PermissionArea.Categories,
      PermissionArea.News,
      PermissionArea.Guidelines,
    ],
  ],
  ['Jobs', [PermissionArea.Jobs, PermissionArea.Cvs]],
  ['Reports', [PermissionArea.Statistics, PermissionArea.RequestTotals, PermissionArea.Audit]],
  [
    'Settings and security',
    [
      PermissionArea.Settings,
      PermissionArea.AppPreferences,
      PermissionArea.Roles,
      PermissionArea.Users,
      PermissionArea.Permissions,
    ],
  ],
];

/** Settings, the logo, contact data, jobs, feedback, complaints, and the dashboard's sections. */
export function buildSite(context: SeedContext, clinics: ClinicRefs, users: readonly AppUserRef[]): RowSet {
  const prng = context.prng.fork('site');
  const { clock } = context;
  const phones = new PhoneNumbers(
    prng.fork('phones'),
    users.map((u) => u.phoneNumber),
  );
  const person = () =>
    `${prng.pick(prng.chance(0.55) ? FEMALE_NAMES : MALE_NAMES).en} ${prng.pick(MALE_NAMES).en}`;
  const email = (name: string) =>
    `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${prng.int(1, 99)}@mail.example`;
  const past = (maxDays: number) => clock.at(-prng.int(1, maxDays), prng.int(8 * 60, 23 * 60));
  const updated = clock.at(-30, 10 * 60);

  const settings = (list: typeof APP_CONFIGURATION) =>
    list.map(([key, value, description]) => ({ key, value, description, updated_at: updated }));

  const contact_us: Rows<'contact_us'> = [
    {
      id: 1,
      center_id: null,
      phone_number: '+9647504400000',
      whatsapp_number: '+9647504400000',
      email: 'info@harem-care.example',
      ...columns(
        'address',
        tri(
          'Gulan Street, Erbil, Kurdistan Region, Iraq',
          'شەقامی گوڵان، هەولێر، هەرێمی کوردستان، عێراق',
          'شارع كولان، أربيل، إقليم كردستان، العراق',
        ),
      ),
      ...columns(
        'working_hours',
        tri(
          'Call center: every day 08:00-22:00',
          'سەنتەری پەیوەندی: ڕۆژانە ٠٨:٠٠-٢٢:٠٠',
          'مركز الاتصال: يوميًا ٠٨:٠٠-٢٢:٠٠',
        ),
      ),
      facebook_url: 'https://facebook.com/harem.care.example',
      instagram_url: 'https://instagram.com/harem.care.example',
      website_url: 'https://harem-care.example',
      sort_order: 0,
    },
    ...clinics.centers.map((center) => ({
      id: center.id + 1,
      center_id: center.id,
      phone_number: center.entry.phone,
      whatsapp_number: center.entry.phone,
      email: `${center.entry.code.toLowerCase()}@harem-care.example`,
      ...columns('address', center.entry.address),
      ...columns(
        'working_hours',
        ['women', 'children', 'maternity'].includes(center.entry.kind)
          ? tri(
              'Open 24 hours; clinics Sat-Thu 09:00-20:00',
              '٢٤ کاتژمێر کراوەیە؛ کلینیکەکان شەممە-پێنجشەممە ٠٩:٠٠-٢٠:٠٠',
              'مفتوح ٢٤ ساعة؛ العيادات السبت-الخميس ٠٩:٠٠-٢٠:٠٠',
            )
          : tri('Sat-Thu 08:00-20:00', 'شەممە-پێنجشەممە ٠٨:٠٠-٢٠:٠٠', 'السبت-الخميس ٠٨:٠٠-٢٠:٠٠'),
      ),
      facebook_url: null,
      instagram_url: null,
      website_url: null,
      sort_order: center.id,
    })),
  ];

  const contact_messages: Rows<'contact_messages'> = Array.from({ length: 150 }, (_, i) => {
    const name = person();
    const message = prng.pick(CONTACT_MESSAGES);
    return {
      id: i + 1,
      full_name: name,
      phone_number: phones.next(),
      email: prng.chance(0.6) ? email(name) : '',
      subject: message.subject,
      message: message.message,
      is_read: prng.chance(0.8),
      created_at: past(300),
    };
  })
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((row, i) => ({ ...row, id: i + 1 }));

  const submitted_cvs: Rows<'submitted_cvs'> = Array.from({ length: 80 }, (_, i) => {
    const name = person();
    return {
      id: i + 1,
      full_name: name,
      phone_number: phones.next(),
      email: email(name),
      position: prng.pick(JOBS).title.en,
      years_of_experience: prng.int(0, 15),
      cv_url: `https://files.harem-care.example/cvs/${i + 1}.pdf`,
      created_at: past(365),
    };
  });

  const jobs: Rows<'jobs'> = JOBS.map((job, i) => ({
    id: i + 1,
    center_id: prng.pick(clinics.centers).id,
    ...columns('title', job.title),
    ...columns('description', job.description),
    employment_type: job.type,
    deadline: clock.date(i < 7 ? prng.int(5, 60) : -prng.int(5, 60)),
    is_open: i < 7,
    created_at: past(120),
  }));
  const job_applicants: Rows<'job_applicants'> = Array.from({ length: 200 }, (_, i) => {
    const name = person();
    return {
      id: i + 1,
      job_id: prng.int(1, JOBS.length),
      full_name: name,
      phone_number: phones.next(),
      email: email(name),
      cv_url: `https://files.harem-care.example/applicants/${i + 1}.pdf`,
      status: prng.weighted([
        ['New', 40],
        ['Shortlisted', 20],
        ['Interviewed', 15],
        ['Hired', 5],
        ['Rejected', 20],
      ] as const),
      applied_at: past(110),
    };
  });
  const job_forms: Rows<'job_forms'> = JOB_FORMS.map((form, i) => ({
    id: i + 1,
    ...columns('title', form.title),
    platform: form.platform,
    placement: form.placement,
    fields: JOB_FORM_FIELDS.map(({ options, ...f }) => ({
      ...f,
      ...(options === undefined ? {} : { options: [...options] }),
    })),
    is_active: true,
    created_at: clock.at(-200 + i * 10, 10 * 60),
  }));
  const job_form_applicants: Rows<'job_form_applicants'> = Array.from({ length: 150 }, (_, i) => {
    const name = person();
    const phone = phones.next();
    return {
      id: i + 1,
      job_form_id: prng.int(1, JOB_FORMS.length),
      full_name: name,
      phone_number: phone,
      answers: {
        fullName: name,
        phoneNumber: phone,
        city: prng.pick(CITIES),
        degree: prng.pick(DEGREES),
        yearsOfExperience: prng.int(0, 20),
        languages: prng.sample(JOB_LANGUAGES, prng.int(1, 3)),
        cv: prng.chance(0.7) ? `https://files.harem-care.example/forms/${i + 1}.pdf` : null,
      },
      submitted_at: past(180),
    };
  });

  // Questions: four for each of 30 doctors, four for each department of the hospitals.
  const feedback_questions: Rows<'feedback_questions'> = [];
  const questionsOfDoctor = new Map<number, number[]>();
  const questionsOfDepartment = new Map<number, number[]>();
  for (const doctor of prng
    .sample(
      clinics.doctors.filter((d) => d.acceptsOnline),
      30,
    )
    .sort((a, b) => a.id - b.id)) {
    questionsOfDoctor.set(
      doctor.id,
      DOCTOR_QUESTIONS.map((q, i) => {
        const id = feedback_questions.length + 1;
        feedback_questions.push({
          id,
          doctor_id: doctor.id,
          building_department_id: null,
          ...columns('name', q),
          sort_order: i + 1,
          created_at: clock.at(-300, 10 * 60),
        });
        return id;
      }),
    );
  }
  const rated = clinics.departments
    .filter((d) => !['Reception', 'Sample Collection'].includes(d.name.en))
    .slice(0, 30);
  for (const department of rated) {
    questionsOfDepartment.set(
      department.id,
      DEPARTMENT_QUESTIONS.map((q, i) => {
        const id = feedback_questions.length + 1;
        feedback_questions.push({
          id,
          doctor_id: null,
          building_department_id: department.id,
          ...columns('name', q),
          sort_order: i + 1,
          created_at: clock.at(-300, 10 * 60),
        });
        return id;
      }),
    );
  }
  const feedbacks: Rows<'feedbacks'> = [];
  const feedback_answers: Rows<'feedback_answers'> = [];
  const doctorSubjects = [...questionsOfDoctor.entries()];
  const departmentSubjects = [...questionsOfDepartment.entries()];
  for (let i = 0; i < FEEDBACK_COUNT; i++) {
    const id = i + 1;
    const aboutDoctor = prng.chance(0.6);
    const [subject, questions] = prng.pick(aboutDoctor ? doctorSubjects : departmentSubjects);
    const rating = prng.weighted([
      [5, 46],
      [4, 30],
      [3, 13],
      [2, 6],
      [1, 5],
    ] as const);
    const user = prng.chance(0.9) ? prng.pick(users) : undefined;
    const comments = FEEDBACK_COMMENTS[rating] ?? [];
    feedbacks.push({
      id,
      app_user_id: user?.id ?? null,
      doctor_id: aboutDoctor ? subject : null,
      building_department_id: aboutDoctor ? null : subject,
      rating,
      comment: prng.chance(0.45) && comments.length > 0 ? prng.pick(comments) : '',
      created_at: past(240),
    });
    for (const question of questions) {
      feedback_answers.push({
        feedback_id: id,
        feedback_question_id: question,
        rating: Math.max(
          1,
          Math.min(
            5,
            rating +
              prng.weighted([
                [0, 6],
                [-1, 2],
                [1, 1],
              ] as const),
          ),
        ),
      });
    }
  }

  const complaints: Rows<'complaints'> = Array.from({ length: 120 }, (_, i) => {
    const complaint = prng.pick(COMPLAINTS);
    const user = prng.chance(0.7) ? prng.pick(users) : undefined;
    const created = past(300);
    const ageDays = (clock.midnight - created.getTime()) / 86_400_000;
    return {
      id: i + 1,
      app_user_id: user?.id ?? null,
      center_id: prng.pick(clinics.centers).id,
      full_name: user?.name ?? person(),
      phone_number: user?.phoneNumber ?? phones.next(),
      subject: complaint.subject,
      body: complaint.body,
      status:
        ageDays < 7
          ? prng.pick(['Open', 'InProgress'])
          : prng.weighted([
              ['Resolved', 80],
              ['Dismissed', 12],
              ['InProgress', 8],
            ] as const),
      created_at: created,
    };
  });

  const dashboard_sections: Rows<'dashboard_sections'> = SECTIONS.map(([name], i) => ({
    id: i + 1,
    name,
    sort_order: i + 1,
  }));
  const sectionOf = new Map(SECTIONS.flatMap(([, areas], i) => areas.map((area) => [area, i + 1] as const)));
  const permissions: Rows<'permissions'> = ALL_PERMISSION_AREAS.map((area, i) => ({
    id: i + 1,
    area,
    name: area
      .split('-')
      .map((word, w) => (w === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
      .join(' ')
      .replace(/^Otp/, 'OTP')
      .replace(/^Cvs$/, 'CVs'),
    dashboard_section_id: sectionOf.get(area) ?? null,
    created_at: clock.at(-1000, 9 * 60),
  }));

  return {
    app_configuration: settings(APP_CONFIGURATION),
    app_preferences: settings(APP_PREFERENCES),
    logos: [
      {
        id: 1,
        image_url: avatarImage('HC', 190),
        ...columns('name', tri('Harem Care', 'چاودێریی حەرەم', 'رعاية حرم')),
        updated_at: updated,
      },
    ],
    contact_us,
    contact_messages,
    submitted_cvs,
    jobs,
    job_applicants,
    job_forms,
    job_form_applicants,
    feedback_questions,
    feedbacks,
    feedback_answers,
    complaints,
    dashboard_sections,
    permissions,
  };
}
