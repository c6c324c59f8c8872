import { describe, expect, it } from 'vitest';
import type { SliderBoardGroup } from '../../../src/domain/content/slider-board';
import { newSliderImage } from '../../../src/domain/content/slider-new-image';

const image = (id: string, placement: number | undefined) => ({
  id,
  imageUrl: `/${id}.png`,
  destination: 'x',
  placement,
  title: { en: '', ku: '', ar: '' },
  active: true,
});
const group = (en: string, placements: readonly (number | undefined)[]): SliderBoardGroup => ({
  id: '7',
  version: 3,
  name: { en, ku: '', ar: '' },
  images: placements.map((p, i) => image(String(i + 1), p)),
});

describe('an image added to a destination group', () => {
  it('goes after every image of the group, with the placement of the last one', () => {
    expect(newSliderImage(group('Home Page', [0, 2, 7]))).toEqual({
      groupId: '7',
      placement: 7,
      position: 4,
    });
  });

  it('in an empty group takes the placement its name spells without spaces (Emergency Services is 3)', () => {
    expect(newSliderImage(group('Emergency Services', []))).toEqual({
      groupId: '7',
      placement: 3,
      position: 1,
    });
  });

  it('leaves the placement to choose when neither says one', () => {
    expect(newSliderImage(group('Somewhere else', [])).placement).toBeUndefined();
    expect(newSliderImage(group('Somewhere else', [undefined])).placement).toBeUndefined();
  });
});
