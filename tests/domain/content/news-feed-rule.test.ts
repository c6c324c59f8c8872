import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeCount,
  ruleChanges,
  SELECTABLE_KINDS,
  selectedIds,
  type RuleSelections,
} from '../../../src/domain/content/news-feed-rule';
import type { Selectable } from '../../../src/domain/content/news-feed-selection';

const item = fc.record({
  id: fc.integer({ min: 1, max: 30 }).map(String),
  name: fc.string({ maxLength: 6 }),
});
/** Some selectables, and an old and a new selection made of them. */
const kindSelection = fc
  .uniqueArray(item, { selector: (s) => s.id, maxLength: 15 })
  .chain((all) => fc.record({ oldSelected: fc.shuffledSubarray(all), selected: fc.shuffledSubarray(all) }));
const selections: fc.Arbitrary<RuleSelections> = fc.record({
  doctors: kindSelection,
  centers: kindSelection,
  videos: kindSelection,
  instructions: kindSelection,
});

const idsOf = (list: readonly Selectable[]) => new Set(list.map((s) => s.id));

describe('what a save of a news-feed rule adds and removes', () => {
  it('adds, per kind, exactly the items selected now that were not selected before', () => {
    fc.assert(
      fc.property(selections, (all) => {
        const changes = ruleChanges(all);
        for (const kind of SELECTABLE_KINDS) {
          const before = idsOf(all[kind].oldSelected);
          const wanted = all[kind].selected.filter((s) => !before.has(s.id)).map((s) => s.id);
          expect(changes[kind].added.map((s) => s.id)).toEqual(wanted);
        }
      }),
    );
  });

  it('removes, per kind, exactly the items selected before that are not selected now', () => {
    fc.assert(
      fc.property(selections, (all) => {
        const changes = ruleChanges(all);
        for (const kind of SELECTABLE_KINDS) {
          const now = idsOf(all[kind].selected);
          const wanted = all[kind].oldSelected.filter((s) => !now.has(s.id)).map((s) => s.id);
          expect(changes[kind].removed.map((s) => s.id)).toEqual(wanted);
        }
      }),
    );
  });

  it('counts no change exactly when every kind holds the same items as before, in any order', () => {
    fc.assert(
      fc.property(selections, (all) => {
        const same = SELECTABLE_KINDS.every((kind) => {
          const a = idsOf(all[kind].oldSelected);
          const b = idsOf(all[kind].selected);
          return a.size === b.size && [...a].every((id) => b.has(id));
        });
        expect(changeCount(ruleChanges(all)) === 0).toBe(same);
      }),
    );
  });

  it('counts as many changes as items are in one list and not the other', () => {
    fc.assert(
      fc.property(selections, (all) => {
        let expected = 0;
        for (const kind of SELECTABLE_KINDS) {
          const a = idsOf(all[kind].oldSelected);
          const b = idsOf(all[kind].selected);
          expected += [...a].filter((id) => !b.has(id)).length + [...b].filter((id) => !a.has(id)).length;
        }
        expect(changeCount(ruleChanges(all))).toBe(expected);
      }),
    );
  });

  it('saves the ids of the selected lists, never those only selected before', () => {
    const doctor = (id: string): Selectable => ({ id, name: `Dr ${id}` });
    const none = { selected: [], oldSelected: [] };
    const ids = selectedIds({
      doctors: { selected: [doctor('2'), doctor('5')], oldSelected: [doctor('1'), doctor('2')] },
      centers: none,
      videos: { selected: [], oldSelected: [doctor('9')] },
      instructions: none,
    });
    expect(ids).toEqual({ doctors: ['2', '5'], centers: [], videos: [], instructions: [] });
  });
});
