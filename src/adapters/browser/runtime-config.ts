/** Where the API and the hubs live; one build serves any deployment (`/config.json`). */
export interface RuntimeConfig {
  /** Scheme and host of the API, without a trailing slash; the calls go to `{apiHost}/api`. */
  readonly apiHost: string;
  /** Scheme and host of the hubs, without a trailing slash (`{hubHost}/HaremHub`). */
  readonly hubHost: string;
  /**
   * Minutes without activity after which the dashboard signs its user out, as the file says it
   * (checked where it is used: `idleLimitMs`); absent when the file has none.
   */
  readonly sessionIdleMinutes?: number;
  /** `false` turns the template's demo group off (its menu and routes); absent or `true` keeps it. */
  readonly demo?: boolean;
}

/**
 * The two hosts of `/config.json` and its idle limit if it has one, or `undefined` when the file
 * says something else. Checked by
 * hand, not with the contract's schema library: the entry point loads this before the first paint,
 * and the library belongs in the container's chunk.
 */
function hostsOf(
  body: unknown,
): { apiHost: string; hubHost: string; sessionIdleMinutes?: number; demo?: boolean } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { apiHost, hubHost, sessionIdleMinutes, demo } = body as Record<string, unknown>;
  if (typeof apiHost !== 'string' || typeof hubHost !== 'string') return undefined;
  const hosts =
    typeof sessionIdleMinutes === 'number' ? { apiHost, hubHost, sessionIdleMinutes } : { apiHost, hubHost };
  // The demo switch is read only when it is a yes or a no; anything else keeps the default.
  return typeof demo === 'boolean' ? { ...hosts, demo } : hosts;
}

export interface RuntimeConfigOptions {
  /** The page's origin, the default of both hosts. */
  readonly origin: string;
  readonly url?: string;
  readonly fetch?: typeof fetch;
  /** A config that does not come within this time is treated as missing; default 5 s. */
  readonly timeoutMs?: number;
}

/**
 * Reads `/config.json` (`{ "apiHost": "...", "hubHost": "..." }`) once. Any failure (no file, an
 * error status, a body that is not that shape, a host that is not an http(s) URL, a timeout)
 * falls back to the page's origin for both hosts, so a plain deployment needs no config at all.
 * An empty host means the page's origin too.
 */
export class RuntimeConfigSource {
  private loaded: Promise<RuntimeConfig> | undefined;

  constructor(private readonly options: RuntimeConfigOptions) {}

  /** The config; every call after the first returns the same answer without a new request. */
  load(): Promise<RuntimeConfig> {
    this.loaded ??= this.fetchConfig();
    return this.loaded;
  }

  private async fetchConfig(): Promise<RuntimeConfig> {
    const origin = trimSlash(this.options.origin);
    const fallback = { apiHost: origin, hubHost: origin };
    const fetchImpl =
      this.options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    try {
      const response = await fetchImpl(this.options.url ?? '/config.json', {
        headers: { Accept: 'application/json' },
        cache: 'no-cache',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) return fallback;
      const hosts = hostsOf(await response.json());
      if (hosts === undefined) return fallback;
      const apiHost = host(hosts.apiHost, origin);
      const hubHost = host(hosts.hubHost, origin);
      if (apiHost === null || hubHost === null) return fallback;
      const withIdle =
        hosts.sessionIdleMinutes === undefined
          ? { apiHost, hubHost }
          : { apiHost, hubHost, sessionIdleMinutes: hosts.sessionIdleMinutes };
      return hosts.demo === undefined ? withIdle : { ...withIdle, demo: hosts.demo };
    } catch {
      return fallback;
    }
  }
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** The host as an origin-like URL without a trailing slash, `origin` for '', `null` if invalid. */
function host(value: string, origin: string): string | null {
  const trimmed = trimSlash(value.trim());
  if (trimmed === '') return origin;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
