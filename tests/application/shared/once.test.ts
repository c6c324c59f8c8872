import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyFields, once, onceUntilFailed } from '../../../src/application/shared/once';

describe('a value built once', () => {
  it('is built on the first read only, however many reads follow, and is the same value each time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (reads) => {
        let builds = 0;
        const get = once(() => ({ build: ++builds }));
        const values = Array.from({ length: reads }, get);
        expect(builds).toBe(1);
        expect(new Set(values).size).toBe(1);
      }),
    );
  });

  it('is not built before it is read, and keeps an undefined or null value', () => {
    let builds = 0;
    const get = once(() => {
      builds += 1;
      return undefined;
    });
    expect(builds).toBe(0);
    expect(get()).toBeUndefined();
    expect(get()).toBeUndefined();
    expect(builds).toBe(1);
  });
});

describe('an object of fields built once', () => {
  it('builds no field before it is read, each once, and lets a builder read the other fields', () => {
    const builds: string[] = [];
    const fields: { readonly base: { n: number }; readonly derived: number } = lazyFields({
      base: () => {
        builds.push('base');
        return { n: 2 };
      },
      derived: () => {
        builds.push('derived');
        return fields.base.n * 10;
      },
    });
    expect(builds).toEqual([]);
    expect(fields.derived).toBe(20);
    expect(fields.derived).toBe(20);
    expect(fields.base).toBe(fields.base);
    expect(builds).toEqual(['derived', 'base']);
    expect(Object.keys(fields)).toEqual(['base', 'derived']);
  });
});

describe('a load done once until it fails', () => {
  it('is shared by every caller while it runs and after it succeeded', async () => {
    let loads = 0;
    const load = onceUntilFailed(async () => ++loads);
    const answers = await Promise.all([load(), load(), load()]);
    expect(answers).toEqual([1, 1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('is started again by the next call after a failure, and kept once it succeeds', async () => {
    let loads = 0;
    const load = onceUntilFailed(async () => {
      loads += 1;
      if (loads === 1) throw new Error('dropped connection');
      return loads;
    });
    await expect(load()).rejects.toThrow('dropped connection');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(loads).toBe(2);
  });
});
