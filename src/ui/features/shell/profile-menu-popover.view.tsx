import 'blueprint-css/rest.css';
import { Classes, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Key, LogOut } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { ProfileButton } from './profile-button.view';

/**
 * The profile menu's popover: the greeting by name and full name, the own password change, and
 * Logout.
 */
const ProfileMenuPopover = observer(function ProfileMenuPopover({
  openAtFirst,
}: {
  readonly openAtFirst: boolean;
}) {
  const app = useApp();
  const t = useT();
  const navigate = useNavigate();
  const user = app.session.status === 'loggedIn' ? app.session.user : null;

  const logOut = async () => {
    await app.logOut();
    void navigate('/login', { replace: true });
  };

  return (
    <PopoverNext
      defaultIsOpen={openAtFirst}
      placement="bottom-end"
      content={
        <Menu>
          {user !== null && (
            <MenuDivider
              title={t('shell.greetingFull', { name: user.name, fullName: user.fullName })}
              className={Classes.TEXT_OVERFLOW_ELLIPSIS}
            />
          )}
          <MenuItem
            icon={<Key />}
            text={t('accountPassword.menu')}
            onClick={() => void navigate('/change-password')}
            data-testid="change-password"
          />
          <MenuItem
            icon={<LogOut className="flip-rtl" />}
            text={t('common.logout')}
            onClick={() => void logOut()}
            data-testid="logout"
          />
        </Menu>
      }
    >
      <ProfileButton />
    </PopoverNext>
  );
});

export default ProfileMenuPopover;
