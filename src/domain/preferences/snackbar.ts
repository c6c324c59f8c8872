/** The snackbar's transitions, as offered. */
export const SnackbarTransition = {
  SlideLeft: 'SlideLeft',
  SlideUp: 'SlideUp',
  SlideRight: 'SlideRight',
  SlideDown: 'SlideDown',
  Grow: 'Grow',
  Fade: 'Fade',
} as const;
export type SnackbarTransition = (typeof SnackbarTransition)[keyof typeof SnackbarTransition];

export interface TransitionTimeout {
  readonly appear: number;
  readonly enter: number;
  readonly exit: number;
}

const FADE_TIMEOUT: TransitionTimeout = { appear: 500, enter: 600, exit: 400 };
const SLIDE_TIMEOUT: TransitionTimeout = { appear: 0, enter: 400, exit: 200 };

/**
 * Timeouts in ms of each transition. The spec times Fade and Slide only; Grow, like Fade, changes
 * how the snackbar appears rather than moving it, so it takes Fade's.
 */
export const TRANSITION_TIMEOUT: Readonly<Record<SnackbarTransition, TransitionTimeout>> = {
  SlideLeft: SLIDE_TIMEOUT,
  SlideUp: SLIDE_TIMEOUT,
  SlideRight: SLIDE_TIMEOUT,
  SlideDown: SLIDE_TIMEOUT,
  Grow: FADE_TIMEOUT,
  Fade: FADE_TIMEOUT,
};

export const SNACKBAR_AUTO_HIDE_MS = 4000;
export const DEFAULT_SNACKBAR_MESSAGE = 'Note archived';

export interface AnchorOrigin {
  readonly vertical: 'top' | 'bottom';
  readonly horizontal: 'left' | 'center' | 'right';
}

export interface SnackbarAlert {
  readonly variant: 'filled' | 'outlined' | 'standard';
  readonly color: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
}

/** The snackbar. `close` and `actionButton` say whether those buttons show. */
export interface SnackbarState {
  readonly open: boolean;
  readonly message: string;
  readonly anchorOrigin: AnchorOrigin;
  readonly variant: 'default' | 'alert';
  readonly alert: SnackbarAlert;
  readonly transition: SnackbarTransition;
  readonly close: boolean;
  readonly actionButton: boolean;
  /** Counts the openings, so a timer started for an earlier one cannot close a later one. */
  readonly openCount: number;
}

export const INITIAL_SNACKBAR: SnackbarState = {
  open: false,
  message: DEFAULT_SNACKBAR_MESSAGE,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  variant: 'default',
  alert: { variant: 'filled', color: 'primary' },
  transition: SnackbarTransition.Fade,
  close: true,
  actionButton: false,
  openCount: 0,
};
