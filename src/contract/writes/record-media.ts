import * as v from 'valibot';
import type { Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { isStoredImage } from '../../domain/media/image-address';

/** Spec paths owned here: none (image uploads are extension calls, docs/api-extensions.md). */
export const WIRE_PATHS: readonly string[] = [];

/*
 * The images of the managed records (a doctor's photo, a news item's picture, a partner's logo):
 * staff upload a file, the server keeps a re-encoded copy and a thumbnail under random names, and
 * the record's image field holds the copy's address. The spec shows only that these fields hold
 * an image's address (`imageUrl`); the upload and its answer are extension calls.
 */

/** The image types accepted, by the file's bytes (never its name or declared type). */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export const isImageType = (mime: string | undefined): mime is ImageType =>
  mime !== undefined && Object.hasOwn(IMAGE_TYPES, mime);

export { IMAGE_PATH_PREFIX, isImageAddress, thumbnailOf } from '../../domain/media/image-address';

/** A stored image's file name: 32 hex digits of randomness, `.thumb` for its thumbnail, its type. */
export const STORED_IMAGE_FILE = /^[0-9a-f]{32}(\.thumb)?\.(jpg|png|webp)$/;

/** The thumbnail's size (the spec's gallery image) and the larger display size's bound. */
export const THUMBNAIL_SIZE = { width: 250, height: 200 } as const;
export const DISPLAY_MAX_SIDE = 1600;

/** A picture kept at exactly this size, whatever was sent: the logo record's ("50 by 50 px"). */
export interface FixedImageSize {
  readonly width: number;
  readonly height: number;
}

/** The logo's size: the browser tab's icon and the header's logo are drawn from it. */
export const LOGO_SIZE: FixedImageSize = { width: 50, height: 50 };

/** The longest image address: a demo placeholder picture fits, a photo pasted inline does not. */
export const IMAGE_ADDRESS_MAX = 16_000;

/** The answer to an upload. */
export interface UploadedImageWire {
  readonly imageUrl: string;
  readonly thumbnailUrl: string;
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

export const uploadedImageSchema: Schema<UploadedImageWire> = v.object({
  imageUrl: v.pipe(v.string(), v.check(isStoredImage)),
  thumbnailUrl: v.string(),
  type: v.picklist(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]]),
  width: v.number(),
  height: v.number(),
  bytes: v.number(),
});

/** Why an upload was refused, as a code the dashboard translates (`recordMedia.refusals.<code>`). */
export const UploadRefusal = {
  /** The request carried no file part. */
  NoFile: 'noFile',
  /** Not JPEG, PNG or WebP by its bytes (an SVG, a PDF, a text renamed `.png`). */
  NotAnImage: 'notAnImage',
  /** Its bytes start like an image but do not decode as one. */
  Unreadable: 'unreadable',
  /** Over the server's size limit. */
  TooLarge: 'tooLarge',
} as const;
export type UploadRefusal = (typeof UploadRefusal)[keyof typeof UploadRefusal];

/** The multipart field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

/** Where a record's images are uploaded (below `/api`), in the record's permission area. */
export const imageUploadCall = (record: string) =>
  ({ method: 'POST', path: `/Records/${record}/images`, auth: 'staff' }) as const satisfies WireCall;

/** Where a stored image (or its thumbnail) is read, by anyone: the pictures of public records. */
export const IMAGE_READ_CALL = {
  method: 'GET',
  path: '/Media/images/{file}',
  auth: 'none',
} as const satisfies WireCall;
