import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and docs say a rule in words. The spec documents live outside the
 * repository, so a citation of one of their numbered sections tells a reader nothing they can
 * open: `docs/domain.md` states every business rule, and the code says it where it applies. This
 * scans the project's own text for a section sign followed by a number and names each file and
 * line that has one.
 */

const ROOT = join(import.meta.dirname, '..', '..');

/** The folders and single files scanned, relative to the project root. */
const SCANNED_ROOTS = [
  'src',
  'server',
  'build',
  'scripts',
  'tests',
  'bench',
  'docs',
  'README.md',
  'index.html',
  'site/index.html',
  'vite.config.ts',
];

const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|json|sql|ya?ml|txt)$/;

/** The section sign, built from its code point so this file does not cite anything itself. */
const SECTION_SIGN = String.fromCharCode(0xa7);
const CITATION = new RegExp(`${SECTION_SIGN}\\s*\\d`);

/** The lines of `text` that cite a numbered section, as `line: text`. */
export function citationLines(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function filesUnder(path: string): string[] {
  const absolute = join(ROOT, path);
  if (statSync(absolute).isFile()) return [path];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = relative(ROOT, join(absolute, entry.name));
    if (entry.isDirectory()) return filesUnder(child);
    return TEXT_FILE.test(entry.name) ? [child] : [];
  });
}

const scanned = SCANNED_ROOTS.flatMap(filesUnder).map((path) => path.split('\\').join('/'));
const citationsIn = (path: string) => citationLines(readFileSync(join(ROOT, path), 'utf8'));

describe('no citations of the spec documents by section number', () => {
  it('finds a citation in any of the forms they were written in', () => {
    const cites = [
      `(000 ${SECTION_SIGN}4)`,
      `000 ${SECTION_SIGN}9's snackbar`,
      `(001 ${SECTION_SIGN}3, ${SECTION_SIGN}4)`,
      `${SECTION_SIGN}7 of both`,
      `${SECTION_SIGN} 8`,
    ];
    for (const cite of cites)
      expect(citationLines(`ok\n * the rule ${cite}.\n`), cite).toEqual([`2: * the rule ${cite}.`]);
    expect(citationLines('the spec says so, in words; 1,000 rows; 50 ms')).toEqual([]);
  });

  it('scans every root it names', () => {
    for (const root of SCANNED_ROOTS)
      expect(
        scanned.some((path) => path.startsWith(root)),
        root,
      ).toBe(true);
  });

  it('holds no citation in code, tests or docs', () => {
    const found = scanned.flatMap((path) => citationsIn(path).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });
});
