import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../../src/domain/patients/local-date';
import type { Patient } from '../../../src/domain/patients/patient';
import {
  filterIndexedPatients,
  filterPatients,
  indexPatientNames,
  type PatientFilter,
} from '../../../src/domain/patients/patient-filter';

// Small value pools, with case variants, so that random criteria actually hit rows.
const SEXES = ['Male', 'male', 'MALE', 'Female', 'female', 'fEmAlE', ''] as const;
const MARITAL_STATUSES = ['Single', 'single', 'Married', 'MARRIED', 'Divorced', 'widowed', ''] as const;
const BLOOD_GROUPS = ['A+', 'A-', 'a+', 'B+', 'AB+', 'ab+', 'O+', 'O-', ''] as const;
const NAME_UNIT = fc.constantFrom('a', 'A', 'b', 'B', 'ä', 'Ä', 'ع', ' ');
const PHONE_UNIT = fc.constantFrom('0', '7', '5', '+');

const FIRST_DAY_UTC = Date.UTC(2024, 0, 25); // the range crosses month ends and 29 February
const DAY_MS = 86_400_000;
const dayOf = (offset: number): LocalDate =>
  new Date(FIRST_DAY_UTC + offset * DAY_MS).toISOString().slice(0, 10) as LocalDate;
const dayArb = fc.integer({ min: 0, max: 60 }).map(dayOf);
const timeArb = fc.constantFrom('', 'T00:00:00', 'T00:00:00.000', 'T09:30:00', 'T23:59:59', 'T23:59:59.999');

const patientArb: fc.Arbitrary<Patient> = fc.record({
  name: fc.string({ unit: NAME_UNIT, maxLength: 6 }),
  phoneNumber: fc.string({ unit: PHONE_UNIT, maxLength: 6 }),
  birthdate: dayArb,
  sex: fc.constantFrom(...SEXES),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
  bloodGroup: fc.constantFrom(...BLOOD_GROUPS),
  createdAt: fc.tuple(dayArb, timeArb).map(([day, time]) => day + time),
});
const rowsArb = fc.array(patientArb, { maxLength: 40 });

const criteria = {
  sex: fc.constantFrom(...SEXES, 'FEMALE', 'other'),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES, 'SINGLE', 'engaged'),
  bloodGroup: fc.constantFrom(...BLOOD_GROUPS, 'B-'),
  name: fc.string({ unit: NAME_UNIT, maxLength: 3 }),
  phone: fc.string({ unit: PHONE_UNIT, maxLength: 3 }),
  createdOnOrAfter: dayArb,
};
type Criterion = keyof typeof criteria;
const CRITERIA = Object.keys(criteria) as Criterion[];

const filterArb: fc.Arbitrary<PatientFilter> = fc.record(criteria, { requiredKeys: [] });
const criterionArb = fc.constantFrom(...CRITERIA);

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

// Deliberately naive day arithmetic: the calendar day of each side as a UTC day number.
const dayNumber = (isoDay: string): number =>
  Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));

describe('patient filter', () => {
  it('keeps every row when no criterion is chosen', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const unchosen = { sex: '', maritalStatus: '', bloodGroup: '', name: '', phone: '' };
        expect(filterPatients(rows, {})).toEqual(rows);
        expect(filterPatients(rows, unchosen)).toEqual(rows);
      }),
    );
  });

  it('keeps by sex exactly the rows whose sex equals the chosen one, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, criteria.sex, (rows, sex) => {
        fc.pre(sex !== '');
        const expected = rows.filter((r) => r.sex.toLowerCase() === sex.toLowerCase());
        expect(filterPatients(rows, { sex })).toEqual(expected);
      }),
    );
  });

  it('matches sex the same whichever case the choice is written in', () => {
    fc.assert(
      fc.property(rowsArb, criteria.sex, (rows, sex) => {
        const result = filterPatients(rows, { sex });
        expect(filterPatients(rows, { sex: sex.toUpperCase() })).toEqual(result);
        expect(filterPatients(rows, { sex: sex.toLowerCase() })).toEqual(result);
      }),
    );
  });

  it('keeps by marital status exactly the rows whose status equals the chosen one, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, criteria.maritalStatus, (rows, maritalStatus) => {
        fc.pre(maritalStatus !== '');
        const expected = rows.filter((r) => r.maritalStatus.toLowerCase() === maritalStatus.toLowerCase());
        expect(filterPatients(rows, { maritalStatus })).toEqual(expected);
      }),
    );
  });

  it('keeps by blood group exactly the rows whose group equals the chosen one as written', () => {
    fc.assert(
      fc.property(rowsArb, criteria.bloodGroup, (rows, bloodGroup) => {
        fc.pre(bloodGroup !== '');
        expect(filterPatients(rows, { bloodGroup })).toEqual(rows.filter((r) => r.bloodGroup === bloodGroup));
      }),
    );
  });

  it('keeps by name exactly the rows whose name contains the typed text, ignoring case', () => {
    fc.assert(
      fc.property(rowsArb, criteria.name, (rows, name) => {
        const expected = rows.filter((r) => r.name.toLowerCase().includes(name.toLowerCase()));
        expect(filterPatients(rows, { name })).toEqual(expected);
      }),
    );
  });

  it('finds a name that contains the typed text in any mix of case', () => {
    fc.assert(
      fc.property(
        patientArb,
        fc.string({ maxLength: 4 }),
        fc.string({ maxLength: 4 }),
        fc.string({ minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (patient, before, after, typed, upper) => {
          const cased = [...typed].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
          const row = { ...patient, name: before + cased + after };
          expect(filterPatients([row], { name: typed })).toEqual([row]);
        },
      ),
    );
  });

  it('keeps by phone exactly the rows whose phone number contains the typed text', () => {
    fc.assert(
      fc.property(rowsArb, criteria.phone, (rows, phone) => {
        expect(filterPatients(rows, { phone })).toEqual(rows.filter((r) => r.phoneNumber.includes(phone)));
      }),
    );
  });

  it('keeps by created-on date exactly the rows created on the chosen day or later', () => {
    fc.assert(
      fc.property(rowsArb, dayArb, (rows, day) => {
        const expected = rows.filter((r) => dayNumber(r.createdAt) >= dayNumber(day));
        expect(filterPatients(rows, { createdOnOrAfter: day })).toEqual(expected);
      }),
    );
  });

  it('keeps a patient created at any hour of the chosen day itself', () => {
    fc.assert(
      fc.property(patientArb, dayArb, timeArb, (patient, day, time) => {
        const row = { ...patient, createdAt: day + time };
        expect(filterPatients([row], { createdOnOrAfter: day })).toEqual([row]);
      }),
    );
  });

  it('never adds rows when a criterion is added', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, criterionArb, (rows, filter, added) => {
        const without: PatientFilter = { ...filter, [added]: undefined };
        expect(isSubsequence(filterPatients(rows, filter), filterPatients(rows, without))).toBe(true);
      }),
    );
  });

  it('returns the rows that every chosen criterion keeps on its own', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, (rows, filter) => {
        const singles = CRITERIA.map((key) => new Set(filterPatients(rows, { [key]: filter[key] })));
        const intersection = rows.filter((row) => singles.every((kept) => kept.has(row)));
        expect(filterPatients(rows, filter)).toEqual(intersection);
      }),
    );
  });

  it('keeps the rows in their original order', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, (rows, filter) => {
        expect(isSubsequence(filterPatients(rows, filter), rows)).toBe(true);
      }),
    );
  });

  it('filters a list with indexed names exactly as the plain list', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, (rows, filter) => {
        expect(filterIndexedPatients(indexPatientNames(rows), filter)).toEqual(filterPatients(rows, filter));
      }),
    );
  });

  it('does not mutate its input', () => {
    fc.assert(
      fc.property(rowsArb, filterArb, (rows, filter) => {
        const copy = structuredClone(rows);
        filterPatients(rows, filter);
        expect(rows).toEqual(copy);
      }),
    );
  });

  const base: Patient = {
    name: '',
    phoneNumber: '',
    birthdate: '1990-01-01',
    sex: 'Male',
    maritalStatus: 'Single',
    bloodGroup: 'O+',
    createdAt: '2024-03-01T10:00:00',
  };
  const people: Patient[] = [
    {
      ...base,
      name: 'Ahmad Karim',
      phoneNumber: '07501234567',
      sex: 'Male',
      createdAt: '2024-02-29T23:59:59',
    },
    {
      ...base,
      name: 'Sara Ali',
      phoneNumber: '07709876543',
      sex: 'Female',
      createdAt: '2024-03-01T00:00:00',
    },
    {
      ...base,
      name: 'Hawre ALI',
      phoneNumber: '07501112233',
      sex: 'male',
      bloodGroup: 'AB+',
      maritalStatus: 'married',
    },
    {
      ...base,
      name: 'هاوڕێ',
      phoneNumber: '07511234567',
      sex: 'FEMALE',
      maritalStatus: 'Married',
      createdAt: '2024-03-02',
    },
  ];
  const day = (text: string) => text as LocalDate;

  it.each<[string, PatientFilter, string[]]>([
    ['sex ignores case', { sex: 'MALE' }, ['Ahmad Karim', 'Hawre ALI']],
    ['sex is exact, not a substring', { sex: 'male' }, ['Ahmad Karim', 'Hawre ALI']],
    ['marital status ignores case', { maritalStatus: 'Married' }, ['Hawre ALI', 'هاوڕێ']],
    ['blood group is exact', { bloodGroup: 'AB+' }, ['Hawre ALI']],
    ['blood group keeps its case', { bloodGroup: 'ab+' }, []],
    ['name is a case-insensitive substring', { name: 'ali' }, ['Sara Ali', 'Hawre ALI']],
    ['name in Arabic script', { name: 'هاو' }, ['هاوڕێ']],
    ['phone is a substring', { phone: '1234567' }, ['Ahmad Karim', 'هاوڕێ']],
    [
      'created on the chosen day is kept',
      { createdOnOrAfter: day('2024-03-01') },
      ['Sara Ali', 'Hawre ALI', 'هاوڕێ'],
    ],
    ['created the day before is dropped', { createdOnOrAfter: day('2024-03-02') }, ['هاوڕێ']],
    [
      'every criterion combined',
      { sex: 'male', name: 'a', phone: '0750', maritalStatus: 'MARRIED' },
      ['Hawre ALI'],
    ],
    ['empty criteria keep all', { sex: '', name: '', phone: '' }, people.map((p) => p.name)],
  ])('%s', (_rule, filter, names) => {
    expect(filterPatients(people, filter).map((p) => p.name)).toEqual(names);
  });
});
