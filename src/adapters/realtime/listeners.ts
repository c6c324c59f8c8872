import type { Unsubscribe } from '../../application/ports/unsubscribe';

/**
 * A set of listeners. One that throws is reported and does not keep the others from hearing
 * the event: a bug in one screen must not silence the alerts of another.
 */
export class Listeners<E> {
  private readonly listeners = new Set<(event: E) => void>();

  add(listener: (event: E) => void): Unsubscribe {
    // Wrapped, so the same function added twice is two subscriptions with their own unsubscribe.
    const entry = (event: E) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  emit(event: E): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }
}
