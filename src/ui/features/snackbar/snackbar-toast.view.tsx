import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';
import { snackbarIntent, snackbarMessage } from './snackbar-look';
import type { SnackbarViewModel } from './snackbar.view-model';
import 'blueprint-css/rest.css';
import './snackbar.css';

/**
 * The notice on screen, drawn as a Blueprint toast: the message, Undo when the notice can be
 * undone, and the close button. Its own chunk, with its styles. Blueprint's `Toast` component is
 * not used: it names its close button "Close" in every language, announces its message as an
 * alert inside this polite region, keeps its own dismiss timer beside the view-model's, and has no
 * way to carry the transition and phase the styles animate.
 */
const SnackbarToast = observer(function SnackbarToast({ vm }: { readonly vm: SnackbarViewModel }) {
  const t = useT();
  const { state, notice } = vm;
  if (notice === null) return null;
  const intentClass = Classes.intentClass(snackbarIntent(state));
  return (
    <div
      key={notice.id}
      className={[Classes.TOAST, intentClass, 'snackbar'].filter(Boolean).join(' ')}
      data-transition={state.transition}
      data-phase={vm.leaving ? 'out' : 'in'}
      style={{ '--snackbar-ms': `${vm.transitionMs}ms` } as CSSProperties}
      onMouseEnter={() => vm.hold('pointer')}
      onMouseLeave={() => vm.release('pointer')}
      onFocus={() => vm.hold('focus')}
      onBlur={() => vm.release('focus')}
      data-testid="snackbar"
    >
      <span className={Classes.TOAST_MESSAGE}>{snackbarMessage(t, notice)}</span>
      {(state.actionButton || state.close) && (
        <ButtonGroup variant="minimal">
          {state.actionButton && (
            <Button text={t('common.undo')} onClick={vm.undo} data-testid="snackbar-undo" />
          )}
          {state.close && (
            <Button
              icon={<Cross />}
              aria-label={t('common.close')}
              onClick={() => vm.close('closeButton')}
              data-testid="snackbar-close"
            />
          )}
        </ButtonGroup>
      )}
    </div>
  );
});

export default SnackbarToast;
