import type { CenterPhoto, CenterVideo } from './center-media';

/**
 * True when a link is there: a string with at least one non-space character. `trim` returns the
 * string itself when there is nothing to strip, so a real link costs no copy.
 */
export const hasUrl = (url: string | null | undefined): boolean =>
  typeof url === 'string' && url.trim() !== '';

/**
 * Drops the center videos without a `videoUrl`: missing, null, empty or only spaces. The others
 * keep their order.
 */
export function dropVideosWithoutUrl<T extends CenterVideo>(videos: readonly T[]): T[] {
  const out: T[] = [];
  for (const video of videos) if (hasUrl(video.videoUrl)) out.push(video);
  return out;
}

/**
 * Drops the center photos without an `imageUrl`: missing, null, empty or only spaces. The others
 * keep their order.
 */
export function dropPhotosWithoutUrl<T extends CenterPhoto>(photos: readonly T[]): T[] {
  const out: T[] = [];
  for (const photo of photos) if (hasUrl(photo.imageUrl)) out.push(photo);
  return out;
}
