/** What a palette row is found by: its title now shown, its English title, and its path. */
export interface SearchFields {
  readonly title: string;
  readonly englishTitle: string;
  readonly path: string;
}

/** How well a row matches, best first. */
export const MatchRank = {
  /** A field starts with the query. */
  Prefix: 0,
  /** A word inside a field starts with the query. */
  WordPrefix: 1,
  /** The query is somewhere inside a field. */
  Substring: 2,
} as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

/**
 * Text as the search compares it: case-free; without diacritics, tatweel and invisible joiners;
 * Arabic and Kurdish spellings of kaf and yeh as one letter (a Sorani reader on an Arabic keyboard
 * types ك and ي); alef with hamza or madda as bare alef (NFKD splits off the hamza, then marks go);
 * punctuation of paths (`doctor-assistant`, `partners&Certifications`) as spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\u0640\u200B-\u200F]/gu, '')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .toLowerCase()
    .replace(/[\s\-_/&.]+/g, ' ')
    .trim();
}

function rankIn(field: string, query: string): MatchRank | null {
  if (field.startsWith(query)) return MatchRank.Prefix;
  if (` ${field}`.includes(` ${query}`)) return MatchRank.WordPrefix;
  return field.includes(query) ? MatchRank.Substring : null;
}

/** The best rank of any field for an already folded query; null when no field holds it. */
export function matchRank(fields: SearchFields, foldedQuery: string): MatchRank | null {
  let best: MatchRank | null = null;
  for (const field of [fields.title, fields.englishTitle, fields.path]) {
    const rank = rankIn(foldForSearch(field), foldedQuery);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The rows matching `query`, best rank first and in their own order within a rank. An empty query
 * keeps every row, in order, so the palette opens on the whole list.
 */
export function matchDestinations<T extends SearchFields>(items: readonly T[], query: string): T[] {
  const folded = foldForSearch(query);
  if (folded === '') return [...items];
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item, folded) }))
    .filter((row): row is { item: T; index: number; rank: MatchRank } => row.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((row) => row.item);
}
