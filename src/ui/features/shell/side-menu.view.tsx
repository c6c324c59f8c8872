import { Alignment, AnchorButton, Button, Classes, Collapse, H6, Intent } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../../domain/shell/resolve-menu';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';
import './side-menu.css';

interface EntryProps {
  readonly entry: MenuEntry;
  /** The id of the item the current path selects. */
  readonly selected: string;
}

/** Whether `entry` is, or holds, the selected item. */
const holds = (entry: MenuEntry, selected: string): boolean =>
  entry.id === selected ||
  (entry.kind !== 'item' && entry.kind !== 'error' && entry.children.some((c) => holds(c, selected)));

/**
 * The menu is navigation, not a command menu: a list of links drawn with Blueprint's `AnchorButton`
 * (minimal, filling the column), so screen readers announce links and Tab walks them. Blueprint's
 * `MenuItem` is a command menu's item: it brings its submenu's popover code to every signed-in
 * page, for a menu that opens no submenu.
 */
function Entries({
  entries,
  selected,
}: {
  readonly entries: readonly MenuEntry[];
  readonly selected: string;
}) {
  return entries.map((child) => (
    <Entry key={child.id} entry={child} selected={holds(child, selected) ? selected : ''} />
  ));
}

/** A link of the menu: the button's own `role="button"` is dropped, it is a link to a screen. */
const LINK = { role: undefined, variant: 'minimal', fill: true, alignText: Alignment.START } as const;

/**
 * One entry of the menu: a link, a group's heading and its entries, a collapsible group, or the
 * "Menu Items Error" line. Memoised by `observer`: a navigation redraws only the entries whose
 * selection changed.
 */
const Entry = observer(function Entry({ entry, selected }: EntryProps) {
  const t = useT();
  if (entry.kind === 'error') {
    return (
      <li>
        <AnchorButton {...LINK} text={entry.text} intent={Intent.DANGER} disabled />
      </li>
    );
  }
  if (entry.kind === 'item') {
    const active = selected === entry.id;
    const disabled = entry.disabled || entry.url === undefined;
    return (
      <li>
        <AnchorButton
          {...LINK}
          // The current screen's entry is filled with the primary colour, as a menu's selected item.
          variant={active ? 'solid' : 'minimal'}
          text={t(entry.title)}
          href={entry.url}
          disabled={disabled}
          active={active}
          intent={active ? Intent.PRIMARY : undefined}
          aria-current={active ? 'page' : undefined}
        />
      </li>
    );
  }
  if (entry.kind === 'collapse') return <CollapsibleGroup entry={entry} selected={selected} />;
  // A group is its heading and the list of its entries.
  return (
    <li className="side-menu-group">
      <H6 className={entry.disabled ? Classes.TEXT_DISABLED : undefined}>{t(entry.title)}</H6>
      <ul>
        <Entries entries={entry.children} selected={selected} />
      </ul>
    </li>
  );
});

/** A collapsible group: open when it holds the selected item, else closed until opened. */
const CollapsibleGroup = observer(function CollapsibleGroup({
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
      <Button
        variant="minimal"
        fill
        alignText={Alignment.START}
        text={t(entry.title)}
        endIcon={<Chevron className="flip-rtl" />}
        disabled={entry.disabled}
        aria-expanded={shown}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={shown}>
        <ul className="side-menu-nested">
          <Entries entries={entry.children} selected={selected} />
        </ul>
      </Collapse>
    </li>
  );
});

/**
 * The side menu, drawn from the resolved menu entries. Its links are real links (a modified click
 * opens a tab); a plain click, or Enter on a link, navigates in the app through one handler here.
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
    // One handler for every link: a link's own would be a new function each time the router moves.
    <nav aria-label={t('shell.sideMenu')} className="side-menu" onClick={onClick}>
      <ul>
        <Entries entries={vm.entries} selected={selected} />
      </ul>
    </nav>
  );
});
