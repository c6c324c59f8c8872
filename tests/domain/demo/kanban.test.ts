import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnItems,
  KANBAN_COLUMNS,
  moveItem,
  newItemId,
  type KanbanItem,
} from '../../../src/domain/demo/kanban';

const itemsArb: fc.Arbitrary<KanbanItem[]> = fc
  .array(fc.constantFrom(...KANBAN_COLUMNS), { maxLength: 12 })
  .map((columns) =>
    columns.map((column, index) => ({
      id: String(1000 + index),
      title: `t${index}`,
      description: '',
      priority: 'low',
      column,
      dueDate: '',
    })),
  );

describe('demo kanban', () => {
  it('the board has the columns New, Active, Resolved, Closed', () => {
    expect(KANBAN_COLUMNS).toEqual(['New', 'Active', 'Resolved', 'Closed']);
  });

  it('a new item id is four digits and not taken', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 1000, max: 9999 }).map(String), { maxLength: 50 }),
        (random, taken) => {
          const id = newItemId(random, new Set(taken));
          return /^\d{4}$/.test(id) && !taken.includes(id);
        },
      ),
    );
  });

  it('a moved item lands in its column at the index asked, the rest keep their order', () => {
    fc.assert(
      fc.property(
        itemsArb.filter((items) => items.length > 0),
        fc.nat(),
        fc.constantFrom(...KANBAN_COLUMNS),
        fc.nat(),
        (items, pick, column, index) => {
          const item = items[pick % items.length] as KanbanItem;
          const moved = moveItem(items, item.id, column, index);
          expect(moved).toHaveLength(items.length);
          const target = columnItems(moved, column);
          const others = columnItems(items, column).filter((other) => other.id !== item.id);
          expect(target.findIndex((other) => other.id === item.id)).toBe(Math.min(index, others.length));
          expect(target.filter((other) => other.id !== item.id)).toEqual(others);
          for (const other of KANBAN_COLUMNS.filter((c) => c !== column)) {
            expect(columnItems(moved, other)).toEqual(
              columnItems(items, other).filter((o) => o.id !== item.id),
            );
          }
        },
      ),
    );
  });
});
