import { describe, expect, it } from 'vitest';
import { allowList, allowListedKeys, hasArabicScriptLetter, messages } from './bundles';

const english = messages('en');
const allowed = allowListedKeys();
const translated = ['ku', 'ar', 'zh'] as const;

describe('untranslated text', () => {
  it.each(translated)('never leaves a %s value equal to the en value, outside the allow-list', (language) => {
    const copies = [...messages(language)]
      .filter(([key, value]) => !allowed.has(key) && english.get(key) === value)
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});

describe('the allow-list', () => {
  it('gives every entry a reason', () => {
    expect(
      allowList().filter((entry) => typeof entry.reason !== 'string' || entry.reason.trim().length < 10),
    ).toEqual([]);
  });

  it('names only keys that exist in en, each once', () => {
    const keys = allowList().map((entry) => entry.key);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds only entries still needed (a copy of the English, or text outside Arabic script)', () => {
    const needed = (key: string) =>
      (['ku', 'ar'] as const).some((language) => {
        const value = messages(language).get(key) ?? '';
        return value === english.get(key) || !hasArabicScriptLetter(value);
      });
    expect([...allowed].filter((key) => !needed(key))).toEqual([]);
  });

  it('stays short', () => {
    expect(allowList().length).toBeLessThanOrEqual(12);
  });
});
