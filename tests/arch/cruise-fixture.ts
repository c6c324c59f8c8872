import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** One rule broken by one import, as dependency-cruiser reports it. */
export interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** What `npm run lint:arch` says of a throw-away tree. */
export interface CruiseResult {
  readonly violations: Violation[];
  /** The exit code of the error report, as the lint runs it. */
  readonly exitCode: number | null;
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Writes `files` into a throw-away tree inside the checkout (so npm packages resolve from its
 * node_modules as they do for the real code), cruises `folders` with the project's own
 * configuration, and removes the tree again.
 */
export function cruiseFixture(
  files: Readonly<Record<string, string>>,
  folders: readonly string[],
): CruiseResult {
  const fixture = mkdtempSync(join(root, '.arch-fixture-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }
    cpSync(join(root, '.dependency-cruiser.cjs'), join(fixture, '.dependency-cruiser.cjs'));
    writeFileSync(
      join(fixture, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler' },
      }),
    );
    const cruise = (outputType: string) =>
      spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
          '--config',
          '.dependency-cruiser.cjs',
          '--output-type',
          outputType,
          ...folders,
        ],
        { cwd: fixture, encoding: 'utf8' },
      );
    const exitCode = cruise('err').status;
    const { summary } = JSON.parse(cruise('json').stdout) as { summary: { violations: Violation[] } };
    return { violations: summary.violations, exitCode };
  } finally {
    rmSync(fixture, { recursive: true, force: true });
  }
}
