import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Toast } from '../../../src/adapters/notifications/toast-feed';
import { DEFAULT_TOAST_LIMIT, ToastQueue } from '../../../src/adapters/notifications/toast-queue';
import type { Notice } from '../../../src/application/ports/notifier';
import { ChatAlert } from '../../../src/domain/chat/chat-alert';

const noticeArb: fc.Arbitrary<Notice> = fc.record({
  key: fc.constantFrom('alerts.newChatMessage', 'alerts.newSmsCodeRequest', 'snackbar.noteArchived'),
  text: fc.constantFrom('New Chat Message', 'New SMS Code Request', 'Note archived'),
});

/** What the toaster does: one of the waiting toasts is closed (the shown one, mostly). */
type Step =
  { readonly kind: 'notify'; readonly notice: Notice } | { readonly kind: 'dismiss'; readonly at: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: noticeArb.map((notice) => ({ kind: 'notify' as const, notice })) },
  { weight: 1, arbitrary: fc.nat({ max: 12 }).map((at) => ({ kind: 'dismiss' as const, at })) },
);

const same = (a: Notice, b: Notice) => a.key === b.key && a.text === b.text;

/** The naive model: a list; a notice already waiting is skipped; beyond the limit the second goes. */
function model(steps: readonly Step[], limit: number): Notice[] {
  let waiting: Toast[] = [];
  let id = 1;
  for (const step of steps) {
    if (step.kind === 'notify') {
      if (waiting.some((t) => same(t, step.notice))) continue;
      waiting.push({ ...step.notice, id: id++ });
      while (waiting.length > limit) waiting.splice(1, 1);
    } else {
      const target = waiting[step.at];
      if (target) waiting = waiting.filter((t) => t.id !== target.id);
    }
  }
  return waiting.map(({ key, text }) => ({ key, text }));
}

function run(queue: ToastQueue, steps: readonly Step[]): void {
  for (const step of steps) {
    if (step.kind === 'notify') queue.notify(step.notice);
    else {
      const target = queue.toasts()[step.at];
      if (target) queue.dismiss(target.id);
    }
  }
}

describe('ToastQueue', () => {
  it('holds the notices not yet dismissed in arrival order, each at most once, at most limit of them', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (steps, limit) => {
        const queue = new ToastQueue({ limit });
        run(queue, steps);
        expect(queue.toasts().map(({ key, text }) => ({ key, text }))).toEqual(model(steps, limit));
      }),
    );
  });

  it('never replaces the toast on screen when the queue overflows', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 2, maxLength: 30 }), (keys) => {
        const queue = new ToastQueue({ limit: 2 });
        keys.forEach((key, i) => queue.notify({ key: `${key}#${i}`, text: key }));
        expect(queue.toasts()[0]?.key).toBe(`${keys[0]}#0`);
      }),
    );
  });

  it('tells every subscriber the new queue on every change, and nobody after unsubscribing', () => {
    const queue = new ToastQueue();
    const seen: (readonly Toast[])[] = [];
    const listener = (toasts: readonly Toast[]) => void seen.push(toasts);
    const stop = queue.subscribe(listener);
    queue.notify({ key: ChatAlert.NewChatMessage.messageKey, text: ChatAlert.NewChatMessage.text });
    const first = queue.toasts()[0];
    queue.dismiss(first?.id ?? -1);
    stop();
    queue.notify({ key: 'snackbar.noteArchived', text: 'Note archived' });
    queue.subscribe(listener);
    queue.unsubscribe(listener);
    queue.dismiss(queue.toasts()[0]?.id ?? -1);
    expect(seen.map((toasts) => toasts.map((t) => t.text))).toEqual([['New Chat Message'], []]);
  });

  it('keeps the same array between changes, so a view reading it re-renders only on a change', () => {
    const queue = new ToastQueue();
    const { toasts, subscribe } = queue; // detached, as useSyncExternalStore takes them
    subscribe(() => undefined);
    const before = toasts();
    queue.dismiss(999);
    expect(toasts()).toBe(before);
    queue.notify({ key: 'k', text: 't' });
    expect(toasts()).not.toBe(before);
  });

  it('keeps telling the other listeners and never throws when a listener throws', () => {
    const errors: unknown[] = [];
    const queue = new ToastQueue({ onListenerError: (error) => errors.push(error) });
    const heard: number[] = [];
    queue.subscribe(() => {
      throw new Error('broken view');
    });
    queue.subscribe((toasts) => heard.push(toasts.length));
    expect(() => queue.notify({ key: 'k', text: 't' })).not.toThrow();
    expect([heard, errors.length]).toEqual([[1], 1]);
  });

  it.each([
    { name: 'New Chat Message', alert: ChatAlert.NewChatMessage },
    { name: 'New SMS Code Request', alert: ChatAlert.NewSmsCodeRequest },
  ])('a burst of "$name" alerts is one toast', ({ alert }) => {
    const queue = new ToastQueue();
    for (let i = 0; i < 25; i++) queue.notify({ key: alert.messageKey, text: alert.text });
    expect(queue.toasts().map((t) => t.text)).toEqual([alert.text]);
  });

  it(`waits with ${DEFAULT_TOAST_LIMIT} toasts at most by default`, () => {
    const queue = new ToastQueue();
    for (let i = 0; i < 3 * DEFAULT_TOAST_LIMIT; i++) queue.notify({ key: `k${i}`, text: `t${i}` });
    expect(queue.toasts()).toHaveLength(DEFAULT_TOAST_LIMIT);
  });
});
