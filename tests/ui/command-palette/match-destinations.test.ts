import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MatchRank,
  foldForSearch,
  matchDestinations,
  matchRank,
  type SearchFields,
} from '../../../src/ui/features/command-palette/match-destinations';
import { paletteDestinations } from '../../../src/ui/features/command-palette/palette-destinations';
import { ALL_PERMISSION_AREAS } from '../../../src/domain/lists/permission-area';
import { messages } from '../../i18n/bundles';

const LANGUAGES = ['en', 'ku', 'ar'] as const;
type Shown = (typeof LANGUAGES)[number];

interface Row extends SearchFields {
  readonly id: string;
}

const english = messages('en');
const destinations = paletteDestinations(ALL_PERMISSION_AREAS);

/** The palette's rows as a user of `language` sees them, titles from the real bundles. */
function rowsIn(language: Shown): Row[] {
  const bundle = messages(language);
  return destinations.map((d) => ({
    id: d.id,
    title: bundle.get(d.titleKey) ?? d.titleKey,
    englishTitle: english.get(d.titleKey) ?? d.titleKey,
    path: d.path,
  }));
}

const ROWS: Readonly<Record<Shown, Row[]>> = { en: rowsIn('en'), ku: rowsIn('ku'), ar: rowsIn('ar') };
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

/** Makes some letters upper case, as a user might type them. */
const recased = (text: string, flips: readonly boolean[]) =>
  [...text].map((char, i) => (flips[i % Math.max(1, flips.length)] ? char.toUpperCase() : char)).join('');

const rowArb: fc.Arbitrary<Row> = fc.record({
  id: fc.uuid(),
  title: fc.string({ maxLength: 12 }),
  englishTitle: fc.string({ maxLength: 12 }),
  path: fc.string({ maxLength: 12 }),
});
// Queries from a small alphabet, so they often occur inside the short fields.
const queryArb = fc.string({ unit: fc.constantFrom('a', 'b', 'A', ' ', '-'), minLength: 1, maxLength: 3 });
const fieldsArb = fc.array(
  fc.record({
    id: fc.uuid(),
    title: fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' '), maxLength: 8 }),
    englishTitle: fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' '), maxLength: 8 }),
    path: fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-'), maxLength: 8 }),
  }),
  { maxLength: 12 },
);

describe('matching palette rows', () => {
  it('finds every route by its own full title, in en, ku and ar, whatever the case typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 1 }),
        (language, pick, flips) => {
          const rows = ROWS[language];
          const row = rows[pick % rows.length] as Row;
          const found = matchDestinations(rows, recased(row.title, flips));
          expect(ids(found)).toContain(row.id);
        },
      ),
    );
  });

  it('answers with a subset of the rows, each at most once', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 15 }), fc.string({ maxLength: 4 }), (rows, query) => {
        const found = matchDestinations(rows, query);
        expect(found.every((row) => rows.includes(row))).toBe(true);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });

  it('ranks rows a field of which starts with the query before rows that only contain it', () => {
    fc.assert(
      fc.property(fieldsArb, queryArb, (rows, query) => {
        const folded = foldForSearch(query);
        const ranks = matchDestinations(rows, query).map((row) => matchRank(row, folded));
        const lastPrefix = ranks.lastIndexOf(MatchRank.Prefix);
        const firstSubstring = ranks.indexOf(MatchRank.Substring);
        if (lastPrefix >= 0 && firstSubstring >= 0) expect(lastPrefix).toBeLessThan(firstSubstring);
      }),
    );
  });

  it('keeps every row, in order, for an empty or blank query', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 10 }), fc.constantFrom('', ' ', '  \t'), (rows, query) => {
        expect(matchDestinations(rows, query)).toEqual(rows);
      }),
    );
  });

  it('drops every row no field of which holds the query', () => {
    fc.assert(
      fc.property(fieldsArb, (rows) => {
        expect(matchDestinations(rows, 'zzz')).toEqual([]);
      }),
    );
  });

  it.each<[string, Shown, string, string]>([
    ['an English title, any case', 'en', 'ONLINE appointments', 'onlineAppointments'],
    ['a word inside an English title', 'en', 'gallery', 'centerGallery'],
    ['the path as the spec spells it', 'en', 'PharmcyPartion', 'pharmacyPartition'],
    ['a path with its dashes typed as spaces', 'en', 'doctor assistant', 'doctorAssistant'],
    ['the English title while Arabic is shown', 'ar', 'Doctor Tags', 'doctorTags'],
    ['the English title while Kurdish is shown', 'ku', 'complaints', 'complaints'],
  ])('finds a route by %s', (_case, language, query, id) => {
    expect(ids(matchDestinations(ROWS[language], query))).toContain(id);
  });

  it('puts a title that starts with the query first', () => {
    expect(ids(matchDestinations(ROWS.en, 'doctors'))[0]).toBe('doctors');
  });

  it('finds nothing for a query no route holds', () => {
    expect(matchDestinations(ROWS.en, 'xylophone')).toEqual([]);
  });
});

describe('folding text for the search', () => {
  it.each([
    ['upper and lower case', 'Doctor Tags', 'doctor tags'],
    ['alef with hamza (أ إ) and madda (آ) as bare alef', 'أطباء إدارة آخر', 'اطباء ادارة اخر'],
    ['Arabic kaf and yeh as the Sorani letters', 'كتب يى', 'کتب یی'],
    ['diacritics and tatweel dropped', 'مُـحَـمَّد', 'محمد'],
    ['the zero-width non-joiner dropped', 'به\u200Cکار', 'بهکار'],
    ['path punctuation as one space', 'partners&Certifications', 'partners certifications'],
    ['outer spaces trimmed, inner ones collapsed', '  center   gallery ', 'center gallery'],
  ])('treats %s', (_case, text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('lets a Sorani reader on an Arabic keyboard find a Kurdish title', () => {
    const row = ROWS.ku.find((r) => r.id === 'doctors') as Row;
    const typedOnArabicKeyboard = row.title.replace(/\u06A9/g, '\u0643').replace(/\u06CC/g, '\u064A');
    expect(ids(matchDestinations(ROWS.ku, typedOnArabicKeyboard))).toContain('doctors');
  });
});
