import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rovingTarget } from '../../../src/ui/features/permission-grid/grid-keys';

const at = fc
  .integer({ min: 1, max: 40 })
  .chain((count) => fc.record({ count: fc.constant(count), index: fc.nat(count - 1), rtl: fc.boolean() }));

describe('arrow keys in the permission grid', () => {
  it.each([
    ['ArrowDown', false, 3],
    ['ArrowUp', false, 1],
    ['ArrowRight', false, 3],
    ['ArrowLeft', false, 1],
    ['ArrowRight', true, 1],
    ['ArrowLeft', true, 3],
    ['Home', true, 0],
    ['End', false, 9],
  ])('moves %s (right to left: %s) from the third of ten to index %i', (key, rtl, expected) => {
    expect(rovingTarget(key, { index: 2, count: 10, rtl })).toBe(expected);
  });

  it('swaps Left and Right in a right-to-left page, and leaves Up and Down alone', () => {
    fc.assert(
      fc.property(at, ({ count, index, rtl }) => {
        const flipped = { count, index, rtl: !rtl };
        expect(rovingTarget('ArrowLeft', { count, index, rtl })).toBe(rovingTarget('ArrowRight', flipped));
        expect(rovingTarget('ArrowDown', { count, index, rtl })).toBe(rovingTarget('ArrowDown', flipped));
        expect(rovingTarget('ArrowUp', { count, index, rtl })).toBe(rovingTarget('ArrowUp', flipped));
      }),
    );
  });

  it('never leaves the grid and moves at most one box per arrow', () => {
    fc.assert(
      fc.property(at, fc.constantFrom('ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'), (where, key) => {
        const to = rovingTarget(key, where) as number;
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThan(where.count);
        expect(Math.abs(to - where.index)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('stops at either end', () => {
    expect(rovingTarget('ArrowDown', { index: 4, count: 5, rtl: false })).toBe(4);
    expect(rovingTarget('ArrowUp', { index: 0, count: 5, rtl: false })).toBe(0);
    expect(rovingTarget('ArrowLeft', { index: 4, count: 5, rtl: true })).toBe(4);
  });

  it('ignores other keys, Space included (the check box itself ticks on Space)', () => {
    for (const key of [' ', 'Enter', 'Tab', 'a'])
      expect(rovingTarget(key, { index: 1, count: 3, rtl: false })).toBeNull();
  });
});
