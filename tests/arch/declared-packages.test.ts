import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that `npm run lint:arch` refuses a package the code imports without declaring it: a
 * throw-away project with its own package.json (declaring React only) is cruised with the
 * project's configuration. Both packages it imports are installed; only the declared one passes.
 */
const root = resolve(import.meta.dirname, '../..');
let fixture = '';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture', private: true, dependencies: { react: '*' } }),
  'src/ui/ok/declared.tsx': `import { useState } from 'react';\nexport const x = useState;\n`,
  // Installed only because Blueprint depends on it: not this project's to import.
  'src/ui/bad/undeclared.tsx': `import classNames from 'classnames';\nexport const x = classNames;\n`,
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
let violations: Violation[] = [];
let lintExitCode: number | null = null;

beforeAll(() => {
  // Inside the checkout, so the packages resolve from its node_modules as they do for src/.
  fixture = mkdtempSync(join(root, '.arch-fixture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  cpSync(join(root, '.dependency-cruiser.cjs'), join(fixture, '.dependency-cruiser.cjs'));
  writeFileSync(
    join(fixture, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler' } }),
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
        'src',
      ],
      { cwd: fixture, encoding: 'utf8' },
    );
  lintExitCode = cruise('err').status;
  violations = (JSON.parse(cruise('json').stdout) as { summary: { violations: Violation[] } }).summary
    .violations;
}, 60_000);

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('the declared-packages rule', () => {
  it('fails the lint run on an import of a package that package.json does not declare', () => {
    expect(lintExitCode).not.toBe(0);
    expect(violations.map((v) => [v.rule.name, v.from])).toContainEqual([
      'no-non-package-json',
      'src/ui/bad/undeclared.tsx',
    ]);
  });

  it('lets a declared package through', () => {
    expect(violations.filter((v) => v.from === 'src/ui/ok/declared.tsx')).toEqual([]);
  });
});
