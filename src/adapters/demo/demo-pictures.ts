/**
 * The demo's pictures, drawn as small SVGs in `data:` URLs: the demo has no files and no network,
 * and the page's content policy allows `data:` images.
 */
export function picture(label: string, hue: number, width = 250, height = 200): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,42%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(Math.min(Math.min(width, height) / 4, (width * 1.6) / Math.max(1, label.length) / 1.2))}" ` +
    `fill="white" text-anchor="middle">${escapeXml(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A round avatar with the person's initials. */
export const avatar = (name: string, hue: number): string =>
  picture(
    name
      .split(' ')
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2),
    hue,
    64,
    64,
  );

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
