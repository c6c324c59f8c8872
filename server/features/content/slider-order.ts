import * as v from 'valibot';
import {
  SAVE_SLIDER_ORDER_CALL,
  SLIDER_ORDER_RECORD,
  sliderOrderSchema,
} from '../../../src/contract/content/slider-board';
import { destinationPlacement } from '../../../src/domain/content/slider-destination';
import { sameImages } from '../../../src/domain/content/slider-order';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext, RouteDefinition } from '../../http/route';
import { HaremHubEvent } from '../../realtime/hubs';
import { recordAudit } from '../audit/record-audit';
import { readSliderGroups } from './slider-groups';

interface PlacedImage {
  readonly id: number;
  readonly carouselFor: number;
}

/**
 * The placement an image takes in the group it is moved into: that of the image it now follows, or,
 * placed first, of the image it now precedes (a group such as "Operation Theaters" holds a top and
 * a bottom placement, and the image joins its neighbours'); in a group it is alone in, the
 * placement the group's name matches (name without spaces); else its own.
 */
export function placementInGroup(
  order: readonly number[],
  index: number,
  placed: ReadonlyMap<number, PlacedImage>,
  groupName: string,
): number {
  const own = placed.get(order[index] as number)?.carouselFor ?? 0;
  const neighbour = index > 0 ? order[index - 1] : order[index + 1];
  const beside = neighbour === undefined ? undefined : placed.get(neighbour);
  if (beside !== undefined) return beside.carouselFor;
  const named = destinationPlacement(groupName);
  return named.ok ? named.value.value : own;
}

const stale = async (db: Parameters<typeof readSliderGroups>[0]) =>
  HttpAnswer.error(409, 'The slider was changed since it was read.', {
    code: 'Stale',
    current: await readSliderGroups(db),
  });

/**
 * PUT /api/Carousel/SaveSliderOrder (area website-content): the new order of one destination
 * group, or of two when an image moves from one to the other, each with the version it was read
 * at. A version other than the group's, or images other than those the groups hold now, is 409
 * with the board as it is now and changes nothing. Otherwise each image gets its group, its
 * position (1 to n) and, moved in from another group, the placement of its new neighbours; each
 * group's version goes one up; one audit record (`Update` of `SliderOrder`) holds the orders
 * before and after; the answer is the whole board.
 */
export async function saveSliderOrder({ services, principal, body, ip }: RouteContext<StaffPrincipal>) {
  const order = v.parse(sliderOrderSchema, body);
  const ids = order.groups.map((g) => g.id);
  const answer = await services.db.transaction().execute(async (trx) => {
    const groups = await trx
      .selectFrom('slider_destination_groups')
      .select(['id', 'name_en', 'version'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (groups.length !== ids.length) {
      return HttpAnswer.error(404, 'There is no slider destination group with this id.');
    }
    const byId = new Map(groups.map((g) => [g.id, g]));
    if (order.groups.some((g) => byId.get(g.id)?.version !== g.version)) return stale(trx);
    const images = await trx
      .selectFrom('carousel_images')
      .select(['id', 'slider_destination_group_id', 'carousel_for'])
      .where('slider_destination_group_id', 'in', ids)
      .orderBy('sort_order')
      .orderBy('id')
      .forUpdate()
      .execute();
    const before = order.groups.map((g) => ({
      id: g.id,
      version: g.version,
      imageIds: images.filter((i) => i.slider_destination_group_id === g.id).map((i) => i.id),
    }));
    const asText = (lists: readonly (readonly number[])[]) => lists.map((l) => l.map(String));
    if (!sameImages(asText(before.map((g) => g.imageIds)), asText(order.groups.map((g) => g.imageIds)))) {
      return stale(trx);
    }
    const placed = new Map(images.map((i) => [i.id, { id: i.id, carouselFor: i.carousel_for }]));
    const groupOf = new Map(images.map((i) => [i.id, i.slider_destination_group_id]));
    for (const group of order.groups) {
      const name = byId.get(group.id)?.name_en ?? '';
      for (const [index, imageId] of group.imageIds.entries()) {
        const movedIn = groupOf.get(imageId) !== group.id;
        await trx
          .updateTable('carousel_images')
          .set({
            slider_destination_group_id: group.id,
            sort_order: index + 1,
            ...(movedIn ? { carousel_for: placementInGroup(group.imageIds, index, placed, name) } : {}),
          })
          .where('id', '=', imageId)
          .execute();
      }
      await trx
        .updateTable('slider_destination_groups')
        .set({ version: group.version + 1 })
        .where('id', '=', group.id)
        .execute();
    }
    const after = order.groups.map((g) => ({ id: g.id, version: g.version + 1, imageIds: g.imageIds }));
    await recordAudit(trx, {
      actor: { kind: 'staff', id: principal.userId, name: principal.name },
      action: 'Update',
      area: PermissionArea.WebsiteContent,
      entity: 'SliderOrder',
      entityId: ids.join(','),
      ip,
      before,
      after,
    });
    return readSliderGroups(trx);
  });
  // Once committed, every open board reads again; a refused save tells nothing.
  if (!(answer instanceof HttpAnswer)) {
    services.hubs.harem.broadcast(HaremHubEvent.RecordChanged, {
      record: SLIDER_ORDER_RECORD,
      id: ids[0],
      action: 'update',
    });
  }
  return answer;
}

/** The slider's order, saved from the dashboard (docs/api-extensions.md, "Slider order"). */
export const SLIDER_ROUTES: readonly RouteDefinition[] = [
  {
    method: 'PUT',
    path: SAVE_SLIDER_ORDER_CALL.path,
    auth: 'staff',
    area: PermissionArea.WebsiteContent,
    bodyLimit: 64 * 1024,
    handler: saveSliderOrder,
    body: sliderOrderSchema,
  },
];
