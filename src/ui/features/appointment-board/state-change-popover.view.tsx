// The parts of Blueprint's deferred stylesheet this menu draws, with its chunk.
import 'blueprint-css/rest-popover.css';
import 'blueprint-css/rest-menu.css';
import 'blueprint-css/rest-overlay.css';
import 'blueprint-css/rest-portal.css';
import { Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { isCancelled, type AppointmentState } from '../../../domain/appointments/appointment-state';
import { useT } from '../../i18n/use-t';
import { RowActionsButton } from './row-actions-button.view';
import { BULK_TARGETS, STATE_KEYS, type AppointmentBoardViewModel } from './appointment-board.view-model';

export interface StateChangeMenuProps {
  /** The states the transition model allows from the row's state; nothing is drawn without one. */
  readonly changes: readonly AppointmentState[];
  readonly stateText: (state: AppointmentState) => string;
  readonly onChoose: (to: AppointmentState) => void;
  readonly busy: boolean;
  /** The button's name, which says whose appointment it changes. */
  readonly label: string;
  readonly screen: string;
  /** Given by a screen that closes the menu itself (the board, after a key press). */
  readonly open?: { readonly isOpen: boolean; readonly onInteraction: (open: boolean) => void };
}

/**
 * A row's "…" button in its popover with the menu of the state changes the row may take: the
 * board's own (opened and closed by the board, `open`) or opened by the click that loaded it.
 */
export default function StateChangePopover({
  changes,
  stateText,
  onChoose,
  busy,
  label,
  screen,
  open,
  openAtFirst,
}: StateChangeMenuProps & { readonly openAtFirst: boolean }) {
  const t = useT();
  return (
    <PopoverNext
      {...(open ?? { defaultIsOpen: openAtFirst })}
      placement="bottom-end"
      content={
        <Menu aria-label={t('appointments.board.actions')}>
          {changes.map((to) => (
            <MenuItem
              key={to}
              text={stateText(to)}
              // A cancellation is drawn as the dangerous choice it is.
              intent={isCancelled(to) ? Intent.DANGER : Intent.NONE}
              onClick={() => onChoose(to)}
              data-testid={`${screen}-action-${STATE_KEYS[to]}`}
            />
          ))}
        </Menu>
      }
    >
      <RowActionsButton busy={busy} label={label} screen={screen} />
    </PopoverNext>
  );
}

/** The board's "Change state" button for the selected rows, in its popover with the states' menu. */
export function BulkChangePopover({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  return (
    <PopoverNext
      defaultIsOpen
      placement="bottom-start"
      content={
        <Menu aria-label={t('appointments.board.bulkChange')}>
          {BULK_TARGETS.map((to) => (
            <MenuItem
              key={to}
              text={vm.stateText(to)}
              onClick={() => vm.askBulk(to)}
              data-testid={`board-bulk-${STATE_KEYS[to]}`}
            />
          ))}
        </Menu>
      }
    >
      <Button
        intent={Intent.PRIMARY}
        text={t('appointments.board.bulkChange')}
        data-testid="board-bulk-change"
      />
    </PopoverNext>
  );
}
