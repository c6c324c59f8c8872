import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from '../catalogue/person-names';
import { joinTri, type Tri } from '../catalogue/trilingual';
import type { Rows, RowSet } from './network-rows';
import { PhoneNumbers } from './phone-numbers';
import type { SeedContext } from './seed-context';

export const APP_USER_COUNT = 300;

/** The language a patient writes in (chat, feedback). */
export type Language = keyof Tri;

export interface ProfileRef {
  readonly id: number;
  readonly relation: 'Self' | 'Spouse' | 'Child' | 'Parent';
  readonly sex: 'Male' | 'Female';
  /** Age in years on the seed day. */
  readonly age: number;
}

export interface AppUserRef {
  readonly id: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly sex: 'Male' | 'Female';
  readonly language: Language;
  readonly createdAt: Date;
  readonly profiles: readonly ProfileRef[];
}

const BLOOD_GROUPS: readonly (readonly [string, number])[] = [
  ['O+', 32],
  ['A+', 30],
  ['B+', 22],
  ['AB+', 7],
  ['O-', 4],
  ['A-', 3],
  ['B-', 1.5],
  ['AB-', 0.5],
];

const MARITAL: readonly (readonly [string, number])[] = [
  ['Married', 74],
  ['Single', 19],
  ['Divorced', 4],
  ['Widowed', 3],
];

/** 300 app users (patients' accounts), their family profiles and a few per-user booking settings. */
export function buildPatients(context: SeedContext): { rows: RowSet; users: readonly AppUserRef[] } {
  const prng = context.prng.fork('patients');
  const phones = new PhoneNumbers(prng.fork('phones'));
  const year = Number(context.clock.day.slice(0, 4));
  const app_users: Rows<'app_users'> = [];
  const patient_profiles: Rows<'patient_profiles'> = [];
  const users: AppUserRef[] = [];
  const usedNames = new Set<string>();

  for (let n = 0; n < APP_USER_COUNT; n++) {
    const sex = prng.chance(0.68) ? 'Female' : 'Male';
    const language = prng.weighted<Language>([
      ['ku', 55],
      ['en', 25],
      ['ar', 20],
    ]);
    // Many Kurdish and Arabic speakers type their name in Latin letters.
    const script = prng.weighted<Language>(
      language === 'en'
        ? [['en', 1]]
        : language === 'ku'
          ? [
              ['ku', 45],
              ['en', 55],
            ]
          : [
              ['ar', 60],
              ['en', 40],
            ],
    );
    let fullName: Tri;
    do {
      const parts = [
        prng.pick(sex === 'Female' ? FEMALE_NAMES : MALE_NAMES),
        prng.pick(MALE_NAMES),
        prng.pick(MALE_NAMES),
      ];
      if (prng.chance(0.2)) parts[2] = prng.pick(FAMILY_NAMES);
      fullName = joinTri(parts);
    } while (usedNames.has(fullName.en));
    usedNames.add(fullName.en);
    const name = fullName[script];
    const age = Math.round(19 + Math.abs(prng.next() + prng.next() - 1) * 30 + prng.int(0, 12));
    const marital = age < 22 ? prng.weighted(MARITAL.slice(0, 2)) : prng.weighted(MARITAL);
    const createdAt = context.clock.at(-prng.int(1, 900), prng.int(7 * 60, 23 * 60));
    const id = prng.uuid();
    const phoneNumber = phones.next();
    app_users.push({
      id,
      name,
      phone_number: phoneNumber,
      birthdate: birthdate(prng, year - age),
      sex,
      martial_status: marital,
      blood_group: prng.weighted(BLOOD_GROUPS),
      created_at: createdAt,
    });

    const profiles: ProfileRef[] = [];
    const addProfile = (
      relation: ProfileRef['relation'],
      profileSex: ProfileRef['sex'],
      profileAge: number,
      profileName: string,
    ): void => {
      const profileId = patient_profiles.length + 1;
      profiles.push({ id: profileId, relation, sex: profileSex, age: profileAge });
      patient_profiles.push({
        id: profileId,
        app_user_id: id,
        patient_id: `HC${String(1_200_000 + profileId * 7 + prng.int(0, 6)).padStart(7, '0')}`,
        full_name: profileName,
        relation,
        sex: profileSex,
        birthdate: birthdate(prng, year - profileAge),
        // Most results have been opened; a fifth of the profiles have some waiting.
        unseen_test_results: prng.chance(0.2) ? prng.int(1, 3) : 0,
        created_at: createdAt,
      });
    };
    addProfile('Self', sex, age, name);
    if (marital === 'Married' || marital === 'Widowed' || marital === 'Divorced') {
      // Children carry their father's given name as their second name.
      const father = sex === 'Male' ? fullName : joinTri([prng.pick(MALE_NAMES), prng.pick(MALE_NAMES)]);
      const fatherGiven = (father[script].split(' ')[0] ?? '').trim();
      const grandfather = (father[script].split(' ')[1] ?? '').trim();
      if (marital === 'Married' && prng.chance(0.3)) {
        const spouseSex = sex === 'Female' ? 'Male' : 'Female';
        const spouse = sex === 'Female' ? father : joinTri([prng.pick(FEMALE_NAMES), prng.pick(MALE_NAMES)]);
        addProfile(
          'Spouse',
          spouseSex,
          Math.max(18, age + prng.int(-4, 8) * (sex === 'Female' ? 1 : -1)),
          spouse[script],
        );
      }
      const children = Math.max(
        0,
        Math.min(
          age - 19,
          prng.weighted([
            [0, 2],
            [1, 3],
            [2, 3],
            [3, 2],
            [4, 1],
          ] as const),
        ),
      );
      for (let c = 0; c < children; c++) {
        const childSex = prng.chance(0.5) ? 'Female' : 'Male';
        const given = prng.pick(childSex === 'Female' ? FEMALE_NAMES : MALE_NAMES)[script];
        addProfile(
          'Child',
          childSex,
          prng.int(0, Math.min(16, age - 19)),
          `${given} ${fatherGiven} ${grandfather}`,
        );
      }
    }
    if (prng.chance(0.05))
      addProfile(
        'Parent',
        prng.chance(0.5) ? 'Female' : 'Male',
        age + prng.int(22, 32),
        prng.pick(MALE_NAMES)[script],
      );
    users.push({ id, name, phoneNumber, sex, language, createdAt, profiles });
  }

  const user_appointment_settings: Rows<'user_appointment_settings'> = prng
    .sample(users, 36)
    .map((user, i) => {
      const blocked = i < 8;
      return {
        id: i + 1,
        app_user_id: user.id,
        max_open_appointments: blocked ? 3 : prng.pick([2, 4, 5, 6]),
        can_book_online: !blocked,
        blocked_until: blocked ? context.clock.at(prng.int(3, 25), 0) : null,
        reason: blocked
          ? 'Missed three appointments in 90 days'
          : prng.pick([
              'Large family: more bookings allowed',
              'Follow-up pregnancy visits',
              'Requested by the call center',
            ]),
        updated_at: context.clock.at(-prng.int(1, 60), prng.int(9 * 60, 17 * 60)),
      };
    });

  return { rows: { app_users, patient_profiles, user_appointment_settings }, users };
}

function birthdate(prng: SeedContext['prng'], year: number): string {
  const month = prng.int(1, 12);
  const day = prng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
