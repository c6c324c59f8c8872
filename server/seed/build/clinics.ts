import { CERTIFICATIONS, DOCTOR_TAGS } from '../catalogue/doctor-tags';
import { BUILDING_DEPARTMENTS, HR_DEPARTMENTS } from '../catalogue/departments';
import { GALLERY_ALBUMS, PHOTO_CAPTIONS } from '../catalogue/media-and-instructions';
import { DOCTOR_TITLE, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from '../catalogue/person-names';
import { CENTER_GROUPS, CENTERS, type CenterEntry } from '../catalogue/places';
import { SPECIALITIES, type SpecialityEntry } from '../catalogue/specialities';
import { columns, fill, joinTri, number, tri, type Tri } from '../catalogue/trilingual';
import type { Rows, RowSet } from './network-rows';
import { PhoneNumbers } from './phone-numbers';
import { avatarImage, initialsOf, photoImage } from './placeholder-images';
import { WeekdayBit, minutesOf, type SeedContext } from './seed-context';

export interface CenterRef {
  readonly id: number;
  readonly entry: CenterEntry;
}

export interface DoctorRef {
  readonly id: number;
  readonly centerId: number;
  readonly speciality: SpecialityEntry;
  readonly name: Tri;
  readonly acceptsOnline: boolean;
  readonly workingDays: number;
  readonly startMinute: number;
  readonly endMinute: number;
  readonly slotMinutes: number;
  /** Relative share of bookings. */
  readonly popularity: number;
}

export interface DepartmentRef {
  readonly id: number;
  readonly centerId: number;
  readonly name: Tri;
}

export interface ClinicRefs {
  readonly centers: readonly CenterRef[];
  readonly doctors: readonly DoctorRef[];
  readonly specialityIds: ReadonlyMap<string, number>;
  readonly departments: readonly DepartmentRef[];
  readonly assistantIds: readonly number[];
}

const WORK_WEEK: readonly number[] = [
  WeekdayBit.Saturday,
  WeekdayBit.Sunday,
  WeekdayBit.Monday,
  WeekdayBit.Tuesday,
  WeekdayBit.Wednesday,
  WeekdayBit.Thursday,
];

const SESSIONS: readonly (readonly [readonly [string, string], number])[] = [
  [['09:00', '13:00'], 4],
  [['16:00', '20:00'], 4.5],
  [['09:00', '15:00'], 1.5],
];

const UNIVERSITY_BY_GROUP: Readonly<Record<string, string>> = {
  erbil: 'Hawler Medical University',
  sulaymaniyah: 'University of Sulaimani',
  duhok: 'University of Duhok',
  specialist: 'Hawler Medical University',
};

// Arabic titles agree with the doctor's sex; English and Kurdish have one form.
const BIO = {
  specialist: (female: boolean) =>
    tri(
      'Specialist in {speciality} at {center}, with {years} years of experience.',
      'پزیشکی پسپۆڕی {speciality} لە {center}، بە {years} ساڵ ئەزموون.',
      `${female ? 'اختصاصية' : 'اختصاصي'} {speciality} في {center}، بخبرة {years} سنة.`,
    ),
  consultant: (female: boolean) =>
    tri(
      'Consultant in {speciality} at {center}, with {years} years of experience.',
      'ڕاوێژکاری {speciality} لە {center}، بە {years} ساڵ ئەزموون.',
      `${female ? 'استشارية' : 'استشاري'} {speciality} في {center}، بخبرة {years} سنة.`,
    ),
  interests: tri(' Special interests: {tags}.', ' بایەخی تایبەت: {tags}.', ' اهتمامات خاصة: {tags}.'),
};

/** Center groups, centers, specialities, doctors and everything that hangs on them. */
export function buildClinics(context: SeedContext): { rows: RowSet; refs: ClinicRefs } {
  const prng = context.prng.fork('clinics');
  const phones = new PhoneNumbers(
    prng.fork('phones'),
    CENTERS.map((c) => c.phone),
  );
  const created = (daysAgo: number) => context.clock.at(-daysAgo, prng.int(8 * 60, 17 * 60));

  const center_groups: Rows<'center_groups'> = CENTER_GROUPS.map((group, i) => ({
    id: i + 1,
    ...columns('name', group.name),
    sort_order: i + 1,
    created_at: created(1200),
  }));
  const groupIds = new Map(CENTER_GROUPS.map((g, i) => [g.key, i + 1]));

  const centers: CenterRef[] = CENTERS.map((entry, i) => ({ id: i + 1, entry }));
  const centerRows: Rows<'centers'> = centers.map(({ id, entry }) => ({
    id,
    center_group_id: groupIds.get(entry.group) ?? 1,
    ...columns('name', entry.name),
    ...columns('address', entry.address),
    phone_number: entry.phone,
    latitude: entry.latitude,
    longitude: entry.longitude,
    image_url: photoImage((id * 29) % 360),
    is_active: true,
    sort_order: id,
    created_at: created(1100 - id * 20),
  }));

  const specialityIds = new Map(SPECIALITIES.map((s, i) => [s.key, i + 1]));
  const specialities: Rows<'specialities'> = SPECIALITIES.map((s, i) => ({
    id: i + 1,
    ...columns('name', s.name),
    image_url: photoImage((i * 17) % 360),
    sort_order: i + 1,
    created_at: created(1100),
  }));

  const doctorRows: Rows<'doctors'> = [];
  const settings: Rows<'doctor_appointment_settings'> = [];
  const tagLinks: Rows<'doctor_tag_links'> = [];
  const certifications: Rows<'doctor_certifications'> = [];
  const doctors: DoctorRef[] = [];
  const usedNames = new Set<string>();
  const tagIds = new Map(DOCTOR_TAGS.map((t, i) => [t.key, i + 1]));

  for (const center of centers) {
    for (const [specialityKey, count] of Object.entries(center.entry.doctors)) {
      const speciality = SPECIALITIES.find((s) => s.key === specialityKey);
      if (speciality === undefined) throw new Error(`Unknown speciality ${specialityKey}.`);
      for (let n = 0; n < count; n++) {
        const id = doctorRows.length + 1;
        const female = prng.chance(speciality.women);
        let name: Tri;
        do {
          const parts = [DOCTOR_TITLE, prng.pick(female ? FEMALE_NAMES : MALE_NAMES), prng.pick(MALE_NAMES)];
          if (prng.chance(0.25)) parts.push(prng.pick(FAMILY_NAMES));
          name = joinTri(parts);
        } while (usedNames.has(name.en));
        usedNames.add(name.en);

        const years = prng.int(4, 30);
        const tags = pickTags(prng, speciality.key, female);
        const tagNames = tags.map((key) => DOCTOR_TAGS.find((t) => t.key === key)?.name ?? tri('', '', ''));
        const bio = joinTri(
          [
            fill((years >= 15 ? BIO.consultant : BIO.specialist)(female), {
              speciality: speciality.name,
              center: center.entry.name,
              years: number(years),
            }),
            fill(BIO.interests, { tags: joinTri(tagNames, tri(', ', '، ', '، ')) }),
          ],
          tri('', '', ''),
        );
        doctorRows.push({
          id,
          ...columns('name', name),
          speciality_id: specialityIds.get(speciality.key) ?? 1,
          center_id: center.id,
          sex: female ? 'Female' : 'Male',
          photo_url: avatarImage(initialsOf(name.en), (id * 47) % 360),
          ...columns('bio', bio),
          phone_number: phones.next(),
          years_of_experience: years,
          is_active: true,
          sort_order: id,
          created_at: created(prng.int(30, 1000)),
        });
        for (const key of tags) tagLinks.push({ doctor_id: id, doctor_tag_id: tagIds.get(key) ?? 1 });

        const [start, end] = prng.weighted(SESSIONS);
        const slotMinutes = prng.weighted([
          [15, 5],
          [20, 3],
          [30, 2],
        ] as const);
        const workingDays = prng.sample(WORK_WEEK, prng.int(3, 5)).reduce((bits, bit) => bits | bit, 0);
        const acceptsOnline = speciality.booking && prng.chance(0.95);
        const slots = (minutesOf(end) - minutesOf(start)) / slotMinutes;
        settings.push({
          doctor_id: id,
          center_id: center.id,
          accepts_online_booking: acceptsOnline,
          slot_minutes: slotMinutes,
          working_days: workingDays,
          day_starts_at: start,
          day_ends_at: end,
          max_patients_per_day: Math.min(slots, prng.int(12, 30)),
          booking_window_days: 30,
          consultation_fee: (years >= 15 ? prng.pick([30, 35]) : prng.pick([15, 20, 25])) * 1000,
          updated_at: created(prng.int(1, 200)),
        });
        certifications.push(
          ...certificationsOf(prng, id, speciality.key, center.entry.group, years, context.clock.day),
        );
        doctors.push({
          id,
          centerId: center.id,
          speciality,
          name,
          acceptsOnline,
          workingDays,
          startMinute: minutesOf(start),
          endMinute: minutesOf(end),
          slotMinutes,
          popularity: 0.4 + prng.next() * 1.6,
        });
      }
    }
  }

  const doctor_tags: Rows<'doctor_tags'> = DOCTOR_TAGS.map((t, i) => ({
    id: i + 1,
    ...columns('name', t.name),
    created_at: created(900),
  }));

  const departments: DepartmentRef[] = [];
  const building_departments: Rows<'building_departments'> = [];
  for (const center of centers) {
    for (const entry of BUILDING_DEPARTMENTS.filter((d) => d.kinds.includes(center.entry.kind))) {
      const id = building_departments.length + 1;
      departments.push({ id, centerId: center.id, name: entry.name });
      building_departments.push({
        id,
        center_id: center.id,
        ...columns('name', entry.name),
        floor: entry.floor,
        phone_extension: String(100 + departments.filter((d) => d.centerId === center.id).length),
        created_at: created(900),
      });
    }
  }

  const hr_departments: Rows<'hr_departments'> = HR_DEPARTMENTS.map((d, i) => ({
    id: i + 1,
    ...columns('name', d.name),
    created_at: created(1000),
  }));
  const hr_department_information: Rows<'hr_department_information'> = HR_DEPARTMENTS.flatMap((d, i) =>
    d.description === null
      ? []
      : [
          {
            id: i + 1,
            hr_department_id: i + 1,
            ...columns('description', d.description),
            manager_name: `${prng.pick(MALE_NAMES.concat(FEMALE_NAMES)).en} ${prng.pick(MALE_NAMES).en}`,
            email: `${d.name.en.toLowerCase().replace(/[^a-z]+/g, '.')}@harem-care.example`,
            phone_number: phones.next(),
            employee_count: d.employees,
            updated_at: created(prng.int(10, 300)),
          },
        ],
  );

  const assistantRows: Rows<'doctor_assistants'> = [];
  const assistantLinks: Rows<'doctor_assistant_doctors'> = [];
  for (const center of centers) {
    const own = doctors.filter((d) => d.centerId === center.id);
    const pool = prng.shuffle(own);
    while (pool.length > 0) {
      const id = assistantRows.length + 1;
      const served = pool.splice(0, prng.int(1, 3));
      assistantRows.push({
        id,
        full_name: `${prng.pick(FEMALE_NAMES.concat(MALE_NAMES)).en} ${prng.pick(MALE_NAMES).en}`,
        phone_number: phones.next(),
        staff_user_id: null,
        created_at: created(prng.int(30, 800)),
      });
      for (const doctor of served) assistantLinks.push({ doctor_assistant_id: id, doctor_id: doctor.id });
    }
  }

  const center_photos: Rows<'center_photos'> = [];
  for (const center of centers) {
    const photos = prng.int(8, 12);
    for (let n = 0; n < photos; n++) {
      const id = center_photos.length + 1;
      center_photos.push({
        id,
        center_id: center.id,
        ...columns('album', GALLERY_ALBUMS[n % GALLERY_ALBUMS.length] ?? tri('Building', 'بینا', 'المبنى')),
        // A few photos were never uploaded: the lists drop them.
        image_url: prng.chance(0.06) ? null : photoImage((id * 37) % 360),
        ...columns('caption', prng.pick(PHOTO_CAPTIONS)),
        sort_order: n + 1,
        created_at: created(prng.int(10, 700)),
      });
    }
  }

  return {
    rows: {
      center_groups,
      centers: centerRows,
      specialities,
      doctors: doctorRows,
      doctor_appointment_settings: settings,
      doctor_tags,
      doctor_tag_links: tagLinks,
      doctor_assistants: assistantRows,
      doctor_assistant_doctors: assistantLinks,
      doctor_certifications: certifications,
      building_departments,
      hr_departments,
      hr_department_information,
      center_photos,
      center_statistics: centerStatistics(context, centers),
    },
    refs: {
      centers,
      doctors,
      specialityIds,
      departments,
      assistantIds: assistantRows.map((a) => a.id ?? 0),
    },
  };
}

function pickTags(prng: SeedContext['prng'], speciality: string, female: boolean): string[] {
  const own = DOCTOR_TAGS.filter((t) => t.specialities.includes(speciality)).map((t) => t.key);
  const tags = prng.sample(own, prng.int(1, Math.min(3, own.length)));
  if (female && prng.chance(0.7)) tags.push('female-doctor');
  if (prng.chance(0.4)) tags.push('speaks-english');
  if (prng.chance(0.5)) tags.push('speaks-arabic');
  if (prng.chance(0.2)) tags.push('online-consultation');
  return tags;
}

function certificationsOf(
  prng: SeedContext['prng'],
  doctorId: number,
  speciality: string,
  group: string,
  years: number,
  seedDay: string,
): Rows<'doctor_certifications'> {
  const thisYear = Number(seedDay.slice(0, 4));
  const graduated = thisYear - years - 6;
  const general = CERTIFICATIONS.filter((c) => c.specialities.length === 0);
  const special = CERTIFICATIONS.filter((c) => c.specialities.includes(speciality));
  const [degree, ...boards] = general;
  const chosen = [
    { entry: degree, year: graduated, issuedBy: UNIVERSITY_BY_GROUP[group] },
    ...prng.sample(boards, prng.int(1, 2)).map((entry) => ({ entry, year: graduated + prng.int(4, 7) })),
    ...prng
      .sample(special, prng.int(0, 2))
      .map((entry) => ({ entry, year: graduated + prng.int(5, Math.max(5, years + 5)) })),
  ];
  return chosen.flatMap(({ entry, year, ...rest }) =>
    entry === undefined
      ? []
      : [
          {
            doctor_id: doctorId,
            ...columns('title', entry.title),
            issued_by: ('issuedBy' in rest ? rest.issuedBy : undefined) ?? entry.issuedBy,
            issued_year: Math.min(year, thisYear - 1),
            image_url: null,
          },
        ],
  );
}

/** Daily figures of the last 90 days, by the kind of center (Fridays are quiet). */
function centerStatistics(context: SeedContext, centers: readonly CenterRef[]): Rows<'center_statistics'> {
  const prng = context.prng.fork('center-statistics');
  const scale: Readonly<Record<string, readonly [visits: number, births: number, surgeries: number]>> = {
    women: [240, 18, 9],
    children: [200, 0, 4],
    maternity: [120, 10, 7],
    family: [80, 0, 0],
    laboratory: [300, 0, 0],
    radiology: [90, 0, 0],
    fertility: [40, 0, 2],
  };
  const rows: Rows<'center_statistics'> = [];
  for (const center of centers) {
    const [visits, births, surgeries] = scale[center.entry.kind] ?? [50, 0, 0];
    for (let day = -90; day < 0; day++) {
      const quiet = context.clock.weekday(day) === 5 ? 0.4 : 1;
      const v = Math.round(visits * quiet * (0.8 + prng.next() * 0.4));
      rows.push({
        center_id: center.id,
        day: context.clock.date(day),
        visits: v,
        online_appointments: Math.round(v * (0.12 + prng.next() * 0.08)),
        new_patients: Math.round(v * (0.08 + prng.next() * 0.06)),
        lab_tests: Math.round(
          v * (center.entry.kind === 'laboratory' ? 2.5 : 0.9) * (0.8 + prng.next() * 0.4),
        ),
        births: Math.round(births * (0.6 + prng.next() * 0.8)),
        surgeries: Math.round(surgeries * quiet * (0.5 + prng.next())),
      });
    }
  }
  return rows;
}
