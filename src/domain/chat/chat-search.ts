import type { ChatHistoryRow } from './chat-history-row';

type SearchRow = Pick<ChatHistoryRow, 'name' | 'phoneNumber'>;

const keepAll = (): boolean => true;

/** The characters that have a meaning in a pattern; anything else stands for itself. */
const PATTERN_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/**
 * The chat search prepared for one query: the name matches ignoring case, the phone number as typed
 * (digits have no case). The query is not trimmed: what the user typed is what is searched.
 *
 * "Ignoring case" is Unicode simple case folding, through one case-insensitive pattern compiled
 * here, once per query: no name is copied to lower case per row, which over a long list of
 * Arabic-script names was the costly part of a keystroke. Folding also treats Greek `σ`/`ς` and
 * the Kelvin sign as a user expects; the Turkish dotted capital `İ`, which has no simple folding,
 * matches only itself.
 *
 * A query with no cased character (digits, `+`, Arabic-script Kurdish or Arabic) needs no
 * folding, as folding maps no other character onto a caseless one: plain substring tests, the
 * cheapest there are, give the same answer.
 */
export function chatQueryMatcher(query: string): (row: SearchRow) => boolean {
  if (query === '') return keepAll;
  if (query.toLowerCase() === query && query.toUpperCase() === query) {
    return (row) => row.phoneNumber.includes(query) || row.name.includes(query);
  }
  const name = new RegExp(query.replace(PATTERN_SYNTAX, '\\$&'), 'iu');
  return (row) => row.phoneNumber.includes(query) || name.test(row.name);
}

/**
 * True when the name contains the query ignoring case, or the phone number contains it. The empty
 * query is a substring of everything, so it keeps every row.
 */
export function matchesChatQuery(row: SearchRow, query: string): boolean {
  return chatQueryMatcher(query)(row);
}

/**
 * The same predicate in the list reducer's `(item, query) => boolean` form, for one list: the
 * reducer calls it with the same query for every row of a search, so it prepares the matcher once
 * per query and reuses it. Each call gives its own cache, so no state is shared between lists.
 */
export function chatQueryPredicate(): (row: SearchRow, query: string) => boolean {
  let lastQuery: string | undefined;
  let lastMatcher: (row: SearchRow) => boolean = keepAll;
  return (row, query) => {
    if (query !== lastQuery) {
      lastMatcher = chatQueryMatcher(query);
      lastQuery = query;
    }
    return lastMatcher(row);
  };
}

/** The rows matching the query, in their order. The empty query returns the input array itself. */
export function searchChats<R extends ChatHistoryRow>(rows: readonly R[], query: string): readonly R[] {
  if (query === '') return rows;
  const matches = chatQueryMatcher(query);
  const out: R[] = [];
  for (const row of rows) if (matches(row)) out.push(row);
  return out;
}
