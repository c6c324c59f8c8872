import { beforeAll, describe, expect, it } from 'vitest';
import { cruiseFixture, type Violation } from './cruise-fixture';

/**
 * Proves that `npm run lint:arch` refuses a package the code imports without declaring it: a
 * throw-away project with its own package.json (declaring React only) is cruised with the
 * project's configuration. Both packages it imports are installed; only the declared one passes.
 */

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture', private: true, dependencies: { react: '*' } }),
  'src/ui/ok/declared.tsx': `import { useState } from 'react';\nexport const x = useState;\n`,
  // Installed only because Blueprint depends on it: not this project's to import.
  'src/ui/bad/undeclared.tsx': `import classNames from 'classnames';\nexport const x = classNames;\n`,
};

let violations: Violation[] = [];
let lintExitCode: number | null = null;

beforeAll(() => {
  ({ violations, exitCode: lintExitCode } = cruiseFixture(files, ['src']));
}, 60_000);

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
