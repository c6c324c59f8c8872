import { describe, expect, it } from 'vitest';
import { messages, placeholderNames } from './bundles';

const english = messages('en');
const others = ['ku', 'ar', 'zh'] as const;

/** Keys whose value in `language` lacks a placeholder of the en value, with the names missing. */
function missingPlaceholders(language: (typeof others)[number]): string[] {
  const values = messages(language);
  return [...english].flatMap(([key, text]) => {
    const have = new Set(placeholderNames(values.get(key) ?? ''));
    const missing = placeholderNames(text).filter((name) => !have.has(name));
    return missing.length === 0 ? [] : [`${key}: ${missing.join(', ')}`];
  });
}

/** Keys whose value in `language` has a placeholder en does not pass, which would show raw. */
function strayPlaceholders(language: (typeof others)[number]): string[] {
  return [...messages(language)].flatMap(([key, text]) => {
    const known = new Set(placeholderNames(english.get(key) ?? ''));
    const stray = placeholderNames(text).filter((name) => !known.has(name));
    return stray.length === 0 ? [] : [`${key}: ${stray.join(', ')}`];
  });
}

describe('interpolation placeholders', () => {
  it.each(others)('keeps every placeholder of the en value in the %s value', (language) => {
    expect(missingPlaceholders(language)).toEqual([]);
  });

  it.each(others)('adds no placeholder to a %s value that the en value does not have', (language) => {
    expect(strayPlaceholders(language)).toEqual([]);
  });

  it.each(['en', ...others] as const)('writes only well-formed {{name}} placeholders in %s', (language) => {
    const broken = [...messages(language)]
      .filter(([, text]) => (text.match(/\{\{|\}\}/g) ?? []).length !== placeholderNames(text).length * 2)
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('never names a placeholder count, which would switch i18next to plural keys the bundles do not have', () => {
    expect([...english].filter(([, text]) => placeholderNames(text).includes('count'))).toEqual([]);
  });

  it.each([
    ['{{name}}', ['name']],
    ['Hello, {{ name }}!', ['name']],
    ['{{from, lowercase}} to {{to,lowercase}}', ['from', 'to']],
    ['no placeholder', []],
  ])('reads the placeholders of %j as %j', (text, names) => {
    expect(placeholderNames(text)).toEqual(names);
  });
});
