import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  DISPLAY_MAX_SIDE,
  IMAGE_PATH_PREFIX,
  IMAGE_TYPES,
  isImageType,
  STORED_IMAGE_FILE,
  THUMBNAIL_SIZE,
  UPLOAD_FILE_FIELD,
  UploadRefusal,
  type FixedImageSize,
  type ImageType,
  type UploadedImageWire,
} from '../../../src/contract/writes/record-media';
import type { RecordForm } from '../../../src/contract/writes/record-form';
import { MANAGED_RECORDS, type RecordName } from '../../../src/contract/writes/records';
import { ErrorMessage, HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { Handler, RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { recordImages } from './media-store';
import { RECORD_STORAGE } from './record-table';

/** The messages of an upload's refusals; `errors[0].problem` carries the code the form translates. */
export const UploadMessage = {
  [UploadRefusal.NoFile]: `Send one image as the multipart field "${UPLOAD_FILE_FIELD}".`,
  [UploadRefusal.NotAnImage]: 'Only JPEG, PNG and WebP images are accepted.',
  [UploadRefusal.Unreadable]: 'The file could not be read as an image.',
  [UploadRefusal.TooLarge]: 'The file is larger than the upload limit.',
} as const satisfies Record<UploadRefusal, string>;

const STATUS: Record<UploadRefusal, number> = {
  [UploadRefusal.NoFile]: 400,
  [UploadRefusal.NotAnImage]: 415,
  [UploadRefusal.Unreadable]: 400,
  [UploadRefusal.TooLarge]: 413,
};

/** A refusal in the shape of every refused request (`field`, and `errors` for the form). */
const refused = (problem: UploadRefusal, extra: Record<string, unknown> = {}): HttpAnswer =>
  HttpAnswer.error(STATUS[problem], UploadMessage[problem], {
    field: `body.${UPLOAD_FILE_FIELD}`,
    errors: [{ field: UPLOAD_FILE_FIELD, problem }],
    ...extra,
  });

/** A picture larger than this many pixels is refused before it is decoded (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

interface Encoded {
  readonly display: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
  /** The type kept: the type sent, or PNG for a picture of a fixed size. */
  readonly type: ImageType;
}

/** Nothing drawn: the margin of a picture fitted into a fixed size. */
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 } as const;

/**
 * A picture kept at exactly `size` (the logo's 50 × 50): turned upright, scaled to fit whole
 * inside it with its proportions kept (a logo is never cut), centred on a transparent margin, as
 * PNG (the one type kept that has transparency; a 50 × 50 PNG is a few kilobytes). The thumbnail
 * is the same picture: there is nothing larger to show.
 */
async function encodeFixed(bytes: Buffer, size: FixedImageSize): Promise<Encoded | null> {
  try {
    const fitted = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: 'contain', background: TRANSPARENT })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      display: fitted.data,
      thumbnail: fitted.data,
      width: fitted.info.width,
      height: fitted.info.height,
      type: 'image/png',
    };
  } catch {
    return null;
  }
}

/** The fixed size of a record's pictures (the logo record's), if its image field has one. */
function fixedSizeOf(name: RecordName): FixedImageSize | undefined {
  for (const field of MANAGED_RECORDS[name].form as RecordForm) {
    if (field.kind === 'image' && field.size !== undefined) return field.size;
  }
  return undefined;
}

/**
 * Re-encodes the picture in its own type: turned upright by its orientation tag, at most
 * `DISPLAY_MAX_SIDE` on its longer side, and a `THUMBNAIL_SIZE` crop from its middle. sharp writes
 * no metadata unless asked, so a camera's EXIF (its GPS position, its serial number) and any
 * comment or profile are gone from both copies.
 */
async function encode(bytes: Buffer, type: ImageType): Promise<Encoded | null> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const format = FORMAT[type];
    const display = await source
      .clone()
      .resize({ width: DISPLAY_MAX_SIDE, height: DISPLAY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize({ ...THUMBNAIL_SIZE, fit: 'cover' })
      .toFormat(format)
      .toBuffer();
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
      type,
    };
  } catch {
    return null;
  }
}

/** The uploaded file's bytes, or why there are none. */
async function readUpload(context: RouteContext<StaffPrincipal>): Promise<Buffer | HttpAnswer> {
  const { request } = context;
  if (!request.isMultipart()) return refused(UploadRefusal.NoFile);
  try {
    const part = await request.file();
    if (part === undefined || part.fieldname !== UPLOAD_FILE_FIELD) return refused(UploadRefusal.NoFile);
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return refused(UploadRefusal.TooLarge, { maxBytes: context.services.uploads.maxBytes });
    }
    // A broken multipart body (no boundary, cut short) is the client's mistake, not ours.
    if (typeof code === 'string' && code.startsWith('FST_')) return refused(UploadRefusal.NoFile);
    throw error;
  }
}

/**
 * POST /api/Records/{name}/images: stores one JPEG, PNG or WebP picture for a record of that
 * name (in its permission area) and answers its address and its thumbnail's. The type is read
 * from the bytes; anything else is 415, an undecodable picture 400, a file over the limit 413.
 * The upload is an audit record; the picture belongs to no record until a save names it.
 */
export function uploadRecordImage(name: RecordName): Handler<StaffPrincipal> {
  const storage = RECORD_STORAGE[name];
  const fixedSize = fixedSizeOf(name);
  return async (context) => {
    const bytes = await readUpload(context);
    if (bytes instanceof HttpAnswer) return bytes;
    if (bytes.length === 0) return refused(UploadRefusal.NoFile);
    const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
    if (!isImageType(sniffed)) return refused(UploadRefusal.NotAnImage, { detected: sniffed ?? null });
    const encoded =
      fixedSize === undefined ? await encode(bytes, sniffed) : await encodeFixed(bytes, fixedSize);
    if (encoded === null) return refused(UploadRefusal.Unreadable);

    const stem = randomBytes(16).toString('hex');
    const extension = IMAGE_TYPES[encoded.type];
    const file = `${stem}.${extension}`;
    const thumbnailFile = `${stem}.thumb.${extension}`;
    const store = recordImages(context.services.uploads.dir);
    const answer: UploadedImageWire = {
      imageUrl: `${IMAGE_PATH_PREFIX}${file}`,
      thumbnailUrl: `${IMAGE_PATH_PREFIX}${thumbnailFile}`,
      type: encoded.type,
      width: encoded.width,
      height: encoded.height,
      bytes: encoded.display.length,
    };
    await store.put(thumbnailFile, encoded.thumbnail);
    await store.put(file, encoded.display);
    try {
      await recordAudit(context.services.db, {
        actor: { kind: 'staff', id: context.principal.userId, name: context.principal.name },
        action: 'Create',
        area: storage.area,
        entity: 'Image',
        entityId: file,
        ip: context.ip,
        after: { record: name, ...answer, uploadedBytes: bytes.length },
        at: new Date(context.services.now()),
      });
    } catch (error) {
      // Unaudited, the picture is not kept.
      await Promise.all([store.remove(file), store.remove(thumbnailFile)]);
      throw error;
    }
    return answer;
  };
}

/** A year: a stored image's name is never reused, so its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/Media/images/{file}: a stored image or thumbnail, to anyone (they are the pictures of
 * the site's public records). The type is sniffed again from the stored bytes, never taken from
 * the name; `nosniff` stops a browser from guessing another.
 */
export const readRecordImage: Handler<null> = async (context) => {
  const file = context.params.file ?? '';
  const notFound = HttpAnswer.error(404, ErrorMessage.NotFound);
  if (!STORED_IMAGE_FILE.test(file)) return notFound;
  const bytes = await recordImages(context.services.uploads.dir).read(file);
  if (bytes === undefined) return notFound;
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isImageType(sniffed) || !file.endsWith(`.${IMAGE_TYPES[sniffed]}`)) return notFound;
  return new HttpAnswer(200, bytes, {
    'content-type': sniffed,
    'x-content-type-options': 'nosniff',
    'cache-control': IMMUTABLE,
    'content-disposition': 'inline',
  });
};
