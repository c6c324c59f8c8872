import { lazy } from 'react';
import { MenuOnFirstUse } from './menu-on-first-use.view';
import { ProfileButton } from './profile-button.view';

// Its own chunk: the shell's first paint carries only the button.
const ProfileMenuPopover = lazy(() => import('./profile-menu-popover.view'));

/** The profile menu: the button naming the user at once, the menu on first use. */
export function ProfileMenu() {
  return <MenuOnFirstUse Button={ProfileButton} Popover={ProfileMenuPopover} />;
}
