// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from '../../../src/adapters/notifications/toast-queue';
import type { Translator } from '../../../src/application/ports/translator';
import { Language } from '../../../src/domain/preferences/language';
import { TestContainer } from '../app/test-container';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { TestServices } from '../app/test-container';
import type { FeedNotice, NoticeFeed } from '../../../src/ui/features/snackbar/notice-feed';
import { SnackbarHost } from '../../../src/ui/features/snackbar/snackbar-host.view';
import { messages } from '../../i18n/bundles';
import { reactPagePerTest } from '../../support/react-page';

/** The app's shared state over a translator that reads the real bundle of `language`. */
function appIn(language: 'en' | 'ar'): AppViewModel {
  const bundle = messages(language);
  const translator = {
    language: language === 'en' ? Language.English : Language.Arabic,
    t: (key: string) => bundle.get(key) ?? key,
  } as Translator;
  const storage = { get: () => null, set: () => undefined, remove: () => undefined };
  return new AppViewModel({ translator, storage } as unknown as TestServices);
}

const page = reactPagePerTest();

async function mount(feed: NoticeFeed, language: 'en' | 'ar' = 'en'): Promise<void> {
  await act(async () => {
    page.root.render(
      <TestContainer app={appIn(language)}>
        <SnackbarHost feed={feed} />
      </TestContainer>,
    );
  });
}

/** Lets the toast's chunk load and React draw it. */
const settle = () => act(async () => {});

const snackbar = () => page.container.querySelector<HTMLElement>('[data-testid="snackbar"]');
const button = (testId: string) =>
  page.container.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);

beforeAll(async () => {
  // The toast is a lazy chunk: loaded once here, React then draws it within one act.
  await import('../../../src/ui/features/snackbar/snackbar-toast.view');
  // Transforming the chunk on first import can outlast the default timeout on a busy machine.
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the snackbar host', () => {
  it('shows a queued notice in the English bundle’s words, inside a polite status region', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' }));
    await settle();
    const region = page.container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toContain('New Chat Message');
    expect(snackbar()?.dataset['transition']).toBe('Fade');
  });

  it('shows the message in the language shown, and a translated close button', async () => {
    const queue = new ToastQueue();
    await mount(queue, 'ar');
    await act(async () => queue.notify({ key: 'alerts.newSmsCodeRequest', text: 'New SMS Code Request' }));
    await settle();
    expect(snackbar()?.textContent).toContain('طلب رمز SMS جديد');
    expect(button('snackbar-close')?.getAttribute('aria-label')).toBe('إغلاق');
  });

  it('falls back to the notice’s English text when no bundle has its key', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.notInAnyBundle', text: 'Server restarted' }));
    await settle();
    expect(snackbar()?.textContent).toContain('Server restarted');
  });

  it('stays when the user clicks elsewhere on the page', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' }));
    await settle();
    act(() => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    act(() => vi.advanceTimersByTime(1000));
    expect(snackbar()?.dataset['phase']).toBe('in');
  });

  it('leaves after its close button is pressed and the Fade exit (400 ms) has played', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' }));
    await settle();
    act(() => button('snackbar-close')?.click());
    expect(snackbar()?.dataset['phase']).toBe('out');
    expect(snackbar()?.style.getPropertyValue('--snackbar-ms')).toBe('400ms');
    act(() => vi.advanceTimersByTime(400));
    expect(snackbar()).toBeNull();
  });

  it('leaves by itself after 4000 ms', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' }));
    await settle();
    act(() => vi.advanceTimersByTime(3999));
    expect(snackbar()?.dataset['phase']).toBe('in');
    act(() => vi.advanceTimersByTime(1));
    expect(snackbar()?.dataset['phase']).toBe('out');
  });

  it('offers Undo for a notice that can be undone, and undoes and closes on press', async () => {
    const undo = vi.fn();
    const notice: FeedNotice = { id: 7, key: 'snackbar.noteArchived', text: 'Note archived', undo };
    let list: readonly FeedNotice[] = [notice];
    const feed: NoticeFeed = {
      toasts: () => list,
      subscribe: () => () => undefined,
      dismiss: (id) => void (list = list.filter((n) => n.id !== id)),
    };
    await mount(feed);
    await settle();
    expect(snackbar()?.textContent).toContain('Note archived');
    act(() => button('snackbar-undo')?.click());
    expect(undo).toHaveBeenCalledTimes(1);
    expect(snackbar()?.dataset['phase']).toBe('out');
  });

  it('shows no Undo button for a notice that cannot be undone', async () => {
    const queue = new ToastQueue();
    await mount(queue);
    await act(async () => queue.notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' }));
    await settle();
    expect(button('snackbar-undo')).toBeNull();
    expect(button('snackbar-close')).not.toBeNull();
  });
});
