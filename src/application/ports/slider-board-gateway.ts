import type { SliderBoard } from '../../domain/content/slider-board';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** One group's new order: the version it was read at and its image ids in order. */
export interface SliderGroupOrder {
  readonly id: string;
  readonly version: number;
  readonly imageIds: readonly string[];
}

/** Why a save was refused, beyond the ordinary errors. */
export type SliderSaveError = { readonly code: 'Stale'; readonly current: SliderBoard } | AppError;

/**
 * The slider's destination groups and their images (the spec's grouped read, area
 * `website-content`), and the save of one or two groups' order (an extension,
 * docs/api-extensions.md). An implementation never throws; a 403 is `Forbidden`, a group changed
 * since it was read is `Stale` with the board as it is now.
 */
export interface SliderBoardGateway {
  read(): Promise<Result<SliderBoard, AppError>>;
  /** Saves the groups' order; answers the whole board as saved. */
  saveOrder(groups: readonly SliderGroupOrder[]): Promise<Result<SliderBoard, SliderSaveError>>;
}
