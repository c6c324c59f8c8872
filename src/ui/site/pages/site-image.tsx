import { isStoredImage, thumbnailOf } from '../../../domain/media/image-address';

/**
 * The widths a stored picture comes in (docs/api-extensions.md, "Record images"): its thumbnail
 * (250 x 200, cropped from the middle) and the copy at most 1,600 on its longer side. Given both,
 * the browser takes the thumbnail for a small drawing (a doctor's photo in a card) and the copy for
 * a large one, by `sizes` and the screen's density.
 */
const THUMBNAIL_WIDTH = 250;
const DISPLAY_WIDTH = 1600;

/**
 * An image of a site page: lazy-loaded (unless it is the first thing on screen), decoded off the
 * main thread, with its box sized before it arrives so nothing below it jumps.
 */
export function SiteImage({
  src,
  width,
  height,
  sizes,
  className,
  eager = false,
  priority = false,
}: {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** How wide it is drawn, for the browser to pick a source (`100vw`, `96px`...). */
  readonly sizes: string;
  readonly className?: string;
  readonly eager?: boolean;
  /** The page's largest picture in the first screen: fetched first, before other images. */
  readonly priority?: boolean;
}) {
  const srcSet = isStoredImage(src)
    ? `${thumbnailOf(src)} ${THUMBNAIL_WIDTH}w, ${src} ${DISPLAY_WIDTH}w`
    : undefined;
  // Every image here sits beside a name or a title that says what it shows: decorative (alt="").
  return (
    <img
      src={src}
      srcSet={srcSet}
      alt=""
      width={width}
      height={height}
      sizes={srcSet === undefined ? undefined : sizes}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  );
}
