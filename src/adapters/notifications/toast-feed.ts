import type { Notice } from '../../application/ports/notifier';
import type { Unsubscribe } from '../../application/ports/unsubscribe';

/** A notice waiting in the toast queue, with the id the toaster dismisses it by. */
export interface Toast extends Notice {
  readonly id: number;
  /** Called when the user presses Undo; its presence shows the Undo button. */
  readonly undo?: () => void;
}

/** Told the waiting toasts after every change. */
export type ToastListener = (toasts: readonly Toast[]) => void;

/**
 * The toasts waiting to be shown, oldest first: the toaster shows the first one and dismisses it
 * when the snackbar closes (the domain's `snackbarReducer` decides when: auto-hide, close or undo
 * button, never a click outside). Framework-free, so a React view can read it with
 * `useSyncExternalStore(feed.subscribe, feed.toasts)`: `toasts()` returns the same array until
 * something changes.
 */
export interface ToastFeed {
  toasts(): readonly Toast[];
  subscribe(listener: ToastListener): Unsubscribe;
  unsubscribe(listener: ToastListener): void;
  /** Removes a toast (shown or waiting); an unknown id changes nothing. */
  dismiss(id: number): void;
}
