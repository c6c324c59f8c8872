/**
 * Demo pictures as small SVG data URIs: the demo needs no image files, works offline, and the apps'
 * Content-Security-Policy allows `data:` images. Real deployments upload real pictures.
 */
const svg = (body: string, width: number, height: number): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** Latin letters and digits only: the SVG carries no font of its own. */
const safe = (text: string): string => text.replace(/[^A-Za-z0-9 .&'-]/g, '').slice(0, 40);

/** A round avatar with initials. */
export function avatarImage(initials: string, hue: number): string {
  return svg(
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue},55%,45%)"/><text x="64" y="78" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${safe(initials)}</text>`,
    128,
    128,
  );
}

/** A wide banner with a caption (carousel slides, news, events). */
export function bannerImage(caption: string, hue: number): string {
  return svg(
    `<defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="60" y="220" font-family="sans-serif" font-size="56" fill="#fff">${safe(caption)}</text>`,
    1200,
    400,
  );
}

/** A plain photo stand-in (galleries, thumbnails). */
export function photoImage(hue: number): string {
  return svg(
    `<rect width="640" height="480" fill="hsl(${hue},35%,70%)"/><path d="M0 400 L200 250 L330 350 L460 220 L640 380 L640 480 L0 480Z" fill="hsl(${hue},35%,45%)"/><circle cx="500" cy="110" r="50" fill="hsl(${(hue + 30) % 360},70%,85%)"/>`,
    640,
    480,
  );
}

/** A square product tile with a short label. */
export function productImage(label: string, hue: number): string {
  return svg(
    `<rect width="256" height="256" rx="24" fill="hsl(${hue},50%,92%)"/><rect x="78" y="48" width="100" height="160" rx="18" fill="hsl(${hue},50%,55%)"/><text x="128" y="236" font-family="sans-serif" font-size="20" fill="hsl(${hue},50%,30%)" text-anchor="middle">${safe(label)}</text>`,
    256,
    256,
  );
}

/** Initials of a Latin-letter name: `Dr. Shilan Aziz` gives `SA`. */
export function initialsOf(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
