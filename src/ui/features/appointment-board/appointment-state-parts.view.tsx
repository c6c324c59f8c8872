import { Button, Intent, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { More } from '@blueprintjs/icons';
import { AppointmentState, isCancelled } from '../../../domain/appointments/appointment-state';
import { useT } from '../../i18n/use-t';
import { STATE_KEYS } from './appointment-board.view-model';

/** The colour of a state's tag, the same on the day's board and in the grid. */
const STATE_INTENT: Readonly<Record<AppointmentState, Intent>> = {
  1: Intent.PRIMARY,
  2: Intent.NONE,
  3: Intent.WARNING,
  4: Intent.SUCCESS,
  5: Intent.DANGER,
  6: Intent.DANGER,
  7: Intent.NONE,
};

interface StateCellProps {
  readonly state: AppointmentState;
  readonly text: string;
  /** The outcome of the row's last change that went wrong, read out when it appears. */
  readonly note: string | undefined;
  /** `board` or `grid`: the tests' handle on the screen's parts. */
  readonly screen: string;
}

/** A row's state as a coloured tag, with what went wrong with its last change below it. */
export function AppointmentStateCell({ state, text, note, screen }: StateCellProps) {
  return (
    <>
      <Tag
        intent={STATE_INTENT[state]}
        minimal={state === AppointmentState.Missed}
        data-testid={`${screen}-row-state`}
      >
        {text}
      </Tag>
      {note !== undefined && (
        <span className="board-note" role="alert" data-testid={`${screen}-row-note`}>
          {note}
        </span>
      )}
    </>
  );
}

interface StateChangeMenuProps {
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

/** A row's "…" button and its menu of the state changes the row may take. */
export function StateChangeMenu({
  changes,
  stateText,
  onChoose,
  busy,
  label,
  screen,
  open,
}: StateChangeMenuProps) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <PopoverNext
      {...open}
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
      <Button
        variant="minimal"
        icon={<More />}
        loading={busy}
        aria-label={label}
        data-testid={`${screen}-row-actions`}
      />
    </PopoverNext>
  );
}
