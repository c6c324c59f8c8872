import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTranslationBundle } from '../../../src/adapters/i18n/translation-bundle-check';

const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);
// Nested up to the check's bound of 8 levels; deeper is tested on its own below.
const { bundle } = fc.letrec((tie) => ({
  bundle: fc.dictionary(segment, fc.oneof({ maxDepth: 7, depthSize: 'small' }, fc.string(), tie('bundle')), {
    maxKeys: 5,
  }),
}));

const nest = (path: readonly string[], leaf: unknown): unknown =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf);

describe('checkTranslationBundle', () => {
  it('accepts every nested object of texts as it is', () => {
    fc.assert(
      fc.property(bundle, (value) => {
        expect(checkTranslationBundle(value)).toEqual({ ok: true, value });
      }),
    );
  });

  it('rejects a bundle with any leaf that is not text, naming that leaf', () => {
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), notText, (path, leaf) => {
        expect(checkTranslationBundle(nest(path, leaf))).toEqual({
          ok: false,
          field: path.join('.'),
        });
      }),
    );
  });

  it('accepts eight levels and rejects a ninth, deeper than any namespace', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(checkTranslationBundle(nest(keys.slice(0, 8), 'text')).ok).toBe(true);
    expect(checkTranslationBundle(nest(keys, 'text'))).toEqual({
      ok: false,
      field: 'a.b.c.d.e.f.g.h',
    });
  });

  it.each([
    ['an array', ['a'], '(body)'],
    ['null', null, '(body)'],
    ['text', 'hello', '(body)'],
    ['a prototype key', JSON.parse('{"common": {"__proto__": {"x": "y"}}}') as unknown, 'common.__proto__'],
    ['an empty key', { common: { '': 'x' } }, 'common.'],
  ])('rejects %s', (_what, value, field) => {
    expect(checkTranslationBundle(value)).toEqual({ ok: false, field });
  });
});
