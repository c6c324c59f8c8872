import { CarouselPlacement } from './carousel-placement';

/** The minimum a carousel image needs for the home page rule. */
export interface PlacedImage {
  readonly carouselFor: number;
}

/**
 * The placements whose images the home page shows: 0 and 2, exactly as the spec states. Note that
 * the placement table names 2 "Antenatal And Postnatal Training Department Bottom", not a home
 * placement; the rule is kept as specified rather than guessed at.
 */
export const HOME_CAROUSEL_PLACEMENTS = [
  CarouselPlacement.HomePage,
  CarouselPlacement.AntenatalAndPostnatalTrainingDepartmentBottom,
] as const;

const [first, second] = HOME_CAROUSEL_PLACEMENTS;

/**
 * The images the home page carousel shows: those whose `carouselFor` is 0 or 2, in their original
 * order. The images themselves are returned, not copies.
 */
export function homeCarouselImages<T extends PlacedImage>(images: readonly T[]): T[] {
  const shown: T[] = [];
  for (let i = 0; i < images.length; i++) {
    const image = images[i] as T;
    // Two comparisons instead of a set lookup: this runs over every image on each home load.
    if (image.carouselFor === first || image.carouselFor === second) shown.push(image);
  }
  return shown;
}
