import { makeAutoObservable } from 'mobx';
import {
  INITIAL_SNACKBAR,
  SNACKBAR_AUTO_HIDE_MS,
  TRANSITION_TIMEOUT,
  type SnackbarState,
} from '../../../domain/preferences/snackbar';
import {
  SnackbarEvents,
  snackbarReducer,
  type SnackbarCloseReason,
  type SnackbarEvent,
} from '../../../domain/preferences/snackbar-reducer';
import type { FeedNotice, NoticeFeed } from './notice-feed';

/**
 * How the snackbar comes in: `appear` when it shows from nothing, `enter` when it shows the next
 * waiting notice right after the previous one left (the spec times the two differently).
 */
export type SnackbarEntrance = 'appear' | 'enter';

/** What can keep the snackbar from hiding while it is in use. */
export type SnackbarHolder = 'pointer' | 'focus';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The snackbar of the whole dashboard: shows the feed's notices one at a time, oldest first. When
 * and whether it closes is the domain reducer's call: after 4000 ms, or by the close or the undo
 * button, never by a click outside; the auto-hide timer of an earlier opening is stale and changes
 * nothing. Once closed it plays its exit transition, then drops the notice from the feed and shows
 * the next one.
 *
 * While the pointer or the keyboard focus is on it, the auto-hide waits (a reader about to press
 * Undo keeps it), and it runs its full 4000 ms again once they leave.
 */
export class SnackbarViewModel {
  state: SnackbarState = INITIAL_SNACKBAR;
  /** The notice on screen, also while it plays its exit transition; null when nothing shows. */
  notice: FeedNotice | null = null;
  entrance: SnackbarEntrance = 'appear';
  /** What keeps the auto-hide waiting: the pointer over it, the focus inside it. */
  private readonly holders = new Set<SnackbarHolder>();
  private unsubscribe: (() => void) | null = null;
  private autoHideTimer: Timer | undefined;
  private exitTimer: Timer | undefined;

  /** `reducedMotion` is asked at each transition: with it, nothing animates and nothing waits. */
  constructor(
    private readonly feed: NoticeFeed,
    private readonly reducedMotion: () => boolean = () => false,
  ) {
    makeAutoObservable<
      this,
      'feed' | 'reducedMotion' | 'holders' | 'unsubscribe' | 'autoHideTimer' | 'exitTimer'
    >(
      this,
      {
        feed: false,
        reducedMotion: false,
        holders: false,
        unsubscribe: false,
        autoHideTimer: false,
        exitTimer: false,
      },
      { autoBind: true },
    );
  }

  /** Closed, with its notice still on screen for the exit transition. */
  get leaving(): boolean {
    return this.notice !== null && !this.state.open;
  }

  /** How long the transition playing now lasts, in ms. */
  get transitionMs(): number {
    if (this.reducedMotion()) return 0;
    const timeout = TRANSITION_TIMEOUT[this.state.transition];
    if (this.leaving) return timeout.exit;
    return this.entrance === 'appear' ? timeout.appear : timeout.enter;
  }

  /** Listens to the feed. Idempotent, and resumes cleanly after `stop` (StrictMode runs both twice). */
  start(): void {
    if (this.unsubscribe !== null) return;
    this.unsubscribe = this.feed.subscribe(() => this.showNext('appear'));
    if (this.leaving) this.finishExit();
    else if (this.state.open) this.scheduleAutoHide();
    else this.showNext('appear');
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    clearTimeout(this.autoHideTimer);
    clearTimeout(this.exitTimer);
  }

  /** The user asked it to close; the reducer decides whether it does (a click outside never does). */
  close(reason: SnackbarCloseReason): void {
    this.apply(SnackbarEvents.close(reason));
  }

  /** The Undo button: the notice's own undo, then it closes. Pressed again while leaving, nothing. */
  undo(): void {
    if (!this.state.open) return;
    this.notice?.undo?.();
    this.close('undoButton');
  }

  /** The pointer or the focus came onto the snackbar: the auto-hide waits. */
  hold(holder: SnackbarHolder): void {
    this.holders.add(holder);
    clearTimeout(this.autoHideTimer);
  }

  /** Once both the pointer and the focus have left, the auto-hide starts again from 4000 ms. */
  release(holder: SnackbarHolder): void {
    if (!this.holders.delete(holder) || this.holders.size > 0) return;
    if (this.state.open) this.scheduleAutoHide();
  }

  private showNext(entrance: SnackbarEntrance, skipId?: number): void {
    if (this.notice !== null) return;
    const next = this.feed.toasts().find((notice) => notice.id !== skipId);
    if (next === undefined) return;
    this.notice = next;
    this.entrance = entrance;
    this.holders.clear();
    this.state = snackbarReducer(
      this.state,
      SnackbarEvents.open(next.text, {
        ...next.options,
        actionButton: next.options?.actionButton ?? next.undo !== undefined,
      }),
    );
    this.scheduleAutoHide();
  }

  private scheduleAutoHide(): void {
    clearTimeout(this.autoHideTimer);
    if (this.holders.size > 0) return;
    const openCount = this.state.openCount;
    this.autoHideTimer = setTimeout(
      () => this.apply(SnackbarEvents.autoHidden(openCount)),
      SNACKBAR_AUTO_HIDE_MS,
    );
  }

  private apply(event: SnackbarEvent): void {
    const wasOpen = this.state.open;
    this.state = snackbarReducer(this.state, event);
    if (wasOpen && !this.state.open) this.beginExit();
  }

  private beginExit(): void {
    clearTimeout(this.autoHideTimer);
    this.exitTimer = setTimeout(this.finishExit, this.transitionMs);
  }

  /** The exit played: the next waiting notice comes in, then the one that left leaves the feed. */
  private finishExit(): void {
    const gone = this.notice;
    if (gone === null) return;
    this.notice = null;
    this.showNext('enter', gone.id);
    this.feed.dismiss(gone.id);
  }
}
