import 'blueprint-css/site-forms.css';
import { Button, Callout, Card, FormGroup, H1, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../page-meta';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { LoginStep, PatientLoginViewModel } from './patient-login.view-model';

/** Sign-in by SMS code: the phone number, then the code. */
export const PatientLoginPage = observer(function PatientLoginPage() {
  const shell = useShell();
  const { t } = shell;
  const services = useServices();
  const navigate = useNavigate();
  // Where to go after the code (the cart sends its patient back): only a path of the site itself.
  const next = useSearchParams()[0].get('next');
  const after = next !== null && /^\/(?![/\\])/.test(next) ? next : SitePath.MyAppointments;
  const [vm] = useState(() => new PatientLoginViewModel(services));
  usePageMeta(t('site.login.title'), t('site.login.description'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (vm.step === LoginStep.Phone) {
      await vm.requestCode();
      return;
    }
    if (await vm.verify()) {
      shell.refreshSession();
      void navigate(after);
    }
  };

  return (
    <Card className="site-form">
      <H1>{t('site.login.title')}</H1>
      {shell.signedIn && <Callout intent={Intent.SUCCESS}>{t('site.login.alreadySignedIn')}</Callout>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {vm.step === LoginStep.Phone ? (
          <FormGroup
            label={t('site.login.phone')}
            labelFor="site-phone"
            helperText={t('site.login.phoneHelp')}
          >
            <InputGroup
              id="site-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              size="large"
              value={vm.phone}
              onValueChange={vm.setPhone}
            />
          </FormGroup>
        ) : (
          <>
            <p>{t('site.login.codeSent', { phone: vm.phone })}</p>
            <FormGroup label={t('site.login.code')} labelFor="site-code">
              <InputGroup
                id="site-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                size="large"
                value={vm.code}
                onValueChange={vm.setCode}
                autoFocus
              />
            </FormGroup>
          </>
        )}
        {vm.errorKey !== null && (
          <Callout intent={Intent.DANGER} role="alert">
            {t(vm.errorKey)}
          </Callout>
        )}
        <div className="site-filters" style={{ marginBlockStart: 12 }}>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            loading={vm.busy}
            text={vm.step === LoginStep.Phone ? t('site.login.sendCode') : t('site.login.verify')}
          />
          {vm.step === LoginStep.Code && (
            <Button
              variant="minimal"
              size="large"
              text={t('site.login.changePhone')}
              onClick={vm.changePhone}
            />
          )}
        </div>
      </form>
    </Card>
  );
});
