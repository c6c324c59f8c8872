/**
 * The order of the slider's images inside their destination groups (destination groups, each
 * holding its children). An image belongs to one group; a group shows its images at positions 1 to
 * n, with no gap and no repeat. Moving an image, within its group or into another, keeps every
 * image exactly once.
 */

/** An image of a group: only its identity matters to the order. */
export interface OrderedImage {
  readonly id: string;
}

/** A destination group and its images in order. */
export interface OrderedGroup<I extends OrderedImage> {
  readonly id: string;
  readonly images: readonly I[];
}

/** Where an image is asked to go: a group and an index in that group's order after the move. */
export interface ImageMove {
  readonly imageId: string;
  readonly toGroupId: string;
  /** 0-based; clamped to the group's ends. */
  readonly toIndex: number;
}

/** The groups after a move, and the ids of the groups whose order changed (one or two). */
export interface MovedGroups<G> {
  readonly groups: readonly G[];
  readonly changed: readonly string[];
}

const clamp = (value: number, low: number, high: number): number =>
  Math.min(Math.max(Math.trunc(value), low), high);

/**
 * Moves `move.imageId` to `move.toIndex` of `move.toGroupId`. Every other image keeps its group
 * and its order relative to the others. An unknown image or group, or a move to where the image
 * already is, changes nothing (`undefined`).
 */
export function moveImage<I extends OrderedImage, G extends OrderedGroup<I>>(
  groups: readonly G[],
  move: ImageMove,
): MovedGroups<G> | undefined {
  const from = groups.findIndex((g) => g.images.some((image) => image.id === move.imageId));
  const to = groups.findIndex((g) => g.id === move.toGroupId);
  if (from < 0 || to < 0) return undefined;
  const source = groups[from] as G;
  const fromIndex = source.images.findIndex((image) => image.id === move.imageId);
  const image = source.images[fromIndex] as I;
  const sourceImages = source.images.filter((_, i) => i !== fromIndex);
  const targetImages = from === to ? sourceImages : [...(groups[to] as G).images];
  const index = clamp(move.toIndex, 0, targetImages.length);
  if (from === to && index === fromIndex) return undefined;
  targetImages.splice(index, 0, image);
  const next = groups.map((g, i): G => {
    if (i === to) return { ...g, images: targetImages };
    if (i === from) return { ...g, images: sourceImages };
    return g;
  });
  return { groups: next, changed: from === to ? [source.id] : [source.id, move.toGroupId] };
}

/** The position (1 to n) of each image of a group, by id: the order as the server stores it. */
export function positionsOf(images: readonly OrderedImage[]): ReadonlyMap<string, number> {
  return new Map(images.map((image, i) => [image.id, i + 1]));
}

/**
 * Whether `proposed` holds exactly the images of `current` (each once), whatever their groups:
 * the check a saved order must pass, so a save can neither lose nor copy an image.
 */
export function sameImages(
  current: readonly (readonly string[])[],
  proposed: readonly (readonly string[])[],
): boolean {
  const before = current.flat();
  const after = proposed.flat();
  if (before.length !== after.length) return false;
  const seen = new Set(after);
  return seen.size === after.length && before.every((id) => seen.has(id));
}
