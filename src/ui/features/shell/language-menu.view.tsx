import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button.view';

// The popover (menus, positioning, their styles) is its own chunk: the login page's first load
// carries only the button.
const LanguageMenuPopover = lazy(() => import('./language-menu-popover.view'));

/** The language menu (English, کوردی, العربية): the button at once, the menu on first use. */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LanguageButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguageMenuPopover openAtFirst />
    </Suspense>
  );
}
