import { sql } from 'kysely';
import {
  HOME_SERIES_DAYS,
  type DayStateCountWire,
  type HomeSummaryWire,
  type StateCountWire,
} from '../../../src/contract/home/home-summary';
import { epochMs } from '../../../src/contract/shared/iso-date-time';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { HomePart, homePartsFor } from '../../../src/domain/home/home-parts';
import type { Db } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';

const DAY_MS = 86_400_000;

/** Complaints not yet taken up: the stored status of a complaint no one has opened. */
export const NEW_COMPLAINT_STATUS = 'Open';

/**
 * GET /api/Dashboard/HomeSummary?from=… (any staff member): the home's figures for the caller's
 * today, which starts at `from`. Each part is read only when the caller's areas allow it
 * (`homePartsFor`), so a role learns nothing of an area it lacks; the doctors' figures have their
 * own read (`/Doctor/getDoctorStats`). Appointments count after the missed rule: a reserved one
 * that has begun is missed.
 */
export async function homeSummary({ services, principal, query }: RouteContext<StaffPrincipal>) {
  const fromText = String(query.from);
  const from = new Date(epochMs(fromText));
  const to = new Date(from.getTime() + DAY_MS);
  const now = new Date(services.now());
  const parts = new Set(homePartsFor(principal.areas));
  const { db } = services;

  const [appointments, chat, otp, feedback, contact, applications] = await Promise.all([
    parts.has(HomePart.Appointments) ? readAppointments(db, from, now) : undefined,
    parts.has(HomePart.Chat) ? readUnreadPatients(db) : undefined,
    parts.has(HomePart.Otp) ? readOtp(db, from, to) : undefined,
    parts.has(HomePart.Feedback) ? readFeedback(db, from, to) : undefined,
    parts.has(HomePart.Contact) ? readContact(db, from, to) : undefined,
    parts.has(HomePart.Applications) ? readApplications(db, from, to) : undefined,
  ]);
  const answer: HomeSummaryWire = {
    from: fromText,
    ...(appointments === undefined ? {} : { appointments }),
    ...(chat === undefined ? {} : { chat }),
    ...(otp === undefined ? {} : { otp }),
    ...(feedback === undefined ? {} : { feedback }),
    ...(contact === undefined ? {} : { contact }),
    ...(applications === undefined ? {} : { applications }),
  };
  return answer;
}

/** The state after the missed rule, in SQL: reserved and begun is missed. */
const effectiveState = (now: Date) =>
  sql<number>`case when state = ${AppointmentState.Reserved} and starting_time <= ${now}
    then ${AppointmentState.Missed} else state end`;

async function readAppointments(db: Db, from: Date, now: Date) {
  const first = new Date(from.getTime() - (HOME_SERIES_DAYS - 1) * DAY_MS);
  const end = new Date(from.getTime() + DAY_MS);
  // Whole days back from the caller's today: 0 is today.
  const daysAgo = sql<number>`(${HOME_SERIES_DAYS - 1} - floor(extract(epoch from (starting_time - ${first})) / 86400))::int`;
  const rows = await db
    .selectFrom('online_appointments')
    .select((eb) => [
      daysAgo.as('days_ago'),
      effectiveState(now).as('state'),
      eb.fn.countAll<string | number>().as('n'),
    ])
    .where('starting_time', '>=', first)
    .where('starting_time', '<', end)
    // By position: `state` alone would name the stored column, not the state after the rule.
    .groupBy([sql`1`, sql`2`])
    .execute();
  const perDay = rows
    .map((r): DayStateCountWire => ({
      daysAgo: Number(r.days_ago),
      state: Number(r.state) as AppointmentState,
      count: Number(r.n),
    }))
    .sort((a, b) => b.daysAgo - a.daysAgo || a.state - b.state);
  const today = perDay
    .filter((r) => r.daysAgo === 0)
    .map((r): StateCountWire => ({ state: r.state, count: r.count }));
  const missedSoFar = today.find((r) => r.state === AppointmentState.Missed)?.count ?? 0;
  return { today, missedSoFar, perDay };
}

async function readUnreadPatients(db: Db) {
  const { rows } = await sql<{ n: string | number }>`
    select count(distinct c.app_user_id) as n
    from chat_messages m join chat_conversations c on c.id = m.chat_conversation_id
    where m.from_patient and not m.seen_by_admin`.execute(db);
  return { unreadPatients: Number(rows[0]?.n ?? 0) };
}

async function readOtp(db: Db, from: Date, to: Date) {
  const row = await db
    .selectFrom('otp_codes')
    .select((eb) => [
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', true).as('sent'),
      eb.fn.count<string | number>('id').filterWhere('is_sent', '=', false).as('not_sent'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { sent: Number(row?.sent ?? 0), notSent: Number(row?.not_sent ?? 0) };
}

/**
 * Feedbacks given today, and complaints still new. The complaints' workflow (new, in progress,
 * resolved) is its own feature; this count reads only the stored status, so it stays right
 * whichever screen moves a complaint on.
 */
async function readFeedback(db: Db, from: Date, to: Date) {
  const [feedbacks, complaints] = await Promise.all([
    db
      .selectFrom('feedbacks')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '=', NEW_COMPLAINT_STATUS)
      .executeTakeFirst(),
  ]);
  return { newFeedbacks: Number(feedbacks?.n ?? 0), newComplaints: Number(complaints?.n ?? 0) };
}

/** Messages sent today through the site's contact form. */
async function readContact(db: Db, from: Date, to: Date) {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { newMessages: Number(row?.n ?? 0) };
}

/** Job applications sent today: every application from the site, to a job's form or the general one, is a submitted CV. */
async function readApplications(db: Db, from: Date, to: Date) {
  const row = await db
    .selectFrom('submitted_cvs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { newApplications: Number(row?.n ?? 0) };
}
