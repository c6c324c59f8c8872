import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../../domain/shell/resolve-menu';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';

interface EntryProps {
  readonly entry: MenuEntry;
  readonly vm: ShellViewModel;
  /** The id of the item the current path selects. */
  readonly selected: string;
}

const Entry = observer(function Entry({ entry, vm, selected }: EntryProps) {
  const t = useT();
  const navigate = useNavigate();
  if (entry.kind === 'error') return <MenuItem text={entry.text} disabled intent="danger" />;
  if (entry.kind === 'item') {
    const url = entry.url;
    return (
      <MenuItem
        text={t(entry.title)}
        href={url}
        disabled={entry.disabled || url === undefined}
        active={selected === entry.id}
        onClick={(event) => {
          // A plain click navigates in the app; a modified click opens a tab as a link would.
          if (url === undefined || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          void navigate(url);
        }}
      />
    );
  }
  if (entry.kind === 'collapse') {
    return (
      <MenuItem text={t(entry.title)} disabled={entry.disabled}>
        {entry.children.map((child) => (
          <Entry key={child.id} entry={child} vm={vm} selected={selected} />
        ))}
      </MenuItem>
    );
  }
  return (
    <Fragment>
      <MenuDivider title={t(entry.title)} className={entry.disabled ? Classes.TEXT_DISABLED : undefined} />
      {entry.children.map((child) => (
        <Entry key={child.id} entry={child} vm={vm} selected={selected} />
      ))}
    </Fragment>
  );
});

/** The side menu (000 §2), drawn from the resolved menu entries. */
export const SideMenu = observer(function SideMenu({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  // Read from the URL while drawing, so the selection never lags a navigation.
  const selected = vm.selectedItemAt(useLocation().pathname);
  return (
    <nav aria-label={t('shell.sideMenu')} className="side-menu">
      <Menu>
        {vm.entries.map((entry) => (
          <Entry key={entry.id} entry={entry} vm={vm} selected={selected} />
        ))}
      </Menu>
    </nav>
  );
});
