import { describe, expect, it } from 'vitest';
import { BUNDLE_LANGUAGES, bundleObject, leaves, messages } from './bundles';

const english = messages('en');
const otherLanguages = BUNDLE_LANGUAGES.filter((language) => language !== 'en');

describe('bundle key sets', () => {
  it.each(BUNDLE_LANGUAGES)('holds only non-empty text at the leaves of %s', (language) => {
    const bad = leaves(bundleObject(language)).filter(
      ({ value }) => typeof value !== 'string' || value.trim() === '' || value !== value.trim(),
    );
    expect(bad).toEqual([]);
  });

  it.each(otherLanguages)('gives %s every key of en (none missing)', (language) => {
    const keys = messages(language);
    expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(otherLanguages)('gives %s no key that en lacks (none extra)', (language) => {
    expect([...messages(language).keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has an en bundle that is not empty', () => {
    expect(english.size).toBeGreaterThan(100);
  });
});
