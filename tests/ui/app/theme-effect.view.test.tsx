// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store';
import type { Translator } from '../../../src/application/ports/translator';
import { Language } from '../../../src/domain/preferences/language';
import { ok } from '../../../src/domain/shared/result';
import { TestContainer } from './test-container';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { TestServices } from './test-container';
import { ThemeEffect } from '../../../src/ui/app/theme-effect';
import { reactPagePerTest } from '../../support/react-page';

/** The dark stylesheet's load, settled by the test: `arrive()` or `fail()`. */
const stylesheet = vi.hoisted(() => {
  const state = { loaded: false, calls: 0, settle: { arrive: () => {}, fail: () => {} } };
  return {
    state,
    loadDarkStylesheet: () => {
      state.calls += 1;
      return new Promise<void>((resolve, reject) => {
        state.settle = {
          arrive: () => {
            state.loaded = true;
            resolve();
          },
          fail: () => reject(new Error('offline')),
        };
      });
    },
  };
});

vi.mock('../../../src/ui/theme/dark-stylesheet', () => ({
  loadDarkStylesheet: stylesheet.loadDarkStylesheet,
  darkStylesheetLoaded: () => stylesheet.state.loaded,
}));

function appWith(values: Record<string, string> = {}): AppViewModel {
  const stored = new Map(Object.entries(values));
  const storage: KeyValueStore = {
    get: (key) => stored.get(key) ?? null,
    set: (key, value) => void stored.set(key, value),
    remove: (key) => void stored.delete(key),
  };
  const translator = { language: Language.English as Language, t: (key: string) => key } as Translator;
  const services = {
    storage,
    translator,
    switchLanguage: { execute: async (language: Language) => ok(language) },
  } as unknown as TestServices;
  return new AppViewModel(services);
}

const page = reactPagePerTest();
const isDark = () => document.body.classList.contains(Classes.DARK);

async function draw(app: AppViewModel): Promise<void> {
  await act(async () => {
    page.root.render(
      <TestContainer app={app}>
        <ThemeEffect />
      </TestContainer>,
    );
  });
}

/** A light page drawn, then switched to dark by the user. */
async function drawAndAskForDark(): Promise<AppViewModel> {
  const app = appWith();
  await draw(app);
  await act(async () => app.setDark(true));
  return app;
}

afterEach(() => {
  document.body.classList.remove(Classes.DARK);
  document.documentElement.removeAttribute('style');
  Object.assign(stylesheet.state, { loaded: false, calls: 0 });
});

describe('the page theme', () => {
  it('keeps a light page from loading the dark stylesheet', async () => {
    await draw(appWith());
    expect(isDark()).toBe(false);
    expect(stylesheet.state.calls).toBe(0);
  });

  it('turns the page dark only once the dark stylesheet has arrived', async () => {
    await drawAndAskForDark();
    expect(stylesheet.state.calls).toBe(1);
    expect(isDark()).toBe(false);
    await act(async () => stylesheet.state.settle.arrive());
    expect(isDark()).toBe(true);
  });

  it('stays light when the user switches back before the stylesheet arrives', async () => {
    const app = await drawAndAskForDark();
    await act(async () => app.setDark(false));
    await act(async () => stylesheet.state.settle.arrive());
    expect(isDark()).toBe(false);
  });

  it('turns dark all the same when the stylesheet fails to arrive', async () => {
    await drawAndAskForDark();
    await act(async () => stylesheet.state.settle.fail());
    expect(isDark()).toBe(true);
  });

  it('switches at once once the stylesheet is on the page', async () => {
    const app = appWith();
    stylesheet.state.loaded = true;
    await draw(app);
    await act(async () => app.setDark(true));
    expect(isDark()).toBe(true);
    expect(stylesheet.state.calls).toBe(0);
  });
});
