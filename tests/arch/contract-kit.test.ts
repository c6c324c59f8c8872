import { beforeAll, describe, expect, it } from 'vitest';
import { cruiseFixture, type Violation } from './cruise-fixture';

/**
 * Proves that the contract kit's rule of `npm run lint:arch` bites: a throw-away tree holds a kit
 * that imports what it may (the contract, the domain, itself, node built-ins) and kit files that
 * each import one thing it may not; the project's own configuration must report each of those,
 * and nothing for the allowed ones.
 */
const RULE = 'contract-kit-imports-contract-and-domain-only';

const files: Record<string, string> = {
  'src/domain/ok/rule.ts': `export const rule = 1;\n`,
  'src/contract/ok/record.ts': `import * as v from 'valibot';\nimport { rule } from '../../domain/ok/rule';\nexport const wire = v.looseObject({ id: v.literal(rule) });\n`,
  'src/application/ok/use-case.ts': `import { rule } from '../../domain/ok/rule';\nexport const useCase = () => rule;\n`,
  'src/adapters/ok/adapter.ts': `import { useCase } from '../../application/ok/use-case';\nexport const adapter = { useCase };\n`,
  'server/ok.ts': `import { rule } from '../src/domain/ok/rule';\nexport const s = rule;\n`,
  'tests/ok/helper.ts': `export const helper = 1;\n`,
  // The kit's allowed imports.
  'scripts/contract-kit/check.ts': `import { parseArgs } from 'node:util';\nimport { wire } from '../../src/contract/ok/record';\nimport { rule } from '../../src/domain/ok/rule';\nexport const check = [parseArgs, wire, rule];\n`,
  'scripts/contract-kit/main.ts': `import { check } from './check';\nexport const main = () => check;\n`,
  // One forbidden import per file.
  'scripts/contract-kit/bad/imports-adapter.ts': `import { adapter } from '../../../src/adapters/ok/adapter';\nexport const x = adapter;\n`,
  'scripts/contract-kit/bad/imports-application.ts': `import { useCase } from '../../../src/application/ok/use-case';\nexport const x = useCase;\n`,
  'scripts/contract-kit/bad/imports-server.ts': `import { s } from '../../../server/ok';\nexport const x = s;\n`,
  'scripts/contract-kit/bad/imports-tests.ts': `import { helper } from '../../../tests/ok/helper';\nexport const x = helper;\n`,
  'scripts/contract-kit/bad/imports-npm.ts': `import { observable } from 'mobx';\nexport const x = observable;\n`,
  'scripts/contract-kit/bad/imports-schema-library.ts': `import * as v from 'valibot';\nexport const x = v.string();\n`,
};

let violations: Violation[] = [];

beforeAll(() => {
  ({ violations } = cruiseFixture(files, ['scripts/contract-kit']));
}, 60_000);

describe("the contract kit's architecture rule", () => {
  it.each([
    'scripts/contract-kit/bad/imports-adapter.ts',
    'scripts/contract-kit/bad/imports-application.ts',
    'scripts/contract-kit/bad/imports-server.ts',
    'scripts/contract-kit/bad/imports-tests.ts',
    'scripts/contract-kit/bad/imports-npm.ts',
    'scripts/contract-kit/bad/imports-schema-library.ts',
  ])('reports %s', (from) => {
    expect(
      violations.some((v) => v.rule.name === RULE && v.from === from),
      JSON.stringify(violations, null, 1),
    ).toBe(true);
  });

  it('reports nothing for the contract, the domain, the kit itself and node built-ins', () => {
    const kit = ['scripts/contract-kit/check.ts', 'scripts/contract-kit/main.ts'];
    expect(violations.filter((v) => kit.includes(v.from))).toEqual([]);
  });
});
