import { describe, expect, test } from 'vitest';
import {
  filterAssistantsByName,
  indexAssistantNames,
} from '../../src/domain/assistants/assistant-name-filter';
import type { DoctorAssistant } from '../../src/domain/assistants/doctor-assistant';
import { collectDoctorTags, distinctDoctorTags } from '../../src/domain/doctors/distinct-doctor-tags';
import type { DoctorId } from '../../src/domain/doctors/doctor-id';
import type { DoctorTag, DoctorWithTags } from '../../src/domain/doctors/doctor-tag';
import type { DepartmentId } from '../../src/domain/feedback/department-id';
import type { FeedbackQuestion, FeedbackQuestionId } from '../../src/domain/feedback/feedback-question';
import { filterFeedbackQuestions } from '../../src/domain/feedback/feedback-question-filter';
import {
  groupQuestionsByDepartment,
  groupQuestionsByDoctor,
} from '../../src/domain/feedback/feedback-question-groups';
import {
  indexFeedbackQuestions,
  searchFeedbackQuestions,
} from '../../src/domain/feedback/feedback-question-index';
import { buildLabAlphabetIndex } from '../../src/domain/lab/lab-alphabet-index';
import type { LabTestProfile } from '../../src/domain/lab/lab-test-profile';
import { labTestsUnderLetter } from '../../src/domain/lab/lab-tests-under-letter';
import type { CenterPhoto, CenterVideo } from '../../src/domain/media/center-media';
import { dropPhotosWithoutUrl, dropVideosWithoutUrl } from '../../src/domain/media/center-media-filter';
import type { OtpCode } from '../../src/domain/otp/otp-code';
import { countOtpCodes } from '../../src/domain/otp/otp-counters';
import { filterOtpCodes, OtpSentFilter } from '../../src/domain/otp/otp-filter';
import type { LocalDate } from '../../src/domain/patients/local-date';
import type { Patient } from '../../src/domain/patients/patient';
import {
  filterIndexedPatients,
  filterPatients,
  indexPatientNames,
} from '../../src/domain/patients/patient-filter';
import { searchTextIndex } from '../../src/domain/patients/text-index';

const ROWS = 100_000;

// mulberry32: a tiny seeded PRNG, so every run measures the same rows.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (n: number): string => {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(random() * 10);
  return out;
};
const pad2 = (n: number) => String(n).padStart(2, '0');
const rows = <T>(make: (i: number) => T, count = ROWS): T[] =>
  Array.from({ length: count }, (_, i) => make(i));
// Rows go through JSON as they arrive from the server: flat strings and missing fields, not the
// ropes string concatenation leaves behind (every character read of a rope is slower).
const fromWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const FIRST = [
  'Ahmad',
  'Sara',
  'Hawre',
  'Shilan',
  'Rawand',
  'Dilan',
  'Karwan',
  'Narin',
  'هاوڕێ',
  'ئاراس',
  'محمد',
  'Zhilwan',
];
const LAST = ['Karim', 'Ali', 'Omer', 'Aziz', 'Hassan', 'Rasul', 'عومەر', 'Mahmood', 'Salih', 'Qadir'];
const fullName = () => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
const phone = () => `07${pick(['50', '51', '70', '71', '77'])}${digits(7)}`;

const patients: Patient[] = fromWire(
  rows(() => ({
    name: fullName(),
    phoneNumber: phone(),
    birthdate: `19${50 + Math.floor(random() * 50)}-${pad2(1 + Math.floor(random() * 12))}-${pad2(1 + Math.floor(random() * 28))}`,
    sex: pick(['Male', 'Female', 'male', 'female']),
    maritalStatus: pick(['Single', 'Married', 'Divorced', 'Widowed', 'single', 'married']),
    bloodGroup: pick(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']),
    createdAt: `202${Math.floor(random() * 5)}-${pad2(1 + Math.floor(random() * 12))}-${pad2(1 + Math.floor(random() * 28))}T${pad2(Math.floor(random() * 24))}:${pad2(Math.floor(random() * 60))}:00`,
  })),
);
const assistants: DoctorAssistant[] = fromWire(rows(() => ({ fullName: fullName() })));
const otpCodes: OtpCode[] = fromWire(rows(() => ({ phoneNumber: phone(), codeIsSent: random() < 0.8 })));

const QUESTION_WORDS = [
  'How',
  'was',
  'the',
  'waiting',
  'time',
  'doctor',
  'kind',
  'clean',
  'ئایا',
  'چاوەڕوانی',
  'staff',
];
const questions: FeedbackQuestion[] = fromWire(
  rows((i) => ({
    id: String(i) as FeedbackQuestionId,
    name: `${pick(QUESTION_WORDS)} ${pick(QUESTION_WORDS)} ${pick(QUESTION_WORDS)} ${pick(QUESTION_WORDS)}?`,
    doctorId: random() < 0.6 ? (`d${Math.floor(random() * 500)}` as DoctorId) : undefined,
    departmentId: random() < 0.5 ? (`p${Math.floor(random() * 40)}` as DepartmentId) : undefined,
  })),
);

const LAB_WORDS = [
  'Albumin',
  'alkaline phosphatase',
  'CBC',
  'calcium',
  ' blood sugar',
  'HbA1c',
  'Iron',
  'تحليل',
  'Urea',
  'zinc',
  '25-OH vitamin D',
  'Ferritin',
  'TSH',
  'ئەلبومین',
  '',
];
const labProfiles: LabTestProfile[] = fromWire(
  rows(() => ({ appearanceName: `${pick(LAB_WORDS)} ${digits(2)}` })),
);

const TAG_NAMES = Array.from({ length: 300 }, (_, i) => `Speciality ${i}`);
type Tag = DoctorTag & { readonly id: number; readonly kurdishName: string };
// 20,000 doctors with 5 tags each: 100,000 tags in all.
const doctors: DoctorWithTags<Tag>[] = fromWire(
  rows(
    () => ({
      tags: rows(
        () => ({ id: Math.floor(random() * 1e6), englishName: pick(TAG_NAMES), kurdishName: 'تاگ' }),
        5,
      ),
    }),
    ROWS / 5,
  ),
);
const allTags: Tag[] = doctors.flatMap((d) => d.tags);

const URLS = ['https://cdn.example.org/media/a.mp4', '/uploads/b.jpg', '', '   ', null, undefined];
const videos: CenterVideo[] = fromWire(rows(() => ({ videoUrl: pick(URLS) })));
const photos: CenterPhoto[] = fromWire(rows(() => ({ imageUrl: pick(URLS) })));

const sixCriteria = {
  sex: 'female',
  maritalStatus: 'MARRIED',
  bloodGroup: 'O+',
  name: 'ali',
  phone: '75',
  createdOnOrAfter: '2022-06-01' as LocalDate,
};
// Indexes a view-model builds once when its list loads.
const patientNames = indexPatientNames(patients);
const assistantNames = indexAssistantNames(assistants);
const questionIndex = indexFeedbackQuestions(questions);

const BUDGET_MS = 10; // a keystroke filter must fit in a frame
const KEYSTROKE = BUDGET_MS;
// Measured and printed, not held to the keystroke budget: an index built once per list load (next
// to parsing the list itself), or the per-call form a large list does not use on keystrokes.
const ONCE_PER_LOAD = undefined;
const REFERENCE = undefined;

// Each case returns its result so the engine cannot drop the work as dead code.
const CASES: [string, () => unknown, number | undefined][] = [
  ['patient filter, all six criteria', () => filterPatients(patients, sixCriteria), KEYSTROKE],
  [
    'patient filter, all six criteria, indexed',
    () => filterIndexedPatients(patientNames, sixCriteria),
    KEYSTROKE,
  ],
  [
    'patient filter, name only, indexed',
    () => filterIndexedPatients(patientNames, { name: 'omer' }),
    KEYSTROKE,
  ],
  ['patient name index, built once per load', () => indexPatientNames(patients), ONCE_PER_LOAD],
  [
    'reference: patient filter, name only, per call',
    () => filterPatients(patients, { name: 'omer' }),
    REFERENCE,
  ],
  ['assistant name filter, indexed', () => searchTextIndex(assistantNames, 'hawre'), KEYSTROKE],
  ['assistant name index, built once per load', () => indexAssistantNames(assistants), ONCE_PER_LOAD],
  [
    'reference: assistant name filter, per call',
    () => filterAssistantsByName(assistants, 'hawre'),
    REFERENCE,
  ],
  [
    'OTP filter + counters',
    () => [
      countOtpCodes(filterOtpCodes(otpCodes, { phone: '0750', sent: OtpSentFilter.NotSent })),
      countOtpCodes(otpCodes),
    ],
    KEYSTROKE,
  ],
  [
    'feedback question filter + grouping by doctor and by department, indexed',
    () => searchFeedbackQuestions(questionIndex, 'WAIT'),
    KEYSTROKE,
  ],
  ['feedback question index, built once per load', () => indexFeedbackQuestions(questions), ONCE_PER_LOAD],
  [
    'reference: feedback question filter + grouping, per call',
    () => {
      const kept = filterFeedbackQuestions(questions, 'WAIT');
      return [groupQuestionsByDoctor(kept), groupQuestionsByDepartment(kept)];
    },
    REFERENCE,
  ],
  ['feedback grouping by doctor, all 100,000', () => groupQuestionsByDoctor(questions), KEYSTROKE],
  ['feedback grouping by department, all 100,000', () => groupQuestionsByDepartment(questions), KEYSTROKE],
  ['lab alphabet index', () => buildLabAlphabetIndex(labProfiles), KEYSTROKE],
  ['lab tests under a letter', () => labTestsUnderLetter(labProfiles, 'C'), KEYSTROKE],
  ['doctor tag dedup over all doctors', () => collectDoctorTags(doctors), KEYSTROKE],
  ['doctor tag dedup of a flat tag list', () => distinctDoctorTags(allTags), KEYSTROKE],
  ['media: drop videos without a link', () => dropVideosWithoutUrl(videos), KEYSTROKE],
  ['media: drop photos without a link', () => dropPhotosWithoutUrl(photos), KEYSTROKE],
];

let sink: unknown;

describe('filters and indexes over 100,000 rows', () => {
  for (const [name, run, budget] of CASES) {
    test(name, async ({ bench }) => {
      const result = await bench(name, () => {
        sink = run();
      }).run();
      expect(sink).toBeDefined();
      // The comparison table shows the mean; the budget is on the median.
      console.log(
        `median ${result.latency.p50.toFixed(2)} ms | mean ${result.latency.mean.toFixed(2)} ms | ${name}`,
      );
      if (budget !== undefined) expect(result.latency.p50).toBeLessThan(budget);
    });
  }
});
