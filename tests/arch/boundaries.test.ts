import { beforeAll, describe, expect, it } from 'vitest';
import { cruiseFixture, type Violation } from './cruise-fixture';

/**
 * Proves that `npm run lint:arch` bites: a throw-away tree with one forbidden import per rule is
 * cruised with the project's own configuration, and every rule must report its violation, while
 * the allowed arrows of the hexagon report nothing.
 */

const files: Record<string, string> = {
  // Allowed arrows.
  'src/domain/ok/rule.ts': `export const rule = 1;\n`,
  'src/domain/ok/uses-rule.ts': `import { rule } from './rule';\nexport const twice = rule * 2;\n`,
  'src/application/ok/use-case.ts': `import { rule } from '../../domain/ok/rule';\nexport const useCase = () => rule;\n`,
  'src/adapters/ok/adapter.ts': `import { useCase } from '../../application/ok/use-case';\nimport { makeAutoObservable } from 'mobx';\nexport const adapter = { useCase, makeAutoObservable };\n`,
  'src/contract/ok/record.ts': `import * as v from 'valibot';\nimport { rule } from '../../domain/ok/rule';\nexport const wire = v.looseObject({ id: v.literal(rule) });\n`,
  'src/adapters/ok/reads.ts': `import { wire } from '../../contract/ok/record';\nexport const reads = [wire];\n`,
  'src/ui/ok/view.tsx': `import { useState } from 'react';\nimport { useCase } from '../../application/ok/use-case';\nexport const View = () => { useState(useCase()); return null; };\n`,
  'src/entry.tsx': `import { adapter } from './adapters/ok/adapter';\nimport { View } from './ui/ok/view';\nexport default [adapter, View];\n`,
  'server/ok.ts': `import { rule } from '../src/domain/ok/rule';\nimport { wire } from '../src/contract/ok/record';\nexport const s = [rule, wire];\n`,
  // Forbidden arrows, one file per rule.
  'src/domain/bad/imports-npm.ts': `import { useState } from 'react';\nexport const x = useState;\n`,
  'src/domain/bad/imports-builtin.ts': `import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n`,
  'src/domain/bad/imports-adapter.ts': `import { adapter } from '../../adapters/ok/adapter';\nexport const x = adapter;\n`,
  'src/application/bad/imports-mobx.ts': `import { observable } from 'mobx';\nexport const x = observable;\n`,
  'src/application/bad/imports-adapter.ts': `import { adapter } from '../../adapters/ok/adapter';\nexport const x = adapter;\n`,
  'src/adapters/bad/imports-ui.ts': `import { View } from '../../ui/ok/view';\nexport const x = View;\n`,
  'src/ui/bad/imports-adapter.tsx': `import { adapter } from '../../adapters/ok/adapter';\nexport const x = adapter;\n`,
  'src/domain/bad/imports-ui.ts': `import { View } from '../../ui/ok/view';\nexport const x = View;\n`,
  'server/bad/imports-ui.ts': `import { View } from '../../src/ui/ok/view';\nexport const x = View;\n`,
  'src/contract/bad/imports-application.ts': `import { useCase } from '../../application/ok/use-case';\nexport const x = useCase;\n`,
  'src/contract/bad/imports-npm.ts': `import { observable } from 'mobx';\nexport const x = observable;\n`,
  'server/bad/imports-application.ts': `import { useCase } from '../../src/application/ok/use-case';\nexport const x = useCase;\n`,
  'server/bad/imports-adapter.ts': `import { adapter } from '../../src/adapters/ok/adapter';\nexport const x = adapter;\n`,
  'src/domain/bad/imports-server.ts': `import { s } from '../../../server/ok';\nexport const x = s;\n`,
  'src/domain/cycle/a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
  'src/domain/cycle/b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
};

let violations: Violation[] = [];
let lintExitCode: number | null = null;

beforeAll(() => {
  ({ violations, exitCode: lintExitCode } = cruiseFixture(files, ['src', 'server']));
}, 60_000);

const reported = (rule: string, from: string) =>
  violations.some((v) => v.rule.name === rule && v.from === from);

describe('the architecture checker', () => {
  it('fails the lint run when any arrow is broken', () => {
    expect(lintExitCode).not.toBe(0);
  });

  it.each([
    ['domain-is-pure', 'src/domain/bad/imports-npm.ts'],
    ['domain-is-pure', 'src/domain/bad/imports-builtin.ts'],
    ['domain-is-pure', 'src/domain/bad/imports-adapter.ts'],
    ['domain-is-pure', 'src/domain/bad/imports-ui.ts'],
    ['application-imports-domain-only', 'src/application/bad/imports-mobx.ts'],
    ['application-imports-domain-only', 'src/application/bad/imports-adapter.ts'],
    ['adapters-never-import-ui', 'src/adapters/bad/imports-ui.ts'],
    ['ui-reaches-adapters-through-the-container-only', 'src/ui/bad/imports-adapter.tsx'],
    ['only-entry-points-import-ui', 'src/domain/bad/imports-ui.ts'],
    ['only-entry-points-import-ui', 'server/bad/imports-ui.ts'],
    ['contract-imports-domain-and-its-schema-library-only', 'src/contract/bad/imports-application.ts'],
    ['contract-imports-domain-and-its-schema-library-only', 'src/contract/bad/imports-npm.ts'],
    ['server-reaches-src-through-contract-and-domain', 'server/bad/imports-ui.ts'],
    ['server-reaches-src-through-contract-and-domain', 'server/bad/imports-adapter.ts'],
    ['server-reaches-src-through-contract-and-domain', 'server/bad/imports-application.ts'],
    ['src-never-imports-server-or-tests', 'src/domain/bad/imports-server.ts'],
    ['no-circular', 'src/domain/cycle/a.ts'],
  ])('reports %s for %s', (rule, from) => {
    expect(reported(rule, from), JSON.stringify(violations, null, 1)).toBe(true);
  });

  it('reports nothing for the arrows the hexagon allows', () => {
    const allowed = Object.keys(files).filter((path) => path.includes('/ok/') || path === 'src/entry.tsx');
    expect(violations.filter((v) => allowed.includes(v.from))).toEqual([]);
  });
});
