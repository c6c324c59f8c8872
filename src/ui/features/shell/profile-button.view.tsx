import { Button } from '@blueprintjs/core';
import { User } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { MouseEventHandler } from 'react';
import { useApp } from '../../app/app-context';

/** The profile button, naming the user; the popover wraps it once loaded. */
export const ProfileButton = observer(function ProfileButton({
  onClick,
}: {
  readonly onClick?: MouseEventHandler<HTMLElement>;
}) {
  const app = useApp();
  const user = app.session.status === 'loggedIn' ? app.session.user : null;
  return (
    <Button
      variant="minimal"
      icon={<User />}
      aria-haspopup="menu"
      data-testid="profile-menu"
      {...(onClick === undefined ? {} : { onClick })}
    >
      {user?.name}
    </Button>
  );
});
