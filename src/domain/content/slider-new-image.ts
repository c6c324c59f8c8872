import type { SliderBoardGroup } from './slider-board';
import { destinationPlacement } from './slider-destination';

/** What an image added to a destination group starts with, before staff change it. */
export interface NewSliderImage {
  /** The group's id, as the destination's lookup holds it. */
  readonly groupId: string;
  /**
   * The placement: the last image's of the group, as an image moved into the group takes its
   * neighbour's; else the placement the group's English name spells; else none (to choose).
   */
  readonly placement: number | undefined;
  /** After every image of the group: one more than the group holds. */
  readonly position: number;
}

export function newSliderImage(group: SliderBoardGroup): NewSliderImage {
  const last = group.images.at(-1);
  const named = destinationPlacement(group.name.en);
  const placement = last?.placement ?? (named.ok ? named.value.value : undefined);
  return { groupId: group.id, placement, position: group.images.length + 1 };
}
