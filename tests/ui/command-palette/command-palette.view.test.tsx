// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { Classes as SelectClasses } from '@blueprintjs/select';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Translator } from '../../../src/application/ports/translator';
import { ALL_PERMISSION_AREAS } from '../../../src/domain/lists/permission-area';
import { Language } from '../../../src/domain/preferences/language';
import type { StaffUserId } from '../../../src/domain/session/session-user';
import { TestContainer } from '../app/test-container';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { TestServices } from '../app/test-container';
import { CommandPaletteLauncher } from '../../../src/ui/features/command-palette/command-palette-launcher.view';
import { messages } from '../../i18n/bundles';
import { reactPagePerTest } from '../../support/react-page';

/** The app's shared state over the real bundles; `lng` asks another language, as i18next allows. */
function appIn(language: 'en' | 'ar'): AppViewModel {
  const translator = {
    language: language === 'en' ? Language.English : Language.Arabic,
    t: (key: string, params?: Readonly<Record<string, string | number>>) => {
      const text = messages(params?.['lng'] === 'en' ? 'en' : language).get(key) ?? key;
      return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params?.[name] ?? ''));
    },
  } as Translator;
  const storage = { get: () => null, set: () => undefined, remove: () => undefined };
  const app = new AppViewModel({ translator, storage } as unknown as TestServices);
  // An administrator: every screen is a destination.
  app.sessionStore.set({
    status: 'loggedIn',
    user: { id: 'u1' as StaffUserId, name: 'admin', fullName: 'Admin', areas: ALL_PERMISSION_AREAS },
  });
  return app;
}

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const page = reactPagePerTest();

async function mount(language: 'en' | 'ar' = 'en'): Promise<void> {
  await act(async () => {
    page.root.render(
      <TestContainer app={appIn(language)}>
        <MemoryRouter initialEntries={['/dashboard/default']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <CommandPaletteLauncher />
                  <input data-testid="some-field" />
                  <WhereAmI />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </TestContainer>,
    );
  });
}

const input = () => document.querySelector<HTMLInputElement>(`.${SelectClasses.OMNIBAR} input`);
const rows = () =>
  [...document.querySelectorAll(`.${SelectClasses.OMNIBAR} .${Classes.MENU_ITEM}`)].map(
    (el) => el.textContent,
  );
const location = () => page.container.querySelector('[data-testid="location"]')?.textContent;

async function press(target: EventTarget, init: KeyboardEventInit): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  await act(async () => void target.dispatchEvent(event));
  return event;
}

async function type(text: string): Promise<void> {
  const field = input();
  if (field === null) throw new Error('the palette is not open');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function enter(): Promise<void> {
  const field = input();
  if (field === null) throw new Error('the palette is not open');
  await press(field, { key: 'Enter' });
  await act(
    async () => void field.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true })),
  );
}

beforeAll(async () => {
  // The palette is a lazy chunk: loaded once here, React then draws it within one act.
  await import('../../../src/ui/features/command-palette/command-palette.view');
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the command palette', () => {
  it('is not drawn (nor loaded) before it is first opened', async () => {
    await mount();
    expect(input()).toBeNull();
  });

  it('opens on Ctrl+K, even from inside a text field, and keeps the browser from acting on it', async () => {
    await mount();
    const field = page.container.querySelector<HTMLInputElement>('[data-testid="some-field"]');
    const event = await press(field ?? window, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(input()).not.toBeNull();
    expect(event.defaultPrevented).toBe(true);
  });

  it('opens on Cmd+K', async () => {
    await mount();
    await press(window, { key: 'k', code: 'KeyK', metaKey: true });
    expect(input()).not.toBeNull();
  });

  it('leaves Ctrl+Shift+K to the browser', async () => {
    await mount();
    const event = await press(window, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    expect(input()).toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it('opens from its top-bar button, which names itself and its shortcut', async () => {
    await mount();
    const button = page.container.querySelector<HTMLButtonElement>('[data-testid="command-palette-button"]');
    // Named by its visible label (WCAG 2.5.3: an aria-label must not hide the visible text).
    expect(button?.hasAttribute('aria-label')).toBe(false);
    expect(button?.textContent).toContain('Go to page');
    expect(button?.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await act(async () => button?.click());
    expect(input()?.getAttribute('placeholder')).toBe('Type a page name…');
  });

  it('lists every destination before anything is typed', async () => {
    await mount();
    await press(window, { key: 'k', ctrlKey: true });
    expect(rows().length).toBeGreaterThan(60);
  });

  it('filters by title as the user types, and goes to the chosen screen on Enter', async () => {
    await mount();
    await press(window, { key: 'k', ctrlKey: true });
    await type('doctor tags');
    expect(rows()[0]).toContain('Doctor Tags');
    await enter();
    expect(location()).toBe('/dashboard/doctortags');
  });

  it('moves the choice with the arrow keys', async () => {
    await mount();
    await press(window, { key: 'k', ctrlKey: true });
    await type('feedback');
    await enter();
    const first = location();
    await press(window, { key: 'k', ctrlKey: true });
    await type('feedback');
    await press(input() as HTMLInputElement, { key: 'ArrowDown' });
    await enter();
    expect(first).toMatch(/^\/dashboard\/.*feedback/i);
    expect(location()).toMatch(/^\/dashboard\/.*feedback/i);
    expect(location()).not.toBe(first);
  });

  it('says so when nothing matches', async () => {
    await mount();
    await press(window, { key: 'k', ctrlKey: true });
    await type('xylophone');
    expect(document.querySelector(`.${SelectClasses.OMNIBAR}`)?.textContent).toContain(
      'No page matches “xylophone”.',
    );
  });

  it('closes on Escape', async () => {
    await mount();
    await press(window, { key: 'k', ctrlKey: true });
    await press(input() as HTMLInputElement, { key: 'Escape' });
    await vi.waitFor(() => expect(document.querySelector(`.${Classes.OVERLAY_OPEN}`)).toBeNull());
  });

  it('shows Arabic titles to an Arabic reader, and still finds a screen by its English name', async () => {
    await mount('ar');
    await press(window, { key: 'ن', code: 'KeyK', ctrlKey: true });
    expect(input()?.getAttribute('placeholder')).toBe('اكتب اسم صفحة…');
    await type('Doctor Tags');
    expect(rows()[0]).toContain(messages('ar').get('routes.doctorTags'));
    await enter();
    expect(location()).toBe('/dashboard/doctortags');
  });
});
