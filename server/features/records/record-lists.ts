import type { ResourceHandler } from '../shared/resource-handler';
import { tableRows } from '../shared/table-rows';

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
