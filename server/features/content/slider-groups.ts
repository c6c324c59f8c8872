import type { Transaction } from 'kysely';
import type { SliderGroupWire } from '../../../src/contract/content/content';
import type { Database, Db } from '../../db/database';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/**
 * GET /api/Carousel/GetCarouselGroupedByDestinations (area website-content): one group per slider
 * destination, its images under `childerens` (spelt as sent) with `destination` = the group's
 * English name; images of no group come last, their destination being their placement number.
 */
export const listSliderGroups: ResourceHandler = ({ services }) => readSliderGroups(services.db);

/** The grouped slider as `listSliderGroups` answers it, read with `db` (a transaction's too). */
export async function readSliderGroups(
  db: Db | Transaction<Database>,
): Promise<(SliderGroupWire & Record<string, unknown>)[]> {
  const [groups, images] = await Promise.all([
    db.selectFrom('slider_destination_groups').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('carousel_images').selectAll().orderBy('sort_order').orderBy('id').execute(),
  ]);
  const grouped = groups.map((g): SliderGroupWire & Record<string, unknown> => ({
    ...toWireRow(g),
    childerens: images
      .filter((i) => i.slider_destination_group_id === g.id)
      .map((i) => ({ ...toWireRow(i), id: i.id, imageUrl: i.image_url, destination: g.name_en })),
  }));
  const loose = images.filter((i) => i.slider_destination_group_id === null);
  if (loose.length > 0) {
    grouped.push({
      id: null,
      childerens: loose.map((i) => ({
        ...toWireRow(i),
        id: i.id,
        imageUrl: i.image_url,
        destination: i.carousel_for,
      })),
    });
  }
  return grouped;
}
