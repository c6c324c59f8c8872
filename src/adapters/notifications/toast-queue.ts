import type { Notice, Notifier } from '../../application/ports/notifier';
import type { Unsubscribe } from '../../application/ports/unsubscribe';
import type { Toast, ToastFeed, ToastListener } from './toast-feed';

export interface ToastQueueOptions {
  /** At most this many toasts wait (the one shown included); default 10. */
  readonly limit?: number;
  /** Told when a listener throws; default `console.error`. The other listeners are still told. */
  readonly onListenerError?: (error: unknown) => void;
}

export const DEFAULT_TOAST_LIMIT = 10;

/**
 * `Notifier` as an observable queue of toasts, shown one at a time by the shell.
 *
 * - A notice equal (same key and text) to one already waiting is not queued again: a burst of
 *   hub events ("New Chat Message" ten times) is one toast, not forty seconds of them. The sound
 *   is the use case's and still plays for each.
 * - Beyond `limit`, the oldest waiting toast behind the one shown is dropped: the newest news
 *   matters most, and the toast on screen is never pulled from under the reader.
 * - `notify` never throws, whatever a listener does.
 */
export class ToastQueue implements Notifier, ToastFeed {
  private queue: readonly Toast[] = [];
  private nextId = 1;
  private readonly listeners = new Set<ToastListener>();
  private readonly limit: number;
  private readonly onListenerError: (error: unknown) => void;

  constructor(options: ToastQueueOptions = {}) {
    this.limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_TOAST_LIMIT));
    this.onListenerError = options.onListenerError ?? ((error) => console.error(error));
  }

  notify(notice: Notice): void {
    if (this.queue.some((toast) => toast.key === notice.key && toast.text === notice.text)) return;
    this.push({ id: this.nextId++, key: notice.key, text: notice.text });
  }

  /**
   * A notice with an Undo button that calls `undo`. Never merged with a waiting one: each offers
   * to undo its own change.
   */
  offerUndo(notice: Notice, undo: () => void): void {
    this.push({ id: this.nextId++, key: notice.key, text: notice.text, undo });
  }

  private push(toast: Toast): void {
    let next = [...this.queue, toast];
    if (next.length > this.limit) next = [next[0] as Toast, ...next.slice(next.length - this.limit + 1)];
    this.change(next);
  }

  dismiss(id: number): void {
    const next = this.queue.filter((toast) => toast.id !== id);
    if (next.length !== this.queue.length) this.change(next);
  }

  // Arrow functions, so `toasts` and `subscribe` can be handed over detached (useSyncExternalStore).
  toasts = (): readonly Toast[] => this.queue;

  subscribe = (listener: ToastListener): Unsubscribe => {
    this.listeners.add(listener);
    return () => this.unsubscribe(listener);
  };

  unsubscribe(listener: ToastListener): void {
    this.listeners.delete(listener);
  }

  private change(next: readonly Toast[]): void {
    this.queue = Object.freeze(next);
    for (const listener of [...this.listeners]) {
      try {
        listener(this.queue);
      } catch (error) {
        try {
          this.onListenerError(error);
        } catch {
          // A reporter that throws too must not break the notifier's promise never to throw.
        }
      }
    }
  }
}
