import { describe, expect, it } from 'vitest';
import { READS, type ReadName } from '../../src/contract/reads/reads';
import { pathParams } from '../../src/contract/shared/wire-call';
import { CALLER_PARAMS, KIT_PARAMS, SAMPLE_SOURCES } from '../../scripts/contract-kit/check';

const NAMES = Object.keys(READS) as ReadName[];

describe('the sample values of the contract kit', () => {
  it('fills every path parameter of every read, or names it as one only the caller knows', () => {
    const needed = NAMES.flatMap((name) => pathParams(READS[name].path).map((p) => `${name}.${p}`)).sort();
    expect([...KIT_PARAMS, ...CALLER_PARAMS].sort()).toEqual(needed);
  });

  it('takes each sample from a read without parameters, which the kit checks first', () => {
    for (const [key, source] of Object.entries(SAMPLE_SOURCES)) {
      expect(READS[source.read].path, key).not.toMatch(/\{/);
    }
  });
});
