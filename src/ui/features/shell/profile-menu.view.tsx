import { lazy, Suspense, useState } from 'react';
import { ProfileButton } from './profile-button.view';

// The popover (menus, positioning, their styles) is its own chunk: the shell's first paint
// carries only the button.
const ProfileMenuPopover = lazy(() => import('./profile-menu-popover.view'));

/** The profile menu: the button naming the user at once, the menu on first use. */
export function ProfileMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ProfileButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ProfileButton />}>
      <ProfileMenuPopover openAtFirst />
    </Suspense>
  );
}
