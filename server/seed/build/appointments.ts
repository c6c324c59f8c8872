import type { ClinicRefs, DoctorRef } from './clinics';
import type { Rows, RowSet } from './network-rows';
import type { AppUserRef, ProfileRef } from './patients';
import type { SeedContext } from './seed-context';

export const APPOINTMENT_COUNT = 20_000;
/** Booked days: half a year back, a month ahead. */
export const APPOINTMENT_DAYS = { first: -180, last: 30 } as const;

const CHILD_SPECIALITIES = new Set(['paediatrics', 'neonatology', 'paediatric-surgery']);
const WOMEN_SPECIALITIES = new Set(['obgyn', 'ivf']);

type State = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * States by when the appointment is. They depend on the day only (never the hour of seeding), so
 * today holds no seen or waiting rows; past days keep a few stale reserved, assigned and waiting
 * rows that nobody closed, which the client's missed rule relabels.
 */
const PAST: readonly (readonly [State, number])[] = [
  [4, 64],
  [7, 11],
  [5, 10],
  [6, 6],
  [1, 5],
  [2, 2],
  [3, 2],
];
const TODAY: readonly (readonly [State, number])[] = [
  [1, 45],
  [2, 40],
  [5, 10],
  [6, 5],
];
const FUTURE: readonly (readonly [State, number])[] = [
  [1, 60],
  [2, 25],
  [5, 10],
  [6, 5],
];

const NOTES = [
  '',
  '',
  '',
  '',
  'Follow-up visit',
  'First visit',
  'Bring previous reports',
  'Ultrasound requested',
  'Referred by family doctor',
];

/** 20,000 online appointments over every state, in the past and the future of the seed day. */
export function buildAppointments(
  context: SeedContext,
  clinics: ClinicRefs,
  users: readonly AppUserRef[],
): RowSet {
  const prng = context.prng.fork('appointments');
  const { clock } = context;
  const bookable = clinics.doctors.filter((d) => d.acceptsOnline);
  const byWeekday = Array.from({ length: 7 }, (_, weekday) =>
    bookable.filter((d) => (d.workingDays & (1 << weekday)) !== 0).map((d) => [d, d.popularity] as const),
  );
  // More bookings lately than half a year ago; fewer the further ahead.
  const days: (readonly [number, number])[] = [];
  for (let day = APPOINTMENT_DAYS.first; day <= APPOINTMENT_DAYS.last; day++) {
    const weight =
      day <= 0
        ? 0.6 + 0.4 * (1 + day / -APPOINTMENT_DAYS.first)
        : Math.max(0.15, 1 - day / (APPOINTMENT_DAYS.last + 5));
    if (byWeekday[clock.weekday(day)]?.length) days.push([day, weight]);
  }
  const userWeights = users.map((u) => [u, 0.3 + prng.next() * 2] as const);

  const taken = new Set<string>();
  const online_appointments: Rows<'online_appointments'> = [];
  while (online_appointments.length < APPOINTMENT_COUNT) {
    const day = prng.weighted(days);
    const doctor = prng.weighted(byWeekday[clock.weekday(day)] ?? []);
    const slots = Math.floor((doctor.endMinute - doctor.startMinute) / doctor.slotMinutes);
    const slot = prng.int(0, slots - 1);
    const key = `${doctor.id}/${day}/${slot}`;
    if (taken.has(key)) continue;
    taken.add(key);

    const user = prng.weighted(userWeights);
    const start = clock.at(day, doctor.startMinute + slot * doctor.slotMinutes);
    const end = new Date(start.getTime() + doctor.slotMinutes * 60_000);
    const state = prng.weighted(day < 0 ? PAST : day === 0 ? TODAY : FUTURE);
    // Booked one hour to three weeks ahead, and never after the day before the seed day.
    const bookedAt = Math.min(
      start.getTime() - prng.int(60, 21 * 24 * 60) * 60_000,
      clock.at(-1, prng.int(8 * 60, 23 * 60)).getTime(),
    );
    const closedAt = state === 1 || state === 2 ? bookedAt : Math.min(end.getTime(), clock.midnight - 60_000);
    online_appointments.push({
      issuer_id: user.id,
      patient_profile_id: profileFor(prng, user, doctor)?.id ?? null,
      doctor_id: doctor.id,
      center_id: doctor.centerId,
      state,
      starting_time: start,
      ending_time: end,
      note: prng.pick(NOTES),
      created_at: new Date(bookedAt),
      updated_at: new Date(Math.max(bookedAt, closedAt)),
    });
  }
  online_appointments.sort(
    (a, b) => (a.starting_time as Date).getTime() - (b.starting_time as Date).getTime(),
  );
  online_appointments.forEach((row, i) => (row.id = i + 1));
  return { online_appointments };
}

/** The family member a booking is for, by the doctor's speciality. */
function profileFor(prng: SeedContext['prng'], user: AppUserRef, doctor: DoctorRef): ProfileRef | undefined {
  const key = doctor.speciality.key;
  const fits = CHILD_SPECIALITIES.has(key)
    ? user.profiles.filter((p) => p.relation === 'Child')
    : WOMEN_SPECIALITIES.has(key)
      ? user.profiles.filter((p) => p.sex === 'Female' && p.age >= 16)
      : user.profiles.filter((p) => p.age >= 16);
  return fits.length > 0 ? prng.pick(fits) : user.profiles[0];
}
