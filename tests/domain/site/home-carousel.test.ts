import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeCarouselImages } from '../../../src/domain/site/home-carousel';

interface Image {
  readonly id: number;
  readonly carouselFor: number;
}

const images = fc
  .array(fc.oneof(fc.integer({ min: -2, max: 27 }), fc.constantFrom(0, 2)), { maxLength: 60 })
  .map((placements) => placements.map((carouselFor, id): Image => ({ id, carouselFor })));

describe('home carousel', () => {
  it.each([
    [
      [0, 1, 2, 3],
      [0, 2],
    ],
    [
      [2, 2, 0],
      [2, 2, 0],
    ],
    [[1, 3, 25], []],
    [[], []],
  ])('from placements %j shows %j', (placements, shown) => {
    const input = placements.map((carouselFor, id) => ({ id, carouselFor }));
    expect(homeCarouselImages(input).map((i) => i.carouselFor)).toEqual(shown);
  });

  it('shows only images whose carouselFor is 0 or 2', () => {
    fc.assert(
      fc.property(images, (list) =>
        homeCarouselImages(list).every((i) => i.carouselFor === 0 || i.carouselFor === 2),
      ),
    );
  });

  it('shows every image whose carouselFor is 0 or 2, in the original order and unchanged', () => {
    fc.assert(
      fc.property(images, (list) => {
        // A deliberately naive oracle: one pass, keeping the wanted ones.
        const expected: Image[] = [];
        for (const image of list) if ([0, 2].includes(image.carouselFor)) expected.push(image);
        const shown = homeCarouselImages(list);
        expect(shown).toEqual(expected);
        shown.forEach((image, i) => expect(image).toBe(expected[i]));
      }),
    );
  });
});
