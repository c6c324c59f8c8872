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
}: {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** How wide it is drawn, for the browser to pick a source (`100vw`, `96px`...). */
  readonly sizes: string;
  readonly className?: string;
  readonly eager?: boolean;
}) {
  // Every image here sits beside a name or a title that says what it shows: decorative (alt="").
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
