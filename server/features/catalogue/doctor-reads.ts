import { sql } from 'kysely';
import type { DoctorStatsWire, DoctorWithTagsWire } from '../../../src/contract/catalogue/doctors';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/** GET /api/Doctor/getDoctorStats (area statistics): per doctor, the appointment state summary. */
export const listDoctorStats: ResourceHandler = async ({ services }) => {
  const S = AppointmentState;
  const { rows } = await sql<{
    id: number;
    name: string;
    assigned: string | number;
    waiting: string | number;
    seen: string | number;
    by_patient: string | number;
    by_assistant: string | number;
  }>`
    select d.id, d.name_en as name,
      count(a.id) filter (where a.state = ${S.Assigned}) as assigned,
      count(a.id) filter (where a.state = ${S.Waiting}) as waiting,
      count(a.id) filter (where a.state = ${S.Seen}) as seen,
      count(a.id) filter (where a.state = ${S.CancelledByPatient}) as by_patient,
      count(a.id) filter (where a.state = ${S.CancelledByAssistant}) as by_assistant
    from doctors d left join online_appointments a on a.doctor_id = d.id
    group by d.id, d.name_en
    order by d.name_en, d.id`.execute(services.db);
  return rows.map((r): DoctorStatsWire => ({
    id: r.id,
    name: r.name,
    assigned: Number(r.assigned),
    waiting: Number(r.waiting),
    seen: Number(r.seen),
    cancledByPatient: Number(r.by_patient),
    cancledByAssistant: Number(r.by_assistant),
  }));
};

/** GET /api/DoctorTagName/GetDoctorsTagWeb (public): the active doctors, each with their tags. */
export const listDoctorsWithTags: ResourceHandler = async ({ services }) => {
  const [doctors, tags] = await Promise.all([
    services.db
      .selectFrom('doctors')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    services.db
      .selectFrom('doctor_tag_links as l')
      .innerJoin('doctor_tags as t', 't.id', 'l.doctor_tag_id')
      .select(['l.doctor_id', 't.name_en', 't.name_ku', 't.name_ar'])
      .orderBy('t.name_en')
      .execute(),
  ]);
  return doctors.map((d): DoctorWithTagsWire => ({
    ...toWireRow(d),
    id: d.id,
    name: d.name_en,
    tags: tags
      .filter((t) => t.doctor_id === d.id)
      .map((t) => ({ englishName: t.name_en, kurdishName: t.name_ku, arabicName: t.name_ar })),
  }));
};

/** GET /api/ContactUs/getDoctorContact (public): how to reach each active doctor. */
export const listDoctorContacts: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('doctors as d')
    .innerJoin('centers as c', 'c.id', 'd.center_id')
    .select([
      'd.id',
      'd.name_en',
      'd.name_ku',
      'd.name_ar',
      'd.phone_number',
      'd.center_id',
      'c.name_en as center_name_en',
    ])
    .where('d.is_active', '=', true)
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute();
  return rows.map(toWireRow);
};

/** GET /api/DoctorAssistants/GetDoctorsWithAssistants (area assistants): each doctor with the ids of their assistants. */
export const listDoctorsWithAssistants: ResourceHandler = async ({ services }) => {
  const [doctors, links] = await Promise.all([
    services.db
      .selectFrom('doctors')
      .select(['id', 'name_en', 'name_ku', 'name_ar'])
      .orderBy('name_en')
      .execute(),
    services.db
      .selectFrom('doctor_assistant_doctors as l')
      .innerJoin('doctor_assistants as a', 'a.id', 'l.doctor_assistant_id')
      .select(['l.doctor_id', 'a.id', 'a.full_name'])
      .orderBy('a.full_name')
      .execute(),
  ]);
  return doctors.map((d) => ({
    ...toWireRow(d),
    assistants: links.filter((l) => l.doctor_id === d.id).map((l) => ({ id: l.id, fullName: l.full_name })),
  }));
};
