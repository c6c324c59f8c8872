import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readListUrl, writeListUrl } from '../../../src/ui/features/resource-list/list-url';
import { SortDirection } from '../../../src/ui/features/resource-list/table-model';

const state = fc.record({
  query: fc.string(),
  page: fc.integer({ min: 1, max: 1000 }),
  sort: fc.option(
    fc.record({
      column: fc.string({ minLength: 1 }).filter((s) => !s.includes(':')),
      direction: fc.constantFrom(SortDirection.Asc, SortDirection.Desc),
    }),
  ),
});

describe('the list state in the URL', () => {
  it('reads back the search, page and order it wrote, for any list on the screen', () => {
    fc.assert(
      fc.property(state, fc.nat(3), (written, index) => {
        const url = writeListUrl(new URLSearchParams('other=1'), index, written);
        expect(readListUrl(new URLSearchParams(url.toString()), index)).toEqual(written);
        expect(url.get('other')).toBe('1');
      }),
    );
  });

  it.each([
    ['', { query: '', page: 1, sort: null }],
    ['q=ab&page=3', { query: 'ab', page: 3, sort: null }],
    ['page=-2&sort=name:up', { query: '', page: 1, sort: null }],
    ['q2=x&page2=2&sort2=id:desc', { query: '', page: 1, sort: null }],
  ])('reads %s as %j for the first list', (query, expected) => {
    expect(readListUrl(new URLSearchParams(query), 0)).toEqual(expected);
  });

  it('leaves the defaults out, so an untouched list has a clean URL', () => {
    expect(writeListUrl(new URLSearchParams(), 0, { query: '', page: 1, sort: null }).toString()).toBe('');
  });
});
