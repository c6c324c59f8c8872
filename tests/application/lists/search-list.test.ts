import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPolicy } from '../../../src/application/lists/list-policy';
import { searchList } from '../../../src/application/lists/search-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { ListEvent } from '../../../src/domain/lists/list-event';
import { listReducer } from '../../../src/domain/lists/list-reducer';
import { initialListState, type ListState } from '../../../src/domain/lists/list-state';

const POLICY = listPolicy<string>('names', null, {
  matches: (item, query) => item.toLowerCase().includes(query.toLowerCase()),
});

describe('search a list ("a filtered copy for search")', () => {
  it('the filtered copy holds exactly the items that match, in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 5 })), fc.string({ maxLength: 2 }), (items, query) => {
        const loaded = listReducer(POLICY)(initialListState<string>(), ListEvent.succeeded(items));
        const store = createStateStore<ListState<string>>(loaded);
        searchList(store, POLICY, query);
        expect(store.get().filtered).toEqual(
          items.filter((item) => item.toLowerCase().includes(query.toLowerCase())),
        );
        expect(store.get().items).toEqual(items);
      }),
    );
  });

  it.each([
    { items: ['Ala', 'alan', 'Karwan'], query: 'al', shown: ['Ala', 'alan'] },
    { items: ['Ala', 'alan', 'Karwan'], query: '', shown: ['Ala', 'alan', 'Karwan'] },
    { items: ['Ala', 'alan', 'Karwan'], query: 'z', shown: [] },
  ])('searching $items for "$query" shows $shown', ({ items, query, shown }) => {
    const store = createStateStore<ListState<string>>(
      listReducer(POLICY)(initialListState<string>(), ListEvent.succeeded(items)),
    );
    expect(searchList(store, POLICY, query).filtered).toEqual(shown);
  });
});
