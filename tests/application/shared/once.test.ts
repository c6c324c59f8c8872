import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyFields, once } from '../../../src/application/shared/once';

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
