import { lazy } from 'react';
import { LanguageButton } from './language-button.view';
import { MenuOnFirstUse } from './menu-on-first-use.view';

// Its own chunk: the login page's first load carries only the button.
const LanguageMenuPopover = lazy(() => import('./language-menu-popover.view'));

/** The language menu (English, کوردی, العربية): the button at once, the menu on first use. */
export function LanguageMenu() {
  return <MenuOnFirstUse Button={LanguageButton} Popover={LanguageMenuPopover} />;
}
