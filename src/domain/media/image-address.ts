/*
 * The addresses a record's picture may have. Staff upload a picture and the server keeps a copy
 * and a thumbnail beside it under a random name (docs/api-extensions.md, "Record images"); a
 * record may also point at a picture kept elsewhere (an `https:` link) or hold one inline (the demo
 * data's placeholders).
 */

/** Where the server serves the stored pictures (below the site's origin). */
export const IMAGE_PATH_PREFIX = '/api/Media/images/';

/** A stored picture's address: 32 hex digits of randomness and its type. */
const STORED_IMAGE = /^\/api\/Media\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/** An inline picture of a type a browser draws without running anything (an `<img>` runs no SVG script). */
const INLINE_IMAGE = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/;

/** An `https:` link with a host and no spaces or controls. */
const HTTPS_LINK = /^https:\/\/[^\s/?#@\\]+(?:[/?#][^\s\\]*)?$/;

/** Whether the address is one the server stored. */
export const isStoredImage = (address: string): boolean => STORED_IMAGE.test(address);

/** Whether a record's picture may have this address. */
export function isImageAddress(address: string): boolean {
  return STORED_IMAGE.test(address) || INLINE_IMAGE.test(address) || HTTPS_LINK.test(address);
}

/**
 * The address to draw small: a stored picture's thumbnail, or the address itself for a picture
 * kept elsewhere.
 */
export function thumbnailOf(address: string): string {
  return STORED_IMAGE.test(address) ? address.replace(/\.(jpg|png|webp)$/, '.thumb.$1') : address;
}
