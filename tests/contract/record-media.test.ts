import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSchema, fieldIssues } from '../../src/contract/writes/record-form';
import {
  IMAGE_ADDRESS_MAX,
  IMAGE_PATH_PREFIX,
  isImageAddress,
  STORED_IMAGE_FILE,
  thumbnailOf,
} from '../../src/contract/writes/record-media';
import { MANAGED_RECORDS } from '../../src/contract/writes/records';

const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);
const extension = fc.constantFrom('jpg', 'png', 'webp');
const stored = fc.tuple(hex32, extension).map(([stem, ext]) => `${IMAGE_PATH_PREFIX}${stem}.${ext}`);

/** A form with one optional image field, as the records declare theirs. */
const imageOnly = createSchema([{ kind: 'image', name: 'imageUrl', required: false }]);
const parsed = (value: unknown) => v.safeParse(imageOnly, { imageUrl: value });

describe('image addresses', () => {
  it("names a stored image's thumbnail beside it, under a name the server serves", () => {
    fc.assert(
      fc.property(stored, (address) => {
        const thumbnail = thumbnailOf(address);
        expect(thumbnail).not.toBe(address);
        expect(thumbnail.startsWith(IMAGE_PATH_PREFIX)).toBe(true);
        expect(STORED_IMAGE_FILE.test(thumbnail.slice(IMAGE_PATH_PREFIX.length))).toBe(true);
        expect(STORED_IMAGE_FILE.test(address.slice(IMAGE_PATH_PREFIX.length))).toBe(true);
        // A thumbnail is not itself a record's image: it has no thumbnail of its own.
        expect(thumbnailOf(thumbnail)).toBe(thumbnail);
        expect(isImageAddress(thumbnail)).toBe(false);
      }),
    );
  });

  it('draws any other address as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.startsWith(IMAGE_PATH_PREFIX)),
        (address) => {
          expect(thumbnailOf(address)).toBe(address);
        },
      ),
    );
  });

  it('accepts stored images and https links, and keeps them as given', () => {
    fc.assert(
      fc.property(fc.oneof(stored, fc.webUrl({ validSchemes: ['https'] })), (address) => {
        const result = parsed(address);
        expect(result.success).toBe(true);
        if (result.success) expect(result.output.imageUrl).toBe(address);
      }),
    );
  });

  it('refuses every other scheme and any path the server did not make', () => {
    const other = fc.oneof(
      fc.tuple(
        fc.constantFrom('javascript:', 'http://', 'file:', 'data:text/html,', 'vbscript:', '//'),
        fc.string(),
      ),
      fc.tuple(fc.constantFrom('/api/Media/images/', '/', '../'), fc.string()),
    );
    fc.assert(
      fc.property(other, ([prefix, rest]) => {
        const address = `${prefix}${rest}`;
        fc.pre(!/^\/api\/Media\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/.test(address.trim()));
        fc.pre(address.trim() !== '');
        expect(fieldIssues(imageOnly, { imageUrl: address })).toEqual([
          { field: 'imageUrl', problem: 'notAnImage' },
        ]);
      }),
    );
  });

  it('stores an empty image field as null', () => {
    for (const empty of [undefined, null, '', '   ']) {
      const result = parsed(empty);
      expect(result.success && result.output.imageUrl).toBe(null);
    }
  });

  it('refuses an inline picture longer than the limit as too long', () => {
    const huge = `data:image/png;base64,${'A'.repeat(IMAGE_ADDRESS_MAX)}`;
    expect(fieldIssues(imageOnly, { imageUrl: huge })).toEqual([{ field: 'imageUrl', problem: 'tooLong' }]);
  });

  it("gives every record with a picture an image field, never a plain link, for its picture's column", () => {
    const pictures = Object.values(MANAGED_RECORDS).flatMap((record) =>
      record.form.filter((field) => ['imageUrl', 'photoUrl', 'thumbnailUrl'].includes(field.name)),
    );
    // Eight, then a certificate's, a gallery photo's, a center instruction's, a video's thumbnail,
    // a speaker's photo, a smart component's picture, a carousel image's, the logo record's and a
    // news-feed post's.
    expect(pictures.length).toBe(17);
    for (const field of pictures) expect(field.kind).toBe('image');
  });
});
