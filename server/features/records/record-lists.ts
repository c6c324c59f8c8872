import type { DoctorAssistantWire } from '../../../src/contract/catalogue/assistants';
import type { ResourceHandler } from '../shared/resource-handler';
import { tableRows } from '../shared/table-rows';
import { toWireRow } from '../shared/wire-row';

/**
 * The staff's doctors list: every doctor with the ids of their tags in the order chosen
 * (`tagIds`), so the record's form opens with them; the site's lists name the tags themselves.
 */
export const listDoctorsWithTagIds: ResourceHandler = async (context) => {
  const [doctors, links] = await Promise.all([
    tableRows(context, { table: 'doctors' }),
    context.services.db
      .selectFrom('doctor_tag_links')
      .select(['doctor_id', 'doctor_tag_id'])
      .orderBy('position')
      .orderBy('doctor_tag_id')
      .execute(),
  ]);
  const tagsOf = new Map<number, number[]>();
  for (const link of links) {
    const tags = tagsOf.get(link.doctor_id) ?? [];
    tags.push(link.doctor_tag_id);
    tagsOf.set(link.doctor_id, tags);
  }
  return doctors.map((doctor) => ({ ...doctor, tagIds: tagsOf.get(Number(doctor.id)) ?? [] }));
};

/**
 * The staff's doctor assistants (`/DoctorAssistants/Dashboard`): each with the ids of the doctors
 * they serve in the order chosen (`doctorIds`), so the record's form opens with them.
 */
export const listDoctorAssistantsWithDoctorIds: ResourceHandler = async ({ services }) => {
  const [assistants, links] = await Promise.all([
    services.db.selectFrom('doctor_assistants').selectAll().orderBy('full_name').orderBy('id').execute(),
    services.db
      .selectFrom('doctor_assistant_doctors')
      .select(['doctor_assistant_id', 'doctor_id'])
      .orderBy('position')
      .orderBy('doctor_id')
      .execute(),
  ]);
  const doctorsOf = new Map<number, number[]>();
  for (const link of links) {
    const doctors = doctorsOf.get(link.doctor_assistant_id) ?? [];
    doctors.push(link.doctor_id);
    doctorsOf.set(link.doctor_assistant_id, doctors);
  }
  return assistants.map((row): DoctorAssistantWire & { doctorIds: number[] } => ({
    ...toWireRow(row),
    id: row.id,
    fullName: row.full_name,
    doctorIds: doctorsOf.get(row.id) ?? [],
  }));
};

/**
 * GET /api/ContactUs/GetCenterContactsDashboard (area centers): each center's contact details, the
 * rows the spec's `/ContactUs/GetContactUsData` sends under `centers`, as a list of their own for
 * the record's screen.
 */
export const listCenterContacts: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('contact_us')
    .selectAll()
    .where('center_id', 'is not', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toWireRow);
};
