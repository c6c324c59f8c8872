import type { CarouselImageWire, LogoRecordWire } from '../../../src/contract/site/site';
import type { SiteHomeWire } from '../../../src/contract/site/site-home';
import type { Handler } from '../../http/route';
import { toWireRow } from '../shared/wire-row';

/**
 * GET /api/SiteWeb/GetHomeContent (no token; an extension): the logo record that names the
 * hospital and every carousel image, for the patient site's visitors. Unlike `/AppPref/GetAppPref`
 * it carries none of the app preferences.
 */
export const readSiteHome: Handler<null> = async ({ services }) => {
  const [logo, images] = await Promise.all([
    services.db.selectFrom('logos').selectAll().orderBy('id').executeTakeFirst(),
    services.db
      .selectFrom('carousel_images')
      .selectAll()
      .orderBy('carousel_for')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const record: LogoRecordWire = {
    imageUrl: logo?.image_url ?? null,
    englishName: logo?.name_en ?? null,
    kurdishName: logo?.name_ku ?? null,
    arabicName: logo?.name_ar ?? null,
  };
  const answer: SiteHomeWire = {
    logo: record,
    carouselImages: images.map((r): CarouselImageWire => ({
      ...toWireRow(r),
      id: r.id,
      imageUrl: r.image_url,
      carouselFor: r.carousel_for,
    })),
  };
  return answer;
};
