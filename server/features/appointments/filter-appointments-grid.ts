import { sql } from 'kysely';
import type { AppointmentGridPageWire } from '../../../src/contract/appointments/appointment-grid';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { appointmentStateOptions } from './appointment-lookups';
import { parseGridQuery, type GridQuery } from './appointment-grid-query';
import { toGridAppointmentWire } from './appointment-rows';
import { gridTotalsOf } from './grid-totals';
import type { Db } from '../../db/database';

function filtered(db: Db, q: GridQuery) {
  let query = db.selectFrom('online_appointments');
  if (q.doctorId !== null) query = query.where('doctor_id', '=', q.doctorId);
  if (q.state !== null) query = query.where('state', '=', q.state);
  if (q.from !== null) query = query.where('starting_time', '>=', q.from);
  if (q.toExclusive !== null) query = query.where('starting_time', '<', q.toExclusive);
  return query;
}

/** What a filter's total depends on: everything of the query but the page. */
const filterKey = (q: GridQuery): string =>
  JSON.stringify([q.doctorId, q.state, q.from?.getTime() ?? null, q.toExclusive?.getTime() ?? null]);

/** Which rows of the filter a page reads: newest first from `offset`, or oldest first (`backwards`). */
interface Window {
  readonly offset: number;
  readonly limit: number;
  /** Read from the filter's oldest end: the last pages without walking past every row before them. */
  readonly fromOldest: boolean;
}

/**
 * A page from the newest end skips `skip` rows; from the oldest end it skips `total - skip -
 * size`. A page in the later half of the filter is read from its oldest end: the last of 20,000
 * rows is then 50 rows of the index instead of all of them. Only with a total kept at a mark that
 * the page's own read then confirms (`pageAt`).
 */
function windowOf(q: GridQuery, total: number | undefined): Window {
  if (total === undefined || total - q.skip - q.pageSize >= q.skip) {
    return { offset: q.skip, limit: q.pageSize, fromOldest: false };
  }
  return {
    offset: Math.max(0, total - q.skip - q.pageSize),
    limit: Math.max(0, Math.min(q.pageSize, total - q.skip)),
    fromOldest: true,
  };
}

/** A page's row as the page's statement writes it (one JSON array per row; see `pageAt`). */
type PageRowJson = [
  id: number,
  issuerId: string,
  state: number,
  startingTime: string,
  endingTime: string,
  patientName: string,
  doctorEn: string | null,
  doctorKu: string | null,
  doctorAr: string | null,
];

/**
 * One page of the filter and the appointments' write mark, read in one statement (one snapshot).
 * The mark's row is always there, so an empty page still answers its mark. Who a row is for and
 * the doctor are looked up for the page's rows only, by key.
 *
 * The page comes back as one JSON text (an array per row, newest first) beside the mark, not as
 * 50 rows of 12 columns: the embedded database's driver copies and decodes every column of every
 * row on its own, which cost more than the page's query; one column is one copy and one
 * `JSON.parse`. PostgreSQL writes the JSON as it writes rows.
 *
 * A page that skips rows finds its keys first, from the filter's index alone (an index-only scan:
 * the skipped rows are index entries, never read from the table), then reads its own rows by key.
 * Read in one go, every skipped row is fetched from the table to be thrown away: page 100 of one
 * state fetched 10,000 rows for 50. The first page skips nothing and is read in one go.
 */
async function pageAt(db: Db, q: GridQuery, window: Window) {
  const direction = window.fromOldest ? 'asc' : 'desc';
  const columns = [
    'id',
    'issuer_id',
    'state',
    'starting_time',
    'ending_time',
    'doctor_id',
    'patient_profile_id',
  ] as const;
  const keysFirst = window.offset > 0;
  const ofPage = filtered(db, q)
    .orderBy('starting_time', direction)
    .orderBy('id', direction)
    .limit(window.limit)
    .offset(window.offset);
  const page = keysFirst
    ? db
        .selectFrom(ofPage.select('id').as('k'))
        .innerJoin('online_appointments as o', 'o.id', 'k.id')
        .select(columns.map((c) => `o.${c}` as const))
    : ofPage.select([...columns]);
  const row = await db
    .selectFrom('appointment_write_marks as m')
    .select((eb) => [
      'm.mark',
      eb
        .selectFrom(page.as('a'))
        .leftJoin('doctors as d', 'd.id', 'a.doctor_id')
        .select(
          // As the board names them: the family member, else the account's name, else its phone.
          sql<string | null>`json_agg(json_build_array(
            a.id, a.issuer_id, a.state, a.starting_time, a.ending_time,
            coalesce(
              (select p.full_name from patient_profiles p where p.id = a.patient_profile_id),
              (select case when u.name = '' then u.phone_number else u.name end from app_users u where u.id = a.issuer_id)
            ),
            d.name_en, d.name_ku, d.name_ar
          ) order by a.starting_time desc, a.id desc)::text`.as('rows'),
        )
        .as('rows'),
    ])
    .where('m.id', '=', 1)
    .executeTakeFirst();
  if (row === undefined) throw new Error('the appointments write mark is missing (migration 400)');
  const rows = row.rows === null ? [] : (JSON.parse(row.rows) as PageRowJson[]);
  return { mark: row.mark, rows };
}

/** The filter's total and the write mark it was counted at, in one statement. */
async function countAt(db: Db, q: GridQuery): Promise<{ mark: string; total: number }> {
  const row = await filtered(db, q)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.selectFrom('appointment_write_marks').select('mark').where('id', '=', 1).as('mark'),
    ])
    .executeTakeFirstOrThrow();
  if (row.mark === null) throw new Error('the appointments write mark is missing (migration 400)');
  return { mark: row.mark, total: Number(row.n) };
}

/**
 * GET /api/Appointment/FilterAppointmentsDashboard?skip=…&pageSize=…[&doctorId][&appointmentState]
 * [&from][&to] (area appointments): one page of the filter, newest start first, with the filter's
 * total and the states list. Paged in SQL (`LIMIT`/`OFFSET`). Each row also names who it is for
 * and the doctor (the product's addition); a read of personal data, recorded in the audit trail.
 *
 * The total is counted once per filter and write (`GridTotals`): a page read at the mark its kept
 * total was counted at takes that total; otherwise the filter is counted again with the page.
 */
export async function filterAppointmentsGrid({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AppointmentGridPageWire | HttpAnswer> {
  const q = parseGridQuery(query);
  if (q instanceof HttpAnswer) return q;
  const { db } = services;
  const totals = gridTotalsOf(db);
  const filter = filterKey(q);
  const kept = totals.latest(filter);
  const statesRead = appointmentStateOptions(db);
  let total: number;
  let page: Awaited<ReturnType<typeof pageAt>>;
  if (kept === undefined) {
    const [read, counted] = await Promise.all([pageAt(db, q, windowOf(q, undefined)), countAt(db, q)]);
    totals.keep(filter, counted.mark, counted.total);
    [page, total] = [read, counted.total];
  } else {
    const window = windowOf(q, kept.total);
    page = await pageAt(db, q, window);
    if (page.mark === kept.mark) {
      total = kept.total;
    } else {
      // Appointments were written since: count again, and read the page again when its place
      // depended on the old total.
      const counted = await countAt(db, q);
      totals.keep(filter, counted.mark, counted.total);
      total = counted.total;
      if (window.fromOldest) page = await pageAt(db, q, windowOf(q, undefined));
    }
  }
  const states = await statesRead;
  return {
    appointments: page.rows.map(
      ([id, issuerId, state, startingTime, endingTime, patientName, doctorEn, doctorKu, doctorAr]) =>
        toGridAppointmentWire(
          { id, issuer_id: issuerId, state, starting_time: startingTime, ending_time: endingTime },
          issuerId,
          { patientName, doctorName: { en: doctorEn ?? '', ku: doctorKu ?? '', ar: doctorAr ?? '' } },
        ),
    ),
    count: total,
    states: [...states],
  };
}
