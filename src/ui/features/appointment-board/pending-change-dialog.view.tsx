// The parts of Blueprint's deferred stylesheet this dialog draws, with its chunk.
import 'blueprint-css/rest-dialog.css';
import 'blueprint-css/rest-overlay.css';
import 'blueprint-css/rest-portal.css';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AppointmentState } from '../../../domain/appointments/appointment-state';
import { useT } from '../../i18n/use-t';
import type { AppointmentBoardViewModel } from './appointment-board.view-model';

/** A state change waiting for its confirmation: to which state, for how many appointments. */
export interface ChangeToConfirm {
  readonly to: AppointmentState;
  readonly count: number;
}

/**
 * The confirmation of a state change, the board's and the grid's: what will change, and the
 * reason when the assistant cancels (required). The reason typed is handed to `onConfirm` and
 * forgotten on either answer.
 */
export const StateChangeDialog = observer(function StateChangeDialog({
  change,
  stateText,
  onCancel,
  onConfirm,
  idPrefix,
}: {
  readonly change: ChangeToConfirm | null;
  readonly stateText: (state: AppointmentState) => string;
  readonly onCancel: () => void;
  readonly onConfirm: (reason: string) => void;
  /** The screen's own prefix of the dialog's ids (`board-reason`, `grid-confirm-button`, ...). */
  readonly idPrefix: string;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const needsReason = change?.to === AppointmentState.CancelledByAssistant;
  const close = () => {
    setReason('');
    onCancel();
  };
  const texts = change === null ? null : { state: stateText(change.to), n: change.count };
  return (
    <Dialog
      isOpen={change !== null}
      onClose={close}
      title={texts === null ? '' : t('appointments.board.confirmTitle', texts)}
      data-testid={`${idPrefix}-confirm`}
    >
      <DialogBody>
        <p>{texts !== null && t('appointments.board.confirmText', texts)}</p>
        {needsReason && (
          <FormGroup
            label={t('appointments.board.reason')}
            labelFor={`${idPrefix}-reason`}
            labelInfo={t('appointments.board.required')}
          >
            <TextArea
              id={`${idPrefix}-reason`}
              fill
              autoFocus
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid={`${idPrefix}-reason`}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={close} />
            <Button
              intent={Intent.PRIMARY}
              text={t('appointments.board.confirm')}
              disabled={needsReason && reason.trim() === ''}
              onClick={() => {
                const typed = reason;
                setReason('');
                onConfirm(typed);
              }}
              data-testid={`${idPrefix}-confirm-button`}
            />
          </>
        }
      />
    </Dialog>
  );
});

/** The board's confirmation of a state change (one row or the selection). */
const PendingChangeDialog = observer(function PendingChangeDialog({
  vm,
}: {
  readonly vm: AppointmentBoardViewModel;
}) {
  const pending = vm.pending;
  return (
    <StateChangeDialog
      change={pending === null ? null : { to: pending.to, count: pending.ids.length }}
      stateText={(state) => vm.stateText(state)}
      onCancel={() => vm.cancelPending()}
      onConfirm={(reason) => void vm.confirm(reason)}
      idPrefix="board"
    />
  );
});

export default PendingChangeDialog;
