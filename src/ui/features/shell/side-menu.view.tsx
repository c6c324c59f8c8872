import { Classes, Intent } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../../domain/shell/resolve-menu';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';

interface EntryProps {
  readonly entry: MenuEntry;
  /** The id of the item the current path selects. */
  readonly selected: string;
}

const itemClass = (active: boolean, disabled: boolean, intent?: Intent): string =>
  [
    Classes.MENU_ITEM,
    active ? `${Classes.ACTIVE} ${Classes.intentClass(Intent.PRIMARY)}` : '',
    intent === undefined ? '' : Classes.intentClass(intent),
    disabled ? Classes.DISABLED : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Whether `entry` is, or holds, the selected item. */
const holds = (entry: MenuEntry, selected: string): boolean =>
  entry.id === selected ||
  (entry.kind !== 'item' && entry.kind !== 'error' && entry.children.some((c) => holds(c, selected)));

/**
 * One entry of the menu: a link, a group's header and its entries, a collapsible group, or the
 * "Menu Items Error" line. Drawn with Blueprint's menu classes, without its popover machinery: a
 * navigation redraws only the entries whose selection changed (memoised by `observer`).
 */
const Entry = observer(function Entry({ entry, selected }: EntryProps) {
  const t = useT();
  if (entry.kind === 'error') {
    return (
      <li>
        <span className={itemClass(false, true, Intent.DANGER)} aria-disabled>
          {entry.text}
        </span>
      </li>
    );
  }
  if (entry.kind === 'item') {
    const active = selected === entry.id;
    const disabled = entry.disabled || entry.url === undefined;
    return (
      <li>
        {disabled ? (
          <span className={itemClass(false, true)} aria-disabled>
            <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{t(entry.title)}</span>
          </span>
        ) : (
          <a className={itemClass(active, false)} href={entry.url} aria-current={active ? 'page' : undefined}>
            <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{t(entry.title)}</span>
          </a>
        )}
      </li>
    );
  }
  if (entry.kind === 'collapse') return <Collapse entry={entry} selected={selected} />;
  // A group is its header and its entries, in the same list (as Blueprint's menu draws them).
  return (
    <>
      <li className={`${Classes.MENU_HEADER}${entry.disabled ? ` ${Classes.TEXT_DISABLED}` : ''}`}>
        <h6 className={Classes.HEADING}>{t(entry.title)}</h6>
      </li>
      {entry.children.map((child) => (
        <Entry key={child.id} entry={child} selected={holds(child, selected) ? selected : ''} />
      ))}
    </>
  );
});

/** A collapsible group: open when it holds the selected item, else closed until opened. */
const Collapse = observer(function Collapse({
  entry,
  selected,
}: {
  readonly entry: Extract<MenuEntry, { kind: 'group' | 'collapse' }>;
  readonly selected: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(() => holds(entry, selected));
  const shown = open && !entry.disabled;
  const Chevron = shown ? ChevronDown : ChevronRight;
  return (
    <li>
      <button
        type="button"
        className={itemClass(false, entry.disabled)}
        disabled={entry.disabled}
        aria-expanded={shown}
        onClick={() => setOpen(!open)}
      >
        <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{t(entry.title)}</span>
        <Chevron className="flip-rtl" />
      </button>
      {shown && (
        <ul className="side-menu-list side-menu-nested">
          {entry.children.map((child) => (
            <Entry key={child.id} entry={child} selected={holds(child, selected) ? selected : ''} />
          ))}
        </ul>
      )}
    </li>
  );
});

/**
 * The side menu (000 §2), drawn from the resolved menu entries. Its links are real links (a
 * modified click opens a tab); a plain click navigates in the app, through one handler here.
 */
export const SideMenu = observer(function SideMenu({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  const navigate = useNavigate();
  // Read from the URL while drawing, so the selection never lags a navigation.
  const selected = vm.selectedItemAt(useLocation().pathname);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    const url = link?.getAttribute('href');
    if (url === null || url === undefined || !url.startsWith('/')) return;
    event.preventDefault();
    void navigate(url);
  };
  return (
    // The links handle their own keys (Enter on a link is a click); the click is delegated here.
    <nav aria-label={t('shell.sideMenu')} className="side-menu" onClick={onClick}>
      <ul className={`${Classes.MENU} side-menu-list`}>
        {vm.entries.map((entry) => (
          <Entry key={entry.id} entry={entry} selected={holds(entry, selected) ? selected : ''} />
        ))}
      </ul>
    </nav>
  );
});
