import { describe, expect, it } from 'vitest';
import { bundleObject, bundleText } from './bundles';

/** Every object of a bundle whose keys are out of order, by its dotted path. */
function unsortedObjects(node: unknown, path = '(root)'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  const keys = Object.keys(node);
  // Code-unit order: the same on every machine, whatever the locale.
  const sorted = [...keys].sort();
  const here = keys.every((key, i) => key === sorted[i]) ? [] : [path];
  return here.concat(
    keys.flatMap((key) =>
      unsortedObjects((node as Record<string, unknown>)[key], path === '(root)' ? key : `${path}.${key}`),
    ),
  );
}

describe('en bundle order', () => {
  it('keeps the keys of en alphabetised at every level', () => {
    expect(unsortedObjects(bundleObject('en'))).toEqual([]);
  });

  it.each(['en', 'ku', 'ar', 'zh'] as const)(
    'stores %s as 2-space JSON ending in one newline',
    (language) => {
      const text = bundleText(language);
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    },
  );
});
