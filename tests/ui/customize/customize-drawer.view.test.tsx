// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store';
import type { Translator } from '../../../src/application/ports/translator';
import { Language } from '../../../src/domain/preferences/language';
import { parseThemeConfig } from '../../../src/domain/preferences/parse-theme-config';
import { DEFAULT_THEME_CONFIG, THEME_CONFIG_KEY } from '../../../src/domain/preferences/theme-config';
import { ok } from '../../../src/domain/shared/result';
import { TestContainer } from '../app/test-container';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { TestServices } from '../app/test-container';
import { ThemeEffect } from '../../../src/ui/app/theme-effect';
import { LiveCustomize } from '../../../src/ui/features/customize/live-customize.view';
import { messages } from '../../i18n/bundles';
import { reactPagePerTest } from '../../support/react-page';

const english = messages('en');

function setUp() {
  const values = new Map<string, string>();
  const storage: KeyValueStore = {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
  const translator = {
    language: Language.English as Language,
    t: (key: string, params?: Record<string, unknown>) =>
      (english.get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name])),
  } as Translator;
  const services = {
    storage,
    translator,
    switchLanguage: { execute: async (language: Language) => ok(language) },
  } as unknown as TestServices;
  return { app: new AppViewModel(services), stored: () => parseThemeConfig(storage.get(THEME_CONFIG_KEY)) };
}

const page = reactPagePerTest();

beforeAll(async () => {
  // The first import of a chunk is slow under the test runner: it is loaded once here.
  await import('../../../src/ui/features/customize/customize-drawer.view');
});

afterEach(() => {
  // The theme effect paints <html>: each test starts from a bare page.
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('style');
});

/** Draws the floating button the shell mounts, with the page-wide theme effect, and opens the drawer. */
async function openDrawer(app: AppViewModel): Promise<HTMLElement> {
  await act(async () => {
    page.root.render(
      <TestContainer app={app}>
        <ThemeEffect />
        <LiveCustomize />
      </TestContainer>,
    );
  });
  const button = page.container.querySelector<HTMLButtonElement>('[data-testid="live-customize"]');
  expect(button?.getAttribute('aria-label')).toBe('Live Customize');
  // The drawer is a separate chunk: nothing of it is on the page before the first open.
  expect(document.querySelector('[data-testid="customize-drawer"]')).toBeNull();
  await act(async () => {
    button?.click();
    // The chunk (loaded once in beforeAll) settles, then React draws the drawer within this act.
    await import('../../../src/ui/features/customize/customize-drawer.view');
  });
  const drawer = document.querySelector<HTMLElement>('[data-testid="customize-drawer"]');
  expect(drawer).not.toBeNull();
  return drawer as HTMLElement;
}

const presetRadios = (drawer: HTMLElement) => [
  ...drawer.querySelectorAll<HTMLInputElement>(
    '[role="radiogroup"] input[type="radio"][data-testid^="preset-"]',
  ),
];

describe('the Live Customize drawer', () => {
  it('opens from the floating button as a dialog named Live Customize, 280 px wide', async () => {
    const drawer = await openDrawer(setUp().app);
    const titleId = drawer.getAttribute('aria-labelledby') ?? '';
    expect(drawer.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(titleId)?.textContent).toBe('Live Customize');
    // The customize drawer is 280 wide.
    expect(drawer.closest<HTMLElement>(`.${Classes.DRAWER}`)?.style.width).toBe('280px');
  });

  it('offers the seven presets, default and theme1 to theme6, with the saved one chosen', async () => {
    const drawer = await openDrawer(setUp().app);
    const radios = presetRadios(drawer);
    expect(radios.map((radio) => radio.value)).toEqual([
      'default',
      'theme1',
      'theme2',
      'theme3',
      'theme4',
      'theme5',
      'theme6',
    ]);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Default',
      'Theme 1',
      'Theme 2',
      'Theme 3',
      'Theme 4',
      'Theme 5',
      'Theme 6',
    ]);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([
      DEFAULT_THEME_CONFIG.presetColor,
    ]);
  });

  it('saves the preset chosen, marks it, and repaints the page with its colour', async () => {
    const { app, stored } = setUp();
    const drawer = await openDrawer(app);
    const theme5 = presetRadios(drawer).find((radio) => radio.value === 'theme5');
    await act(async () => theme5?.click());
    expect(stored().presetColor).toBe('theme5');
    expect(presetRadios(drawer).find((radio) => radio.checked)?.value).toBe('theme5');
    expect(document.documentElement.style.getPropertyValue('--app-primary')).toBe('#0a2342');
  });

  it('turns the page right to left as soon as the layout switch is on', async () => {
    const { app, stored } = setUp();
    const drawer = await openDrawer(app);
    const rtl = drawer.querySelector<HTMLInputElement>(
      '[data-testid="customize-rtl"] input, input[data-testid="customize-rtl"]',
    );
    await act(async () => rtl?.click());
    expect(stored().rtlLayout).toBe(true);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('follows a change made elsewhere, such as the dark switch of the top bar', async () => {
    const { app } = setUp();
    const drawer = await openDrawer(app);
    const darkOption = () =>
      [...drawer.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find(
        (button) => button.textContent === 'Dark',
      );
    expect(darkOption()?.getAttribute('aria-checked')).toBe('false');
    await act(async () => app.setDark(true));
    expect(darkOption()?.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the radius saved, in pixels', async () => {
    const { app } = setUp();
    const drawer = await openDrawer(app);
    await act(async () => app.setTheme({ ...app.theme, borderRadius: 15 }));
    const range = drawer.querySelector<HTMLInputElement>('[data-testid="customize-radius"]');
    expect(range?.value).toBe('15');
    expect(range?.getAttribute('aria-valuetext')).toBe('15 px');
  });
});
