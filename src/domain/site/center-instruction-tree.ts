import type { Brand } from '../shared/brand';

/** The id of a clinic center, as in `/dashboard/center-instructions/tree-view/{centerName}/{id}`. */
export type CenterId = Brand<string, 'CenterId'>;

export const asCenterId = (raw: string): CenterId => raw as CenterId;

/** A center instruction as stored locally. */
export interface StoredCenterInstruction {
  readonly centerId: CenterId;
  readonly imageUrl: string;
}

/**
 * An instruction header of a center, as `/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id}`
 * lists them. The spec does not show its fields; an id and a title are what a tree row needs.
 */
export interface CenterInstructionHeader {
  readonly id: string;
  readonly title: string;
}

/**
 * One root of the center-instruction tree view: the center itself (`isCenter` is always true, so a
 * view can tell roots from headers) with its instruction headers as `children`. `children` is never
 * undefined: a center without headers has an empty list.
 */
export interface CenterInstructionNode<H = CenterInstructionHeader> {
  readonly centerId: CenterId;
  readonly isCenter: true;
  readonly imageUrl: string;
  readonly children: readonly H[];
}

const NO_HEADERS: readonly never[] = Object.freeze([]);

/**
 * Builds the tree view: one root per stored item, in stored order, each holding the headers that
 * `headersByCenter` gives for its center (the caller loads them per center id). A center stored
 * twice gives two roots with the same children, so nothing the user stored disappears.
 */
export function centerInstructionTree<H = CenterInstructionHeader>(
  items: readonly StoredCenterInstruction[],
  headersByCenter: ReadonlyMap<CenterId, readonly H[]>,
): CenterInstructionNode<H>[] {
  return items.map((item) => ({
    centerId: item.centerId,
    isCenter: true,
    imageUrl: item.imageUrl,
    children: headersByCenter.get(item.centerId) ?? NO_HEADERS,
  }));
}
