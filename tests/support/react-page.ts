import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The element a view test draws into, and React's root on it. */
export interface ReactPage {
  readonly container: HTMLElement;
  readonly root: Root;
}

/**
 * A fresh element on the page and a React root on it before each test of the calling file,
 * unmounted and removed after. Read its fields inside the tests: they change per test.
 */
export function reactPagePerTest(): ReactPage {
  const page = {} as { container: HTMLElement; root: Root };
  beforeEach(() => {
    page.container = document.createElement('div');
    document.body.append(page.container);
    page.root = createRoot(page.container);
  });
  afterEach(() => {
    act(() => page.root.unmount());
    page.container.remove();
  });
  return page;
}
