// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../src/application/ports/translator';
import { Language } from '../../../src/domain/preferences/language';
import { MenuItemType, type MenuNode } from '../../../src/domain/shell/menu-node';
import { AppViewModel, type AppServices } from '../../../src/ui/app/app.view-model';
import { ShellViewModel } from '../../../src/ui/features/shell/shell.view-model';
import { SideMenu } from '../../../src/ui/features/shell/side-menu.view';
import { reactPagePerTest } from '../../support/react-page';
import { TestContainer } from '../app/test-container';

/** Labels are their keys, so the test reads them as written below. */
function app(): AppViewModel {
  const translator = { language: Language.English, t: (key: string) => key } as Translator;
  const storage = { get: () => null, set: () => undefined, remove: () => undefined };
  return new AppViewModel({ translator, storage } as unknown as AppServices);
}

const MENU: readonly MenuNode[] = [
  {
    id: 'main',
    title: 'Main',
    type: MenuItemType.Group,
    children: [
      { id: 'home', title: 'Home', type: MenuItemType.Item, url: '/dashboard/default' },
      { id: 'doctors', title: 'Doctors', type: MenuItemType.Item, url: '/dashboard/Doctors' },
      { id: 'off', title: 'Switched off', type: MenuItemType.Item, url: '/dashboard/off', disabled: true },
    ],
  },
  {
    id: 'more',
    title: 'More',
    type: MenuItemType.Collapse,
    children: [{ id: 'news', title: 'News', type: MenuItemType.Item, url: '/dashboard/news' }],
  },
];

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const page = reactPagePerTest();

async function mount(path = '/dashboard/default'): Promise<void> {
  const vm = new ShellViewModel(MENU, true);
  await act(async () => {
    page.root.render(
      <TestContainer app={app()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <SideMenu vm={vm} />
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

const link = (name: string) =>
  [...page.container.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === name)!;
const location = () => page.container.querySelector('[data-testid="location"]')?.textContent;

async function click(target: Element, init: MouseEventInit = {}): Promise<MouseEvent> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => void target.dispatchEvent(event));
  return event;
}

describe('the side menu', () => {
  it('draws every item as a link to its screen', async () => {
    await mount();
    expect(link('Home').getAttribute('href')).toBe('/dashboard/default');
    expect(link('Doctors').getAttribute('href')).toBe('/dashboard/Doctors');
    expect(link('Home').getAttribute('role')).toBeNull();
  });

  it("marks the current screen's item as the page, highlighted, and no other", async () => {
    await mount('/dashboard/Doctors');
    expect(link('Doctors').getAttribute('aria-current')).toBe('page');
    expect(link('Doctors').classList.contains(Classes.ACTIVE)).toBe(true);
    expect(link('Home').hasAttribute('aria-current')).toBe(false);
    expect(link('Home').classList.contains(Classes.ACTIVE)).toBe(false);
  });

  it('follows a plain click inside the app, and moves the highlight with it', async () => {
    await mount();
    const event = await click(link('Doctors'));
    expect(event.defaultPrevented).toBe(true);
    expect(location()).toBe('/dashboard/Doctors');
    expect(link('Doctors').getAttribute('aria-current')).toBe('page');
  });

  it('follows Enter on a link inside the app', async () => {
    await mount();
    // A key pressed and released, as a user does: the link follows it once, in the app.
    await act(async () => {
      const init = { key: 'Enter', bubbles: true, cancelable: true };
      link('Doctors').dispatchEvent(new KeyboardEvent('keydown', init));
      link('Doctors').dispatchEvent(new KeyboardEvent('keyup', init));
    });
    expect(location()).toBe('/dashboard/Doctors');
  });

  it('leaves a modified click to the browser (a new tab or window)', async () => {
    await mount();
    const event = await click(link('Doctors'), { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(location()).toBe('/dashboard/default');
  });

  it('draws a disabled item without an address, out of the tab order', async () => {
    await mount();
    const off = link('Switched off');
    expect(off.hasAttribute('href')).toBe(false);
    expect(off.getAttribute('aria-disabled')).toBe('true');
    expect(off.tabIndex).toBe(-1);
  });

  it('names each group with a heading', async () => {
    await mount();
    expect([...page.container.querySelectorAll('nav h6')].map((h) => h.textContent)).toEqual(['Main']);
  });

  it('keeps a collapsible group closed until it is opened, unless it holds the current screen', async () => {
    await mount();
    const toggle = page.container.querySelector<HTMLElement>('[aria-expanded]')!;
    expect(toggle.textContent).toBe('More');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(link('News')).toBeUndefined();
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(link('News').getAttribute('href')).toBe('/dashboard/news');
  });

  it('opens a collapsible group that holds the current screen', async () => {
    await mount('/dashboard/news');
    expect(page.container.querySelector('[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
    expect(link('News').getAttribute('aria-current')).toBe('page');
  });
});
