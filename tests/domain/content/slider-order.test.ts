import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moveImage,
  positionsOf,
  sameImages,
  type OrderedGroup,
} from '../../../src/domain/content/slider-order';

interface Img {
  readonly id: string;
}

/** Groups g0..gk holding distinct images, some groups empty. */
const board = fc
  .array(fc.array(fc.constant(null), { maxLength: 6 }), { minLength: 1, maxLength: 5 })
  .map((sizes) => {
    let next = 1;
    return sizes.map((slots, g): OrderedGroup<Img> => ({
      id: `g${g}`,
      images: slots.map(() => ({ id: `i${next++}` })),
    }));
  })
  .filter((groups) => groups.some((g) => g.images.length > 0));

/** A board and a move of one of its images to any group and any index (even out of range). */
const boardAndMove = board.chain((groups) =>
  fc.record({
    groups: fc.constant(groups),
    imageId: fc.constantFrom(...groups.flatMap((g) => g.images.map((i) => i.id))),
    toGroupId: fc.constantFrom(...groups.map((g) => g.id)),
    toIndex: fc.integer({ min: -2, max: 9 }),
  }),
);

const idsOf = (groups: readonly OrderedGroup<Img>[]) => groups.map((g) => g.images.map((i) => i.id));

describe('moving a slider image', () => {
  it('keeps the same set of images, each exactly once', () => {
    fc.assert(
      fc.property(boardAndMove, ({ groups, ...move }) => {
        const moved = moveImage(groups, move);
        const after = moved?.groups ?? groups;
        const before = idsOf(groups).flat().sort();
        expect(idsOf(after).flat().sort()).toEqual(before);
      }),
    );
  });

  it('gives every group positions 1 to n after the move', () => {
    fc.assert(
      fc.property(boardAndMove, ({ groups, ...move }) => {
        const after = moveImage(groups, move)?.groups ?? groups;
        for (const group of after) {
          const positions = [...positionsOf(group.images).values()].sort((a, b) => a - b);
          expect(positions).toEqual(Array.from({ length: group.images.length }, (_, i) => i + 1));
        }
      }),
    );
  });

  it('puts the image in the asked group at the asked index, clamped to its ends', () => {
    fc.assert(
      fc.property(boardAndMove, ({ groups, ...move }) => {
        const after = moveImage(groups, move)?.groups ?? groups;
        const target = after.find((g) => g.id === move.toGroupId)!;
        const index = target.images.findIndex((i) => i.id === move.imageId);
        expect(index).toBe(Math.min(Math.max(move.toIndex, 0), target.images.length - 1));
      }),
    );
  });

  it('keeps the relative order of every other image', () => {
    fc.assert(
      fc.property(boardAndMove, ({ groups, ...move }) => {
        const after = moveImage(groups, move)?.groups ?? groups;
        const others = (gs: readonly OrderedGroup<Img>[]) =>
          gs.map((g) => g.images.map((i) => i.id).filter((id) => id !== move.imageId));
        expect(others(after)).toEqual(others(groups));
      }),
    );
  });

  it('names the groups it changed: one for a move inside a group, two between groups', () => {
    const groups: OrderedGroup<Img>[] = [
      { id: 'a', images: [{ id: '1' }, { id: '2' }, { id: '3' }] },
      { id: 'b', images: [{ id: '4' }] },
    ];
    expect(moveImage(groups, { imageId: '1', toGroupId: 'a', toIndex: 2 })).toEqual({
      groups: [
        { id: 'a', images: [{ id: '2' }, { id: '3' }, { id: '1' }] },
        { id: 'b', images: [{ id: '4' }] },
      ],
      changed: ['a'],
    });
    expect(moveImage(groups, { imageId: '2', toGroupId: 'b', toIndex: 0 })?.groups).toEqual([
      { id: 'a', images: [{ id: '1' }, { id: '3' }] },
      { id: 'b', images: [{ id: '2' }, { id: '4' }] },
    ]);
    expect(moveImage(groups, { imageId: '2', toGroupId: 'b', toIndex: 0 })?.changed).toEqual(['a', 'b']);
  });

  it('changes nothing for a move to where the image is, an unknown image or an unknown group', () => {
    const groups: OrderedGroup<Img>[] = [{ id: 'a', images: [{ id: '1' }, { id: '2' }] }];
    expect(moveImage(groups, { imageId: '2', toGroupId: 'a', toIndex: 1 })).toBeUndefined();
    expect(moveImage(groups, { imageId: '9', toGroupId: 'a', toIndex: 0 })).toBeUndefined();
    expect(moveImage(groups, { imageId: '1', toGroupId: 'z', toIndex: 0 })).toBeUndefined();
  });
});

describe('a saved order holds the same images', () => {
  it('accepts any regrouping that keeps each image once', () => {
    expect(sameImages([['1', '2'], ['3']], [['3', '2', '1'], []])).toBe(true);
  });

  it('refuses an order that drops, copies or adds an image', () => {
    expect(sameImages([['1', '2'], ['3']], [['1', '2'], []])).toBe(false);
    expect(sameImages([['1', '2'], ['3']], [['1', '2'], ['2']])).toBe(false);
    expect(sameImages([['1', '2'], ['3']], [['1', '2', '4'], ['3']])).toBe(false);
  });
});
