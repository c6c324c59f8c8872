import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  preselect,
  selectionDiff,
  SelectableKind,
  toggleSelection,
  type Selectable,
} from '../../../src/domain/content/news-feed-selection';

const ids = (list: readonly Selectable[]) => list.map((s) => s.id);
const sorted = (list: readonly string[]) => [...list].sort();

const selectables = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 40 }).map(String), name: fc.string({ maxLength: 10 }) }),
  { selector: (s) => s.id, maxLength: 20 },
);
/** Selectables, and a selection made of some of them in any order. */
const withSelection = selectables.chain((all) =>
  fc.tuple(fc.constant(all), fc.shuffledSubarray(all), fc.shuffledSubarray(all)),
);

const DOCTORS: Selectable[] = [
  { id: '1', name: 'Dr. Ahmed' },
  { id: '2', name: 'Dr. Sara' },
  { id: '3', name: 'Dr. Karwan' },
];

describe('news-feed generation rule selection', () => {
  it('offers doctors, centers, videos and instructions', () => {
    expect(Object.values(SelectableKind)).toEqual(['doctors', 'centers', 'videos', 'instructions']);
  });

  it.each([
    [
      ['3', '1'],
      ['1', '3'],
    ],
    [['9', '2'], ['2']],
    [[], []],
    [
      ['1', '2', '3', '4'],
      ['1', '2', '3'],
    ],
  ])('pre-fills ids %j as %j', (wanted, expected) => {
    expect(ids(preselect(DOCTORS, wanted))).toEqual(expected);
  });

  it('pre-fills the selectables whose id is in the list, in the order of the selectables, ignoring unknown ids', () => {
    fc.assert(
      fc.property(selectables, fc.array(fc.integer({ min: 1, max: 60 }).map(String)), (all, wanted) => {
        const chosen = preselect(all, wanted);
        // Naive oracle: keep each selectable whose id appears anywhere in the list.
        expect(chosen).toEqual(all.filter((s) => wanted.includes(s.id)));
      }),
    );
  });

  it('pre-fills the selected and the old-selected lists alike, as separate lists', () => {
    fc.assert(
      fc.property(selectables, fc.array(fc.integer({ min: 1, max: 60 }).map(String)), (all, wanted) => {
        const { selected, oldSelected } = initialSelection(all, wanted);
        expect(selected).toEqual(preselect(all, wanted));
        expect(oldSelected).toEqual(selected);
        expect(oldSelected).not.toBe(selected);
      }),
    );
  });

  it('selects an unselected item and deselects a selected one', () => {
    fc.assert(
      fc.property(withSelection, ([all, selected]) => {
        for (const item of all) {
          const after = toggleSelection(selected, item);
          const was = ids(selected).includes(item.id);
          expect(ids(after).includes(item.id)).toBe(!was);
          expect(sorted(ids(after).filter((id) => id !== item.id))).toEqual(
            sorted(ids(selected).filter((id) => id !== item.id)),
          );
        }
      }),
    );
  });

  it('restores the selection when an item is toggled twice', () => {
    fc.assert(
      fc.property(withSelection, ([all, selected]) => {
        for (const item of all) {
          expect(sorted(ids(toggleSelection(toggleSelection(selected, item), item)))).toEqual(
            sorted(ids(selected)),
          );
        }
      }),
    );
  });

  it('never reports an item as both added and removed', () => {
    fc.assert(
      fc.property(withSelection, ([, old, selected]) => {
        const { added, removed } = selectionDiff(old, selected);
        const addedIds = new Set(ids(added));
        expect(ids(removed).filter((id) => addedIds.has(id))).toEqual([]);
      }),
    );
  });

  it('old-selected plus added minus removed is the selection', () => {
    fc.assert(
      fc.property(withSelection, ([, old, selected]) => {
        const { added, removed } = selectionDiff(old, selected);
        const gone = new Set(ids(removed));
        const result = [...ids(old), ...ids(added)].filter((id) => !gone.has(id));
        expect(sorted(result)).toEqual(sorted(ids(selected)));
      }),
    );
  });

  it('reports what a sequence of toggles added and removed', () => {
    fc.assert(
      fc.property(
        selectables.chain((all) =>
          fc.tuple(fc.constant(all), fc.subarray(all), fc.array(fc.nat(all.length))),
        ),
        ([all, old, picks]) => {
          let selected: Selectable[] = old;
          for (const p of picks) {
            const item = all[p];
            if (item) selected = toggleSelection(selected, item);
          }
          const { added, removed } = selectionDiff(old, selected);
          const oldIds = ids(old);
          const nowIds = ids(selected);
          expect(sorted(ids(added))).toEqual(sorted(nowIds.filter((id) => !oldIds.includes(id))));
          expect(sorted(ids(removed))).toEqual(sorted(oldIds.filter((id) => !nowIds.includes(id))));
        },
      ),
    );
  });
});
