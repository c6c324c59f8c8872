import 'blueprint-css/site-forms.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useShell } from '../../site-context';
import type { SiteFormViewModel } from './site-form.view-model';

/** The send button, and a failed send's message with Retry (what was typed stays in the form). */
export const FormFooter = observer(function FormFooter({
  vm,
  label,
}: {
  readonly vm: SiteFormViewModel;
  readonly label: string;
}) {
  const { t } = useShell();
  const problems = Object.keys(vm.problems).length;
  return (
    <>
      {problems > 0 && (
        <Callout intent={Intent.WARNING} role="alert">
          {t('siteForms.fixFields')}
        </Callout>
      )}
      {vm.failureKey !== null && (
        <Callout intent={Intent.DANGER} role="alert" className="site-form-failure">
          <p>{t(vm.failureKey)}</p>
          {vm.canRetry && (
            <Button intent={Intent.PRIMARY} text={t('siteForms.retry')} onClick={() => void vm.submit()} />
          )}
        </Callout>
      )}
      <div className="site-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} size="large" loading={vm.busy} text={label} />
      </div>
    </>
  );
});
