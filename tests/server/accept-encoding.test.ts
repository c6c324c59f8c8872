import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellOutWildcard } from '../../server/http/accept-encoding';
import { call } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

interface Entry {
  readonly name: string;
  readonly q: string | undefined;
}

const headerOf = (entries: readonly Entry[]) =>
  entries.map(({ name, q }) => (q === undefined ? name : `${name};q=${q}`)).join(', ');

/**
 * How much a header accepts a coding, as HTTP defines it: the quality it is named with, else the
 * quality of `*`, else not at all. Each coding is named at most once (the generators below).
 */
function qualityOf(entries: readonly Entry[], coding: string): number {
  const named = entries.find(({ name }) => name === coding) ?? entries.find(({ name }) => name === '*');
  if (named === undefined) return 0;
  return named.q === undefined ? 1 : Number(named.q);
}

const quality = fc.option(fc.constantFrom('0', '0.001', '0.1', '0.5', '0.9', '1'), { nil: undefined });

/** A header naming each of `names` at most once, in any order, each with or without a quality. */
const header = (names: readonly string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: names.length })
    .chain((picked) => fc.tuple(...picked.map((name) => fc.record({ name: fc.constant(name), q: quality }))));

describe("a header's `*` written out", () => {
  const codings = ['br', 'gzip', 'deflate'];

  it('gives every coding the quality the original header gives it, and leaves no `*`', () => {
    fc.assert(
      fc.property(header(['br', 'gzip', 'deflate', 'identity', '*']), (entries) => {
        const spelled = spellOutWildcard(headerOf(entries), codings);
        expect(spelled).not.toContain('*');
        const parsed = spelled
          .split(',')
          .filter((part) => part.trim() !== '')
          .map((part) => {
            const [name = '', q] = part.split(';q=').map((piece) => piece.trim());
            return { name, q };
          });
        for (const coding of codings) expect(qualityOf(parsed, coding)).toBe(qualityOf(entries, coding));
      }),
    );
  });

  it.each([
    ['*', 'br, gzip, deflate'],
    ['gzip;q=0, *', 'gzip;q=0, br, deflate'],
    ['*;q=0.5, br', 'gzip;q=0.5, deflate;q=0.5, br'],
    ['BR, *', 'BR, gzip, deflate'],
    ['br, gzip, deflate, *;q=0.1', 'br, gzip, deflate'],
    ['gzip, deflate, br, zstd', 'gzip, deflate, br, zstd'],
  ])('writes %j as %j', (original, spelled) => {
    expect(spellOutWildcard(original, codings)).toBe(spelled);
  });
});

describe('the coding the server answers a build script in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await removeFolders(server);
  });

  const encodingFor = async (accept: string | undefined) => {
    const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(answer.status).toBe(200);
    return answer.headers['content-encoding'] ?? 'identity';
  };

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0.5, gzip', 'gzip'],
    [undefined, 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['gzip;q=abc', 'identity'],
  ])('%j gets %s', async (accept, expected) => {
    expect(await encodingFor(accept)).toBe(expected);
  });

  it('is the build copy the client accepts most, brotli on a tie, else compressed on the fly or not at all', async () => {
    await fc.assert(
      fc.asyncProperty(header(['br', 'gzip', 'identity', '*']), async (entries) => {
        const br = qualityOf(entries, 'br');
        const gzip = qualityOf(entries, 'gzip');
        // Without a copy it accepts, a `*` that still accepts deflate gets the script deflated.
        const otherwise = qualityOf(entries, 'deflate') > 0 ? 'deflate' : 'identity';
        const expected = br === 0 && gzip === 0 ? otherwise : br >= gzip ? 'br' : 'gzip';
        expect(await encodingFor(headerOf(entries))).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });
});
