import { INITIAL_SNACKBAR as I, type SnackbarState } from './snackbar';

export type SnackbarOptions = Partial<
  Pick<SnackbarState, 'anchorOrigin' | 'variant' | 'alert' | 'transition' | 'close' | 'actionButton'>
>;

/** Why the user asked the snackbar to close. */
export type SnackbarCloseReason = 'clickaway' | 'closeButton' | 'undoButton';

export type SnackbarEvent =
  | { readonly type: 'open'; readonly message?: string | undefined; readonly options?: SnackbarOptions }
  | { readonly type: 'close'; readonly reason: SnackbarCloseReason }
  /** The auto-hide timer of the opening numbered `openCount` ran out. */
  | { readonly type: 'autoHidden'; readonly openCount: number };

export const SnackbarEvents = {
  open: (message?: string, options?: SnackbarOptions): SnackbarEvent => ({ type: 'open', message, options }),
  close: (reason: SnackbarCloseReason): SnackbarEvent => ({ type: 'close', reason }),
  autoHidden: (openCount: number): SnackbarEvent => ({ type: 'autoHidden', openCount }),
} as const;

/**
 * The snackbar. Each opening starts from the defaults plus its own options, so one caller's
 * placement or colour never leaks into the next; an empty message shows the default text. A click
 * outside does not close it; the close button, the undo button and the auto-hide timer of the
 * current opening do. The timer of an earlier opening is stale and ignored.
 */
export function snackbarReducer(state: SnackbarState, event: SnackbarEvent): SnackbarState {
  switch (event.type) {
    case 'open': {
      const o = event.options ?? {};
      return {
        open: true,
        message: event.message || I.message,
        anchorOrigin: o.anchorOrigin ?? I.anchorOrigin,
        variant: o.variant ?? I.variant,
        alert: o.alert ?? I.alert,
        transition: o.transition ?? I.transition,
        close: o.close ?? I.close,
        actionButton: o.actionButton ?? I.actionButton,
        openCount: state.openCount + 1,
      };
    }
    case 'close':
      return state.open && event.reason !== 'clickaway' ? { ...state, open: false } : state;
    case 'autoHidden':
      return state.open && event.openCount === state.openCount ? { ...state, open: false } : state;
  }
}
