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

/** The board's confirmation of a state change (one row or the selection), with a reason when one is due. */
const PendingChangeDialog = observer(function PendingChangeDialog({
  vm,
}: {
  readonly vm: AppointmentBoardViewModel;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const pending = vm.pending;
  const needsReason = pending?.to === AppointmentState.CancelledByAssistant;
  const close = () => {
    setReason('');
    vm.cancelPending();
  };
  return (
    <Dialog
      isOpen={pending !== null}
      onClose={close}
      title={
        pending === null
          ? ''
          : t('appointments.board.confirmTitle', {
              state: vm.stateText(pending.to),
              n: pending.ids.length,
            })
      }
      data-testid="board-confirm"
    >
      <DialogBody>
        <p>
          {pending !== null &&
            t('appointments.board.confirmText', {
              state: vm.stateText(pending.to),
              n: pending.ids.length,
            })}
        </p>
        {needsReason && (
          <FormGroup
            label={t('appointments.board.reason')}
            labelFor="board-reason"
            labelInfo={t('appointments.board.required')}
          >
            <TextArea
              id="board-reason"
              fill
              autoFocus
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="board-reason"
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
                void vm.confirm(typed);
              }}
              data-testid="board-confirm-button"
            />
          </>
        }
      />
    </Dialog>
  );
});

export default PendingChangeDialog;
