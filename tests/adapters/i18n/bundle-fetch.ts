import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path join, not `new URL(..., import.meta.url)`: under jsdom Vite rewrites that form into an
// asset address of the test page.
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

/** Reads a file of `public/` by its URL path, as a static server would; `undefined` when absent. */
export async function publicFile(pathname: string): Promise<string | undefined> {
  const file = normalize(join(PUBLIC_DIR, pathname));
  if (!file.startsWith(PUBLIC_DIR)) return undefined;
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

export interface BundleFetch {
  readonly fetch: typeof fetch;
  /** Every URL asked for, in order. */
  readonly urls: string[];
}

/**
 * A `fetch` answering from the real `public/` folder, for tests that need many i18next instances
 * quickly. `fail` names the bundles (by language) that answer 500 instead.
 */
export function bundleFetch(fail: readonly string[] = []): BundleFetch {
  const urls: string[] = [];
  const impl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url.href);
    const language = /^\/assets\/webLangs\/([^/]+)\/translate\.json$/.exec(url.pathname)?.[1];
    if (language !== undefined && fail.includes(language)) return new Response('down', { status: 500 });
    const body = await publicFile(url.pathname);
    return body === undefined
      ? new Response('not found', { status: 404 })
      : new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: impl as typeof fetch, urls };
}
