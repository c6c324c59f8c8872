import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';

/** What counts as the user's activity on the page. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The shell's idle warning: a dialog for the last two minutes before an inactive user is signed
 * out, with the countdown, "Stay signed in" (focused, so Enter keeps the session) and "Sign out".
 */
export const IdleSessionWarning = observer(function IdleSessionWarning() {
  const vm = useViewModel(ViewModels.IdleSession);
  const t = useT();

  useEffect(() => {
    const timer = window.setInterval(vm.tick, 1_000);
    const options = { passive: true, capture: true } as const;
    for (const name of INPUT_EVENTS) window.addEventListener(name, vm.input, options);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, vm.input, options);
    };
  }, [vm]);

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
