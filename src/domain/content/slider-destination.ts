import {
  CAROUSEL_PLACEMENTS,
  placementByValue,
  unknownCarouselPlacement,
  type CarouselPlacementLookup,
} from '../site/carousel-placement';
import { foldedLookup } from './destination-key';

const byName = foldedLookup(
  CAROUSEL_PLACEMENTS.map((info) => [info.name, placementByValue(info.value)] as const),
);

/**
 * The carousel placement a slider destination names: a name matched against the placement names
 * with spaces removed and A to Z without case (`destination-key.ts`), or a `carouselFor` number.
 * Anything else (an unknown name, a missing destination) is `UnknownCarouselPlacement` carrying the
 * destination as given.
 */
export function destinationPlacement(destination: unknown): CarouselPlacementLookup {
  if (typeof destination === 'number') return placementByValue(destination);
  if (typeof destination !== 'string') return unknownCarouselPlacement(destination);
  return byName.get(destination) ?? unknownCarouselPlacement(destination);
}

/** A slider item; only its destination matters here. */
export interface SliderChild {
  readonly destination: string | number;
}

/** A slider destination group as the backend groups them (wire `childerens`). */
export interface SliderGroup<C extends SliderChild> {
  readonly children: readonly C[];
}

/** A slider group with the placement of each of its children. */
export interface MatchedSliderGroup<C> {
  /**
   * The group's destination: that of its first child, since the backend groups children by
   * destination. Unknown (with input `undefined`) for an empty group.
   */
  readonly placement: CarouselPlacementLookup;
  /** The group's children as they came (the same array). */
  readonly children: readonly C[];
  /** `placements[i]` is the placement of `children[i]`. */
  readonly placements: readonly CarouselPlacementLookup[];
}

/**
 * Matches every child of every group to its placement, keeping groups and children in order.
 * Placements sit in an array beside the children rather than in a wrapper per child, and each
 * distinct destination is resolved once per call: a slider list can hold thousands of children
 * sharing a handful of destinations.
 */
export function matchSliderGroups<C extends SliderChild>(
  groups: readonly SliderGroup<C>[],
): MatchedSliderGroup<C>[] {
  const seen = new Map<unknown, CarouselPlacementLookup>();
  const matched: MatchedSliderGroup<C>[] = new Array(groups.length);
  for (let g = 0; g < groups.length; g++) {
    const children = (groups[g] as SliderGroup<C>).children;
    const placements: CarouselPlacementLookup[] = new Array(children.length);
    for (let i = 0; i < children.length; i++) {
      const destination = (children[i] as C).destination;
      let placement = seen.get(destination);
      if (placement === undefined) {
        placement = destinationPlacement(destination);
        seen.set(destination, placement);
      }
      placements[i] = placement;
    }
    matched[g] = { placement: placements[0] ?? unknownCarouselPlacement(undefined), children, placements };
  }
  return matched;
}
