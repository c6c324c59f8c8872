import { SessionConstant } from '../../domain/session/session-constants';

/** The part of `Document` the jar touches; tests hand in a recorder. */
export interface CookieDocument {
  cookie: string;
}

export interface CookieJarOptions {
  /** Default: the page's `document`; none (outside a browser) makes the jar empty and inert. */
  readonly document?: CookieDocument;
  /** Adds `Secure`; default: the page is served over https. */
  readonly secure?: boolean;
  /** Lifetime of a written cookie; default `SessionConstant.cookieDays` (22). */
  readonly days?: number;
  readonly now?: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * Cookies on `document.cookie`, every one with `Path=/` (both apps and every route see it),
 * `SameSite=Lax` and, on https, `Secure`. Values are URI-encoded so JSON survives.
 */
export class CookieJar {
  constructor(private readonly options: CookieJarOptions = {}) {}

  /** The cookie's decoded value, or `null`. */
  get(name: string): string | null {
    const all = this.document()?.cookie ?? '';
    const wanted = encodeURIComponent(name);
    for (const pair of all.split(';')) {
      const at = pair.indexOf('=');
      if (at < 0 || pair.slice(0, at).trim() !== wanted) continue;
      const raw = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        // Written by something else without encoding: the raw text is the best answer.
        return raw;
      }
    }
    return null;
  }

  /** Writes the cookie with the jar's lifetime (or `days`). */
  set(name: string, value: string, days: number = this.options.days ?? SessionConstant.cookieDays): void {
    const now = this.options.now?.() ?? new Date();
    const expires = new Date(now.getTime() + days * DAY_MS);
    this.write(
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      `Expires=${expires.toUTCString()}`,
      `Max-Age=${Math.round(days * 86_400)}`,
    );
  }

  /** Expires the cookie now (same path, so it is the same cookie). */
  remove(name: string): void {
    this.write(`${encodeURIComponent(name)}=`, 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0');
  }

  private write(...parts: string[]): void {
    const doc = this.document();
    if (!doc) return;
    const attributes = [...parts, 'Path=/', 'SameSite=Lax'];
    if (this.secure()) attributes.push('Secure');
    doc.cookie = attributes.join('; ');
  }

  private document(): CookieDocument | undefined {
    return this.options.document ?? (typeof document === 'undefined' ? undefined : document);
  }

  private secure(): boolean {
    if (this.options.secure !== undefined) return this.options.secure;
    return typeof location !== 'undefined' && location.protocol === 'https:';
  }
}
