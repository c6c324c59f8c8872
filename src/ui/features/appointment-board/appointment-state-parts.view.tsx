import { Intent, Tag } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { AppointmentState } from '../../../domain/appointments/appointment-state';
import { RowActionsButton } from './row-actions-button.view';
import type { StateChangeMenuProps } from './state-change-popover.view';

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

// The menu's popover (positioning, overlay, menu items) is a chunk of its own, fetched the first
// time any row's menu opens: a board or grid of rows draws only their buttons until then.
const StateChangePopover = lazy(() => import('./state-change-popover.view'));

/** A row's "…" button and, once asked for, its menu of the state changes the row may take. */
export function StateChangeMenu(props: StateChangeMenuProps) {
  const { changes, busy, label, screen, open } = props;
  const [wanted, setWanted] = useState(false);
  // Once opened (by its button or by the board's keys), the row keeps its popover.
  if (open?.isOpen === true && !wanted) setWanted(true);
  if (changes.length === 0) return null;
  const button = (onClick?: () => void) => (
    <RowActionsButton busy={busy} label={label} screen={screen} onClick={onClick} />
  );
  if (!wanted) {
    return button(() => {
      setWanted(true);
      open?.onInteraction(true);
    });
  }
  return (
    <Suspense fallback={button()}>
      <StateChangePopover {...props} openAtFirst={open === undefined} />
    </Suspense>
  );
}
