import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';

const IdleSessionDialog = lazy(() => import('./idle-session-dialog.view'));

/** What counts as the user's activity on the page. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The shell's idle warning: it follows the user's activity, and for the last two minutes before an
 * inactive user is signed out shows a dialog with the countdown. The dialog's code is fetched the
 * first time it is due, and the dialog stays mounted from then on (it closes with its transition).
 */
export const IdleSessionWarning = observer(function IdleSessionWarning() {
  const vm = useViewModel(ViewModels.IdleSession);
  const warning = vm.phase.kind === 'warning';
  const [due, setDue] = useState(warning);
  if (warning && !due) setDue(true);

  useEffect(() => {
    const timer = window.setInterval(vm.tick, 1_000);
    const options = { passive: true, capture: true } as const;
    for (const name of INPUT_EVENTS) window.addEventListener(name, vm.input, options);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, vm.input, options);
    };
  }, [vm]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <IdleSessionDialog vm={vm} />
    </Suspense>
  );
});
