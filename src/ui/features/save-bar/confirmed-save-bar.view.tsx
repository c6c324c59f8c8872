import { Alert, Button, Intent } from '@blueprintjs/core';
import { FloppyDisk, Undo } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/** What a screen that saves a set of changes after a confirmation holds. */
export interface ConfirmedSave {
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly confirming: boolean;
  askSave(): void;
  discard(): void;
  confirmSave(): Promise<unknown>;
  cancelSave(): void;
}

/**
 * Save and Discard for a screen's unsaved changes, and the question asked before saving them
 * (`question`: what is about to change). The labels are the screen's own keys.
 */
export const ConfirmedSaveBar = observer(function ConfirmedSaveBar({
  vm,
  className,
  labels,
  question,
}: {
  readonly vm: ConfirmedSave;
  readonly className: string;
  readonly labels: { readonly save: string; readonly discard: string; readonly confirm: string };
  readonly question: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <div className={className}>
        <Button
          intent={Intent.PRIMARY}
          icon={<FloppyDisk />}
          disabled={!vm.dirty}
          loading={vm.saving}
          onClick={vm.askSave}
        >
          {t(labels.save)}
        </Button>
        <Button icon={<Undo />} disabled={!vm.dirty || vm.saving} onClick={vm.discard}>
          {t(labels.discard)}
        </Button>
      </div>
      <Alert
        isOpen={vm.confirming}
        intent={Intent.PRIMARY}
        icon={<FloppyDisk />}
        confirmButtonText={t(labels.confirm)}
        cancelButtonText={t('common.cancel')}
        loading={vm.saving}
        canEscapeKeyCancel
        onConfirm={() => void vm.confirmSave()}
        onCancel={vm.cancelSave}
      >
        {question}
      </Alert>
    </>
  );
});
