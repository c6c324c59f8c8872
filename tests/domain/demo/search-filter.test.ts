import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByKey, SearchFields } from '../../../src/domain/demo/search-filter';

const follower = fc.record({
  id: fc.uuid(),
  avatar: fc.string(),
  name: fc.string(),
  location: fc.string(),
  follow: fc.constantFrom(1, 2),
});
const fields = SearchFields.followers;

describe('demo list search', () => {
  it('keeps exactly the items in which a searched field contains the key, ignoring case', () => {
    fc.assert(
      fc.property(fc.array(follower), fc.string({ maxLength: 3 }), (items, key) => {
        const kept = filterByKey(items, key, fields);
        const expected = items.filter((item) =>
          fields.some((field) => String(item[field]).toLowerCase().includes(key.toLowerCase())),
        );
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('finds an item by any part of its name written in upper case', () => {
    fc.assert(
      fc.property(follower, fc.nat(), fc.nat(), (item, a, b) => {
        const start = a % (item.name.length + 1);
        const part = item.name.slice(start, start + (b % (item.name.length - start + 1)));
        // Only parts whose case folds back to themselves (every letter of the Latin alphabet does).
        fc.pre(part.toUpperCase().toLowerCase() === part.toLowerCase());
        return filterByKey([item], part.toUpperCase(), fields).length === 1;
      }),
    );
  });

  it('does not search a field outside the list', () => {
    const items = [{ id: '1', avatar: 'zebra.png', name: 'Ann', location: 'Erbil', follow: 1 }];
    expect(filterByKey(items, 'zebra', fields)).toEqual([]);
    expect(filterByKey(items, 'ERB', fields)).toEqual(items);
    expect(filterByKey(items, '1', fields)).toEqual(items);
  });

  it('searches the spec fields of each list', () => {
    expect(SearchFields).toEqual({
      followers: ['name', 'location', 'follow'],
      friends: ['name', 'location'],
      friendRequests: ['name', 'mutual'],
      detailsCards: ['name', 'role', 'about', 'email', 'contact', 'location'],
      simpleCards: ['name', 'status'],
      profileCards: ['name', 'role', 'status'],
    });
  });
});
