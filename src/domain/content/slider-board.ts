/** A name or title in the three languages of the product. */
export interface Trilingual {
  readonly en: string;
  readonly ku: string;
  readonly ar: string;
}

/** A carousel image as the slider board shows it. */
export interface SliderBoardImage {
  readonly id: string;
  readonly imageUrl: string;
  /** The spec's destination: the group's name, or a placement number. */
  readonly destination: string | number;
  /** Its carousel placement, when the backend sends it. */
  readonly placement: number | undefined;
  readonly title: Trilingual;
  readonly active: boolean;
}

/**
 * A destination group and its images in order. `version` is the group's order version; a group
 * without one (a backend that sends none, or the images of no group) cannot be reordered.
 */
export interface SliderBoardGroup {
  readonly id: string;
  readonly version: number | undefined;
  readonly name: Trilingual;
  readonly images: readonly SliderBoardImage[];
}

export interface SliderBoard {
  readonly groups: readonly SliderBoardGroup[];
}
