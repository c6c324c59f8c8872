import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTag,
  MAX_TAGS,
  moveTag,
  normaliseTagIds,
  removeTag,
} from '../../../src/domain/records/tag-choices';

const ids = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 });

describe('a record’s chosen tags', () => {
  it('keeps each tag once', () => {
    fc.assert(
      fc.property(ids, (chosen) => {
        const tags = normaliseTagIds(chosen);
        expect(new Set(tags).size).toBe(tags.length);
      }),
    );
  });

  it('loses no tag and adds none', () => {
    fc.assert(
      fc.property(ids, (chosen) => {
        expect(new Set(normaliseTagIds(chosen))).toEqual(new Set(chosen));
      }),
    );
  });

  it('keeps the order in which each tag was first chosen', () => {
    fc.assert(
      fc.property(ids, (chosen) => {
        const tags = normaliseTagIds(chosen);
        const firsts = tags.map((tag) => chosen.indexOf(tag));
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      }),
    );
  });

  it('is idempotent: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(ids, (chosen) => {
        expect(normaliseTagIds(normaliseTagIds(chosen))).toEqual(normaliseTagIds(chosen));
      }),
    );
  });

  it('adds a tag once, at the end, up to the limit', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 40 }), (chosen, id) => {
        const before = normaliseTagIds(chosen);
        const after = addTag(chosen, id);
        if (before.includes(id) || before.length >= MAX_TAGS) expect(after).toEqual(before);
        else expect(after).toEqual([...before, id]);
        expect(addTag(after, id)).toEqual(after);
      }),
    );
  });

  it('removes every copy of a tag and nothing else', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 40 }), (chosen, id) => {
        const after = removeTag(chosen, id);
        expect(after).not.toContain(id);
        expect(after).toEqual(normaliseTagIds(chosen).filter((tag) => tag !== id));
      }),
    );
  });

  it('moves a tag one place, swapping it with its neighbour, keeping every other tag where it was', () => {
    expect(moveTag([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveTag([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    fc.assert(
      fc.property(
        ids,
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(-1 as const, 1 as const),
        (chosen, id, by) => {
          const before = normaliseTagIds(chosen);
          const after = moveTag(chosen, id, by);
          expect(new Set(after)).toEqual(new Set(before));
          expect(after).toHaveLength(before.length);
          const from = before.indexOf(id);
          if (from < 0 || from + by < 0 || from + by >= before.length) {
            expect(after).toEqual(before);
            return;
          }
          expect(after[from + by]).toBe(id);
          expect(after[from]).toBe(before[from + by]);
          after.forEach((tag, i) => {
            if (i !== from && i !== from + by) expect(tag).toBe(before[i]);
          });
          // Moving it back undoes the move.
          expect(moveTag(after, id, by === 1 ? -1 : 1)).toEqual(before);
        },
      ),
    );
  });
});
