import type { CarouselImageWire, CenterPhotoWire, CenterVideoWire } from '../../../src/contract/site/site';
import { HttpAnswer } from '../../http/http-answer';
import { rowId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/** GET /api/PhotoGallery (area media; public on the site): every center photo. */
export const listPhotos: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('center_photos')
    .selectAll()
    .orderBy('center_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r): CenterPhotoWire => ({ ...toWireRow(r), id: r.id, imageUrl: r.image_url }));
};

/**
 * The photos of one center: GET /api/PhotoGallery/{id} (public) and
 * /api/PhotoGallery/GetCenterGallery/{id} (area media). An unknown center has none.
 */
export const listCenterPhotos: ResourceHandler = async ({ services, params }) => {
  const centerId = rowId(params.id, 'center id');
  if (centerId instanceof HttpAnswer) return centerId;
  const rows = await services.db
    .selectFrom('center_photos')
    .selectAll()
    .where('center_id', '=', centerId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r): CenterPhotoWire => ({ ...toWireRow(r), id: r.id, imageUrl: r.image_url }));
};

/** GET /api/CenterControllerWeb/GetCentersVideoWeb (public): the videos tied to a center. */
export const listCenterVideos: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('videos')
    .selectAll()
    .where('center_id', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r): CenterVideoWire => ({ ...toWireRow(r), id: r.id, videoUrl: r.video_url }));
};

/** GET /api/Carousel/GetCarousellImagesDashboard (area website-content): every carousel image. */
export const listCarouselImages: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('carousel_images')
    .selectAll()
    .orderBy('carousel_for')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r): CarouselImageWire => ({
    ...toWireRow(r),
    id: r.id,
    imageUrl: r.image_url,
    carouselFor: r.carousel_for,
  }));
};
