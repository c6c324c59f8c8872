import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, NO_PAINT_WAIT_MS } from '../../../src/adapters/browser/after-first-paint';

type Listener = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A window whose paint timing the test drives: `paint(name)` reports one paint entry. */
function fakeWindow(options: { paintTiming: boolean }) {
  const observers: { listener: Listener; disconnected: boolean; buffered: boolean }[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'navigation'] : ['navigation'];
    private readonly entry: (typeof observers)[number];
    constructor(listener: Listener) {
      this.entry = { listener, disconnected: false, buffered: false };
      observers.push(this.entry);
    }
    observe(init: { type: string; buffered?: boolean }) {
      expect(init.type).toBe('paint');
      this.entry.buffered = init.buffered === true;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    observers,
    paint: (name: string) =>
      observers
        .filter((observer) => !observer.disconnected)
        .forEach((observer) =>
          observer.listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
        ),
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
  };
}

/** Whether the promise has settled, after the pending timers of `ms` have run. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waiting for the first contentful paint', () => {
  it('waits for the first contentful paint, including one already reported', async () => {
    const page = fakeWindow({ paintTiming: true });
    const painted = afterFirstPaint(page.win);
    expect(page.observers[0]?.buffered).toBe(true);
    expect(await settledAfter(painted, 50)).toBe(false);
    page.paint('first-contentful-paint');
    expect(await settledAfter(painted, 0)).toBe(true);
    expect(page.observers[0]?.disconnected).toBe(true);
  });

  it('does not take the first paint of a blank frame for a contentful one', async () => {
    const page = fakeWindow({ paintTiming: true });
    const painted = afterFirstPaint(page.win);
    page.paint('first-paint');
    expect(await settledAfter(painted, 50)).toBe(false);
  });

  it('settles after a short wait in a tab that paints nothing (hidden)', async () => {
    const page = fakeWindow({ paintTiming: true });
    const painted = afterFirstPaint(page.win);
    expect(await settledAfter(painted, NO_PAINT_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(painted, 1)).toBe(true);
  });

  it('settles after the next frame where the browser reports no paint timing', async () => {
    const page = fakeWindow({ paintTiming: false });
    const painted = afterFirstPaint(page.win);
    expect(page.observers).toHaveLength(0);
    expect(await settledAfter(painted, 10)).toBe(false);
    page.nextFrame();
    expect(await settledAfter(painted, 0)).toBe(true);
  });
});
