import { Button, Callout, Card, FormGroup, H1, InputGroup, Intent } from '@blueprintjs/core';
import { LogIn as LogInIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { LanguageMenu } from '../shell/language-menu.view';
import { ThemeSwitch } from '../shell/theme-switch.view';
import { returnPathOf } from '../../routes/return-path';

/**
 * The login form: username and password, Enter submits, the spec's red alerts on failure, and the
 * ways to the forgotten password and to an account request. The template's login variants draw the
 * same form.
 */
export const LoginForm = observer(function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const vm = useViewModel(ViewModels.Login);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A password someone else set: the guard sends the user on to change it.
    if (await vm.submit()) void navigate(returnPathOf(location.state), { replace: true });
  };

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={vm.busy}>
        <FormGroup label={t('login.username')} labelFor="login-username">
          <InputGroup
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
            value={vm.username}
            onValueChange={vm.setUsername}
            disabled={vm.busy}
            size="large"
          />
        </FormGroup>
        <FormGroup label={t('login.password')} labelFor="login-password">
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={vm.password}
            onValueChange={vm.setPassword}
            disabled={vm.busy}
            size="large"
          />
        </FormGroup>
        {vm.error !== null && (
          <Callout intent={Intent.DANGER} role="alert" className="login-error" data-testid="login-error">
            {t(vm.error.key)}
          </Callout>
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={vm.busy}
          icon={<LogInIcon className="flip-rtl" />}
        >
          {t('login.submit')}
        </Button>
      </form>
      <nav className="login-links">
        <Link to="/forgot">{t('login.forgotLink')}</Link>
        <Link to="/register">{t('login.registerLink')}</Link>
      </nav>
    </>
  );
});

/** `/login`. */
const LoginView = observer(function LoginView() {
  const t = useT();
  return (
    <main className="centered-page">
      <div className="login-tools">
        <LanguageMenu />
        <ThemeSwitch />
      </div>
      <Card className="centered-card" elevation={2}>
        <H1 className="login-title">{t('login.title')}</H1>
        <p>{t('login.subtitle')}</p>
        <LoginForm />
      </Card>
    </main>
  );
});

export default LoginView;
