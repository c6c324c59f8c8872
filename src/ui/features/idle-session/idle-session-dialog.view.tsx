import 'blueprint-css/rest.css';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { IdleSessionViewModel } from './idle-session.view-model';

/**
 * The idle warning's dialog, with the countdown, "Stay signed in" (focused, so Enter keeps the
 * session) and "Sign out". Its own chunk: the dialog's overlay code arrives the first time a
 * warning is due, not with every signed-in page.
 */
const IdleSessionDialog = observer(function IdleSessionDialog({ vm }: { readonly vm: IdleSessionViewModel }) {
  const t = useT();
  return (
    <Dialog
      isOpen={vm.phase.kind === 'warning'}
      title={t('idleSession.title')}
      icon={<Time />}
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      onClose={() => void vm.stay()}
    >
      <DialogBody>
        <p>{t('idleSession.message', { minutes: vm.limitMinutes })}</p>
        <p>
          <strong>{t('idleSession.countdown', { time: vm.remaining })}</strong>
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('idleSession.signOut')} onClick={() => void vm.leave()} />
            <Button
              intent={Intent.PRIMARY}
              text={t('idleSession.stay')}
              autoFocus
              onClick={() => void vm.stay()}
            />
          </>
        }
      />
    </Dialog>
  );
});

export default IdleSessionDialog;
