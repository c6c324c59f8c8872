import type { SnackbarOptions } from '../../../domain/preferences/snackbar-reducer';

/**
 * A notice waiting to be shown, as the snackbar reads it: the application's `Notice` (translation
 * key and the spec's English text) with the id the feed dismisses it by. The two optional fields
 * are for callers inside the UI; a notice from the application has neither and shows with the
 * defaults (bottom right, Fade, close button, no undo).
 */
export interface FeedNotice {
  readonly id: number;
  readonly key: string;
  readonly text: string;
  /** Called when the user presses Undo; its presence shows the Undo button. */
  readonly undo?: () => void;
  /** Placement, variant, colour and transition of this opening. */
  readonly options?: SnackbarOptions;
}

/**
 * The notices waiting to be shown, oldest first, and a way to drop one. Shaped like the
 * notifications adapter's toast queue, so the entry point can hand that queue over as it is:
 * `toasts()` returns the same array until something changes, and a listener is told after every
 * change.
 */
export interface NoticeFeed {
  toasts(): readonly FeedNotice[];
  subscribe(listener: () => void): () => void;
  /** Removes a notice, shown or waiting; an unknown id changes nothing. */
  dismiss(id: number): void;
}
