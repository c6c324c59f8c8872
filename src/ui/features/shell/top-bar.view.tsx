import { Alignment, Button, Intent, Navbar, Tag } from '@blueprintjs/core';
import { Chat, Menu as MenuIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { CommandPaletteLauncher } from '../command-palette/command-palette-launcher.view';
import { LanguageMenu } from './language-menu.view';
import { ProfileMenu } from './profile-menu.view';
import type { ShellViewModel } from './shell.view-model';
import { ThemeSwitch } from './theme-switch.view';

/** The unread chats, live: its own observer, so a new count redraws the badge alone. */
const ChatBadge = observer(function ChatBadge() {
  const app = useApp();
  const t = useT();
  const count = app.unread.count;
  if (count <= 0) return null;
  return (
    <Tag
      round
      intent={Intent.DANGER}
      className="chat-badge"
      aria-label={t('shell.unreadChats', { total: count })}
    >
      {count}
    </Tag>
  );
});

/**
 * The top bar: menu toggle, logo home link, the command palette (Ctrl+K), chat, language,
 * theme and the profile menu. Every screen behind the login has it, so the palette's shortcut
 * works on each of them.
 */
export const TopBar = observer(function TopBar({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Navbar className="top-bar" fixedToTop>
      <Navbar.Group align={Alignment.START}>
        <Button
          variant="minimal"
          icon={<MenuIcon />}
          aria-label={t('shell.toggleMenu')}
          aria-expanded={vm.menuState.drawerOpen}
          onClick={vm.toggleDrawer}
          data-testid="menu-toggle"
        />
        <Navbar.Heading>
          <Link to="/" className="top-bar-logo">
            {t('shell.brand')}
          </Link>
        </Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        <CommandPaletteLauncher />
        <span className="chat-button">
          <Button
            variant="minimal"
            icon={<Chat />}
            aria-label={t('shell.openChat')}
            onClick={() => void navigate('/app/chat')}
            data-testid="chat-button"
          />
          <ChatBadge />
        </span>
        <LanguageMenu />
        <ThemeSwitch />
        <ProfileMenu />
      </Navbar.Group>
    </Navbar>
  );
});
