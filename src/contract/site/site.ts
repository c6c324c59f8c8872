import type { LogoRecord } from '../../domain/shell/tab-identity';
import {
  asCenterId,
  type CenterInstructionHeader,
  type StoredCenterInstruction,
} from '../../domain/site/center-instruction-tree';
import * as v from 'valibot';
import { num, str, type Schema, notAList } from '../shared/schema';
import { idText, optionalText, textOrEmpty, wireId } from '../shared/values';

/** A carousel image (the spec's `carouselFor`; `id`, `imageUrl` are the product's). */
export interface CarouselImageWire {
  id: string | number;
  imageUrl: string;
  /** One of the 26 placements; a number outside them is kept and shown under no placement. */
  carouselFor: number;
}

export const carouselImageSchema: Schema<CarouselImageWire> = v.looseObject({
  id: wireId,
  imageUrl: str,
  carouselFor: num,
});

export const toCarouselImage = (wire: CarouselImageWire) => ({
  id: idText(wire.id),
  imageUrl: wire.imageUrl,
  carouselFor: wire.carouselFor,
});

/** A center video (the spec's `videoUrl`, which may be missing: the spec drops those rows). */
export interface CenterVideoWire {
  id: string | number;
  videoUrl?: string | null;
  /** The product's: which center the video belongs to and its title, for the center page. */
  centerId?: string | number | null;
  titleEn?: string | null;
  titleKu?: string | null;
  titleAr?: string | null;
  /** The product's: the picture the player shows until the video plays. */
  thumbnailUrl?: string | null;
}

export const centerVideoSchema: Schema<CenterVideoWire> = v.looseObject({
  id: wireId,
  videoUrl: optionalText,
  centerId: v.optional(v.nullable(wireId)),
  titleEn: optionalText,
  titleKu: optionalText,
  titleAr: optionalText,
  thumbnailUrl: optionalText,
});

export const toCenterVideo = (wire: CenterVideoWire) => ({
  id: idText(wire.id),
  videoUrl: wire.videoUrl ?? null,
  thumbnailUrl: wire.thumbnailUrl ?? null,
  centerId: wire.centerId === undefined || wire.centerId === null ? '' : idText(wire.centerId),
  title: { en: textOrEmpty(wire.titleEn), ku: textOrEmpty(wire.titleKu), ar: textOrEmpty(wire.titleAr) },
});

/** A center photo (the spec's `imageUrl`, which may be missing: the spec drops those rows). */
export interface CenterPhotoWire {
  id: string | number;
  imageUrl?: string | null;
  /** The photo's center, when the server names it (the gallery list links to the center's gallery tree). */
  centerId?: string | number | null;
}

export const centerPhotoSchema: Schema<CenterPhotoWire> = v.looseObject({
  id: wireId,
  imageUrl: optionalText,
  centerId: v.optional(v.nullable(wireId)),
});

export const toCenterPhoto = (wire: CenterPhotoWire) => ({
  id: idText(wire.id),
  imageUrl: wire.imageUrl ?? null,
  ...(wire.centerId === undefined || wire.centerId === null ? {} : { centerId: idText(wire.centerId) }),
});

/**
 * The logo record (the spec) that names the browser tab and gives its icon. Every field may be left
 * out: the tab then says "No title Found" or keeps its default icon (the spec).
 */
export interface LogoRecordWire {
  imageUrl?: string | null;
  englishName?: string | null;
  kurdishName?: string | null;
  arabicName?: string | null;
}

export const logoRecordSchema: Schema<LogoRecordWire> = v.pipe(
  notAList,
  v.looseObject({
    imageUrl: optionalText,
    englishName: optionalText,
    kurdishName: optionalText,
    arabicName: optionalText,
  }),
);

export const toLogoRecord = (wire: LogoRecordWire): LogoRecord => ({
  imageUrl: textOrEmpty(wire.imageUrl),
  englishName: textOrEmpty(wire.englishName),
  kurdishName: textOrEmpty(wire.kurdishName),
  arabicName: textOrEmpty(wire.arabicName),
});

/** A center instruction of `/Instruction/GetCenterInstructions` (the spec: `centerId`, `imageUrl`). */
export interface CenterInstructionWire {
  centerId: string | number;
  imageUrl: string;
}

export const centerInstructionSchema: Schema<CenterInstructionWire> = v.looseObject({
  centerId: wireId,
  imageUrl: str,
});

export const toCenterInstruction = (wire: CenterInstructionWire): StoredCenterInstruction => ({
  centerId: asCenterId(idText(wire.centerId)),
  imageUrl: wire.imageUrl,
});

/** An instruction header of a center (`GetInstructionHeadersDashboard/{id}`; the product's names). */
export interface CenterInstructionHeaderWire {
  id: string | number;
  title: string;
}

export const centerInstructionHeaderSchema: Schema<CenterInstructionHeaderWire> = v.looseObject({
  id: wireId,
  title: str,
});

export const toCenterInstructionHeader = (wire: CenterInstructionHeaderWire): CenterInstructionHeader => ({
  id: idText(wire.id),
  title: wire.title,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
