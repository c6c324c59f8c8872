import * as v from 'valibot';
import type { SliderBoard, SliderBoardGroup, SliderBoardImage } from '../../domain/content/slider-board';
import { READS } from '../reads/reads';
import { bool, num, str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';
import type { WireCall } from '../shared/wire-call';
import type { RecordName } from '../writes/records';

/*
 * The slider board (`/dashboard/slider`): the spec's `/Carousel/GetCarouselGroupedByDestinations`
 * read with the fields the reference server adds to each group and image, and the one write the
 * spec does not show, saving the order of one or two groups (an extension: docs/api-extensions.md,
 * "Slider order"). A backend that sends only the spec's fields still reads: the added fields are
 * optional here, and a group without an id or version cannot be reordered.
 */

/** Spec paths owned here: none (the grouped read is a row of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

/** The grouped read, as the board reads it (the same path as the resource table's row). */
export const SLIDER_BOARD_CALL: WireCall = {
  method: 'GET',
  path: READS.sliderGroups.path,
  auth: 'staff',
};

export const SAVE_SLIDER_ORDER_CALL: WireCall = {
  method: 'PUT',
  path: '/Carousel/SaveSliderOrder',
  auth: 'staff',
};

export const EXTENSION_CALLS: readonly WireCall[] = [SAVE_SLIDER_ORDER_CALL];

/**
 * The record name a saved order carries in the records' hub event (`recordChanged` on `/HaremHub`,
 * with the first group's id and `update`), so every open slider board reads again.
 */
export const SLIDER_ORDER_RECORD = 'sliderOrder';

/**
 * The managed record of a carousel image (`/api/Records/carouselImages`): added, changed and
 * removed from the board through the record editor; its writes announce it in `recordChanged`.
 */
export const CAROUSEL_IMAGE_RECORD = 'carouselImages' satisfies RecordName;

/** The most images one group may be sent with (a board is a few dozen). */
export const SLIDER_GROUP_MAX_IMAGES = 500;

const optionalText = v.optional(v.nullable(str));

/** An image of a group: the spec's `destination`, and the server's own fields. */
export interface SliderBoardImageWire {
  id: string | number;
  imageUrl: string;
  destination: string | number;
  carouselFor?: number | undefined;
  titleEn?: string | null | undefined;
  titleKu?: string | null | undefined;
  titleAr?: string | null | undefined;
  isActive?: boolean | undefined;
}

/** A group: the spec's `childerens`, and the server's `id`, `version` and names. */
export interface SliderBoardGroupWire {
  id?: string | number | null | undefined;
  version?: number | undefined;
  nameEn?: string | null | undefined;
  nameKu?: string | null | undefined;
  nameAr?: string | null | undefined;
  childerens: SliderBoardImageWire[];
}

const imageSchema: Schema<SliderBoardImageWire> = v.looseObject({
  id: wireId,
  imageUrl: str,
  destination: v.union([str, num]),
  carouselFor: v.optional(num),
  titleEn: optionalText,
  titleKu: optionalText,
  titleAr: optionalText,
  isActive: v.optional(bool),
});

export const sliderBoardGroupSchema: Schema<SliderBoardGroupWire> = v.looseObject({
  id: v.optional(v.nullable(wireId)),
  version: v.optional(v.pipe(num, v.integer())),
  nameEn: optionalText,
  nameKu: optionalText,
  nameAr: optionalText,
  childerens: v.array(imageSchema),
});

export const sliderBoardSchema: Schema<SliderBoardGroupWire[]> = v.array(sliderBoardGroupSchema);

const toImage = (wire: SliderBoardImageWire): SliderBoardImage => ({
  id: idText(wire.id),
  imageUrl: wire.imageUrl,
  destination: wire.destination,
  placement: wire.carouselFor,
  title: { en: wire.titleEn ?? '', ku: wire.titleKu ?? '', ar: wire.titleAr ?? '' },
  active: wire.isActive ?? true,
});

const toGroup = (wire: SliderBoardGroupWire, index: number): SliderBoardGroup => {
  const images = wire.childerens.map(toImage);
  const first = images[0]?.destination;
  const fallback = typeof first === 'string' ? first : '';
  const hasId = wire.id !== undefined && wire.id !== null;
  return {
    id: hasId ? idText(wire.id as string | number) : `unsaved-${index}`,
    version: hasId ? wire.version : undefined,
    name: {
      en: wire.nameEn ?? fallback,
      ku: wire.nameKu ?? wire.nameEn ?? fallback,
      ar: wire.nameAr ?? wire.nameEn ?? fallback,
    },
    images,
  };
};

export const toSliderBoard = (wire: SliderBoardGroupWire[]): SliderBoard => ({ groups: wire.map(toGroup) });

/** One group's order to save: the version read and its images, in order, by id. */
export interface SliderOrderGroupWire {
  id: number;
  version: number;
  imageIds: number[];
}

/**
 * The body of `PUT /Carousel/SaveSliderOrder`: the new order of one group (a reorder) or two (a
 * move from one to the other). The images named must be exactly those the groups hold now.
 */
export interface SliderOrderWire {
  groups: SliderOrderGroupWire[];
}

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const sliderOrderSchema: Schema<SliderOrderWire> = v.strictObject({
  groups: v.pipe(
    v.array(
      v.strictObject({
        id: positiveId,
        version: positiveId,
        imageIds: v.pipe(v.array(positiveId), v.maxLength(SLIDER_GROUP_MAX_IMAGES)),
      }),
    ),
    v.minLength(1, 'must name a group'),
    v.maxLength(2, 'names at most two groups'),
    v.check((groups) => new Set(groups.map((g) => g.id)).size === groups.length, 'names a group twice'),
  ),
});

/** The wire body of a save, from the board's clean groups (ids the server gave, as numbers). */
export const toSliderOrderWire = (
  groups: readonly { readonly id: string; readonly version: number; readonly imageIds: readonly string[] }[],
): SliderOrderWire => ({
  groups: groups.map((g) => ({ id: Number(g.id), version: g.version, imageIds: g.imageIds.map(Number) })),
});

/** A refused save because a group changed since it was read: 409 with the board as it is now. */
export interface SliderOrderStaleWire {
  message: string;
  code: 'Stale';
  current: SliderBoardGroupWire[];
}

export const sliderOrderStaleSchema: Schema<SliderOrderStaleWire> = v.looseObject({
  message: str,
  code: v.literal('Stale'),
  current: sliderBoardSchema,
});
