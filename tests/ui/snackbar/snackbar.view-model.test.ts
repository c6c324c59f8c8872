import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from '../../../src/adapters/notifications/toast-queue';
import { SnackbarTransition } from '../../../src/domain/preferences/snackbar';
import type { FeedNotice, NoticeFeed } from '../../../src/ui/features/snackbar/notice-feed';
import { SnackbarViewModel } from '../../../src/ui/features/snackbar/snackbar.view-model';

const chat = { key: 'alerts.newChatMessage', text: 'New Chat Message' };
const sms = { key: 'alerts.newSmsCodeRequest', text: 'New SMS Code Request' };
const archived = { key: 'snackbar.noteArchived', text: 'Note archived' };

/** Fade's exit: the time between a close and the next notice coming in. */
const FADE_EXIT = 400;

/** A feed of UI notices (with undo or options), kept as the toast queue keeps its toasts. */
class ListFeed implements NoticeFeed {
  private list: readonly FeedNotice[] = [];
  private readonly listeners = new Set<() => void>();
  readonly dismissed: number[] = [];

  push(notice: FeedNotice): void {
    this.change([...this.list, notice]);
  }

  toasts = (): readonly FeedNotice[] => this.list;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dismiss(id: number): void {
    this.dismissed.push(id);
    this.change(this.list.filter((notice) => notice.id !== id));
  }

  private change(next: readonly FeedNotice[]): void {
    this.list = next;
    for (const listener of [...this.listeners]) listener();
  }
}

function started(feed: NoticeFeed = new ToastQueue(), reducedMotion = false) {
  const vm = new SnackbarViewModel(feed, () => reducedMotion);
  vm.start();
  return vm;
}

const shownText = (vm: SnackbarViewModel) => (vm.state.open ? vm.notice?.text : undefined);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the snackbar view-model', () => {
  it('shows a notice as soon as the notifier queues it', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    expect(shownText(vm)).toBe('New Chat Message');
    expect(vm.state.transition).toBe(SnackbarTransition.Fade);
    expect(vm.state.anchorOrigin).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });

  it('shows a notice that was waiting before it started', () => {
    const queue = new ToastQueue();
    queue.notify(sms);
    expect(shownText(started(queue))).toBe('New SMS Code Request');
  });

  it('auto-hides at 4000 ms and not at 3999 ms', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vi.advanceTimersByTime(3999);
    expect(vm.state.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(vm.state.open).toBe(false);
  });

  it('is not closed by a click outside', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vm.close('clickaway');
    expect(vm.state.open).toBe(true);
    expect(vm.leaving).toBe(false);
  });

  it.each(['closeButton', 'undoButton'] as const)('is closed by the %s', (reason) => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vm.close(reason);
    expect(vm.state.open).toBe(false);
  });

  it('plays the exit transition, then drops the notice from the feed', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vm.close('closeButton');
    expect(vm.leaving).toBe(true);
    expect(vm.transitionMs).toBe(FADE_EXIT);
    vi.advanceTimersByTime(FADE_EXIT - 1);
    expect(queue.toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(vm.notice).toBeNull();
    expect(queue.toasts()).toEqual([]);
  });

  it('shows queued notices one after another, each for its own 4000 ms', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    queue.notify(sms);
    expect(shownText(vm)).toBe('New Chat Message');
    vi.advanceTimersByTime(4000 + FADE_EXIT);
    expect(shownText(vm)).toBe('New SMS Code Request');
    expect(vm.entrance).toBe('enter');
    vi.advanceTimersByTime(3999);
    expect(shownText(vm)).toBe('New SMS Code Request');
    vi.advanceTimersByTime(1 + FADE_EXIT);
    expect(vm.notice).toBeNull();
    expect(queue.toasts()).toEqual([]);
  });

  it('never lets the timer of an earlier opening close a later one', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    queue.notify(sms);
    vi.advanceTimersByTime(1000);
    vm.close('closeButton');
    vi.advanceTimersByTime(FADE_EXIT); // the second opens at 1400 ms
    expect(shownText(vm)).toBe('New SMS Code Request');
    vi.advanceTimersByTime(4000 - 1400); // the first opening's 4000 ms have passed
    expect(shownText(vm)).toBe('New SMS Code Request');
    vi.advanceTimersByTime(1399);
    expect(shownText(vm)).toBe('New SMS Code Request');
    vi.advanceTimersByTime(1);
    expect(vm.state.open).toBe(false);
  });

  it('numbers each opening, so a stale auto-hide is told apart by the reducer', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    const first = vm.state.openCount;
    vm.close('closeButton');
    queue.notify(sms);
    vi.advanceTimersByTime(FADE_EXIT);
    expect(vm.state.openCount).toBe(first + 1);
  });

  it('calls the notice’s undo and closes when Undo is pressed', () => {
    const feed = new ListFeed();
    const undo = vi.fn();
    const vm = started(feed);
    feed.push({ id: 1, ...archived, undo });
    expect(vm.state.actionButton).toBe(true);
    vm.undo();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(vm.state.open).toBe(false);
  });

  it('calls undo once however often Undo is pressed while it leaves', () => {
    const feed = new ListFeed();
    const undo = vi.fn();
    const vm = started(feed);
    feed.push({ id: 1, ...archived, undo });
    vm.undo();
    vm.undo();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('shows no Undo button for a notice without an undo', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    expect(vm.state.actionButton).toBe(false);
  });

  it('opens with the notice’s own placement and transition, and the next one with the defaults', () => {
    const feed = new ListFeed();
    const vm = started(feed);
    feed.push({
      id: 1,
      ...archived,
      options: { anchorOrigin: { vertical: 'top', horizontal: 'center' }, transition: 'SlideUp' },
    });
    feed.push({ id: 2, ...chat });
    expect(vm.state.anchorOrigin).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(vm.transitionMs).toBe(0); // Slide appears in 0 ms
    vm.close('closeButton');
    expect(vm.transitionMs).toBe(200);
    vi.advanceTimersByTime(200);
    expect(vm.notice?.id).toBe(2);
    expect(vm.state.transition).toBe('Fade');
    expect(vm.state.anchorOrigin).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });

  it('times Fade as appear 500 ms from nothing and enter 600 ms right after another', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    queue.notify(sms);
    expect(vm.transitionMs).toBe(500);
    vm.close('closeButton');
    vi.advanceTimersByTime(FADE_EXIT);
    expect(vm.transitionMs).toBe(600);
  });

  it('animates nothing and waits for nothing when the user prefers reduced motion', () => {
    const queue = new ToastQueue();
    const vm = started(queue, true);
    queue.notify(chat);
    queue.notify(sms);
    expect(vm.transitionMs).toBe(0);
    vm.close('closeButton');
    vi.advanceTimersByTime(0);
    expect(shownText(vm)).toBe('New SMS Code Request');
  });

  it('waits while the pointer is on it, then runs its full 4000 ms again', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vi.advanceTimersByTime(3000);
    vm.hold('pointer');
    vi.advanceTimersByTime(10_000);
    expect(vm.state.open).toBe(true);
    vm.release('pointer');
    vi.advanceTimersByTime(3999);
    expect(vm.state.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(vm.state.open).toBe(false);
  });

  it('keeps waiting while the focus is inside, even after the pointer leaves', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vm.hold('pointer');
    vm.hold('focus');
    vm.release('pointer');
    vi.advanceTimersByTime(10_000);
    expect(vm.state.open).toBe(true);
  });

  it('survives StrictMode’s start, stop, start: one notice, one timer', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    queue.notify(chat);
    vm.stop();
    vm.start();
    vm.start();
    expect(shownText(vm)).toBe('New Chat Message');
    vi.advanceTimersByTime(4000);
    expect(vm.state.open).toBe(false);
  });

  it('stops listening and timing when stopped', () => {
    const queue = new ToastQueue();
    const vm = started(queue);
    vm.stop();
    queue.notify(chat);
    expect(vm.notice).toBeNull();
  });
});
