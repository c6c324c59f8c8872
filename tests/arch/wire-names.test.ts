import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The backend's spellings stay in the contract (src/contract) and the server: the domain, the
 * application and the adapters speak clean names only (the views keep the spec's screen addresses,
 * which are not wire names). The list is every misspelt wire name
 * the spec keeps, path segments included. Comments may cite the wire (to say what maps to what);
 * code may not.
 */
const WIRE_SPELLINGS = [
  'appointmnet',
  'cancledBy',
  'martialStaus',
  'notSeenTestes',
  'childerens',
  'replayId',
  'Artcles',
  'Dahsboard',
  'Auidts',
  'Partion',
  'Statstics',
  'Carousell',
  'GetAppconfig',
  'codeIsSentCounter',
  'numberOfMessagesNotSeenByAdmin',
  'phonenumber',
] as const;

const root = resolve(import.meta.dirname, '../..');

/** The code of a file without its comments (good enough for these names, which hold no quotes). */
const codeOf = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

describe('wire names stay in the contract', () => {
  const files = ['src/domain', 'src/application', 'src/adapters'].flatMap(sourceFiles);

  it('finds source files to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('strips comments but keeps code', () => {
    expect(codeOf('const a = 1; // childerens\n/** appointmnet */ const martialStaus = 2;')).toContain(
      'martialStaus',
    );
    expect(codeOf('// childerens\n/** appointmnet */')).not.toMatch(/childerens|appointmnet/);
  });

  it.each(WIRE_SPELLINGS)('no file of src/ outside src/contract spells %s', (spelling) => {
    const offenders = files.filter((f) => codeOf(readFileSync(join(root, f), 'utf8')).includes(spelling));
    expect(offenders).toEqual([]);
  });
});
