import 'blueprint-css/rest.css';
import './account.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useInstance } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { DEFAULT_HOME } from '../../routes/return-path';
import { LoginForm } from '../login/login.view';
import { AccountLayout, type LayoutVariant } from './account-layout.view';
import {
  ChangePasswordForm,
  CheckMailPanel,
  CodeForm,
  ForgotRequestForm,
  RegisterForm,
  ResetForm,
} from './account-forms.view';
import { CONTENT_PAGES } from './content-pages.view';

/** The steps of a forgotten password, as the template names their pages. */
const FORGOT_STEPS = ['forgot-password', 'check-mail', 'code-verification', 'reset-password'] as const;
type ForgotPage = (typeof FORGOT_STEPS)[number];

/** The real flow's path of each step (`/forgot`, `/forgot/check-mail`, ...). */
const realStep = (page: ForgotPage) => (page === 'forgot-password' ? '/forgot' : `/forgot/${page}`);

const BackToLogin = () => {
  const t = useT();
  return <Link to="/login">{t('accountReset.backToLogin')}</Link>;
};

/** The account request form in a layout (`/register` is variant 1). */
const Register = observer(function Register({ variant }: { readonly variant: LayoutVariant }) {
  const t = useT();
  const flows = useInstance(ViewModels.AccountFlows);
  const [vm] = useState(flows.register);
  return (
    <AccountLayout
      variant={variant}
      title={t('accountRequest.title')}
      subtitle={t('accountRequest.subtitle')}
      footer={<BackToLogin />}
    >
      <RegisterForm vm={vm} />
    </AccountLayout>
  );
});

/** One step of a forgotten password in a layout; `pathOf` says where each step lives. */
const ForgotStep = observer(function ForgotStep({
  page,
  variant,
  pathOf,
}: {
  readonly page: ForgotPage;
  readonly variant: LayoutVariant;
  readonly pathOf: (page: ForgotPage) => string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const vm = useInstance(ViewModels.AccountFlows).forgot;
  const go = (next: ForgotPage) => void navigate(pathOf(next));
  const askAgain = <Link to={pathOf('forgot-password')}>{t('accountReset.again')}</Link>;
  const [done, setDone] = useState(false);
  const content = {
    'forgot-password': {
      title: t('accountReset.title'),
      subtitle: t('accountReset.subtitle'),
      body: <ForgotRequestForm vm={vm} onSent={() => go('check-mail')} />,
    },
    'check-mail': {
      title: t('accountReset.checkTitle'),
      subtitle: undefined,
      body: (
        <CheckMailPanel
          vm={vm}
          onNext={() => go('code-verification')}
          onAgain={() => go('forgot-password')}
        />
      ),
    },
    'code-verification': {
      title: t('accountReset.codeTitle'),
      subtitle: t('accountReset.codeSubtitle'),
      body: <CodeForm vm={vm} onVerified={() => go('reset-password')} />,
    },
    'reset-password': {
      title: t('accountReset.resetTitle'),
      subtitle: undefined,
      body: done ? (
        <Callout intent={Intent.SUCCESS} role="status" className="account-callout" data-testid="reset-done">
          {t('accountReset.done')}
        </Callout>
      ) : (
        <ResetForm vm={vm} onDone={() => setDone(true)} askAgain={askAgain} />
      ),
    },
  }[page];
  return (
    <AccountLayout
      variant={variant}
      title={content.title}
      subtitle={content.subtitle}
      footer={<BackToLogin />}
    >
      {content.body}
    </AccountLayout>
  );
});

/** `/register`: a request for a staff account. */
export const RegisterPage = () => <Register variant={1} />;

/** `/forgot`, `/forgot/check-mail`, `/forgot/code-verification`, `/forgot/reset-password`. */
export function ForgotPage() {
  const step = useParams().step ?? 'forgot-password';
  if (!(FORGOT_STEPS as readonly string[]).includes(step)) return <Navigate to="/forgot" replace />;
  return <ForgotStep page={step as ForgotPage} variant={1} pathOf={realStep} />;
}

/**
 * `/change-password`: the user's own change. Required (a password someone else set), it is the
 * only page until done, with a way to log out; chosen, it leads back to the dashboard.
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const t = useT();
  const app = useApp();
  const navigate = useNavigate();
  const flows = useInstance(ViewModels.AccountFlows);
  const [vm] = useState(flows.changePassword);
  const required = app.session.status === 'loggedIn' && app.session.user.mustChangePassword === true;
  const logOut = async () => {
    await app.logOut();
    void navigate('/login', { replace: true });
  };
  return (
    <AccountLayout
      variant={1}
      title={t('accountPassword.title')}
      subtitle={required ? undefined : t('accountPassword.subtitle')}
      footer={
        required ? (
          <Button variant="minimal" icon={<LogOut className="flip-rtl" />} onClick={() => void logOut()}>
            {t('common.logout')}
          </Button>
        ) : (
          <Link to={DEFAULT_HOME}>{t('accountPassword.back')}</Link>
        )
      }
    >
      {required && (
        <Callout intent={Intent.WARNING} className="account-callout" data-testid="password-required">
          {t('accountPassword.required')}
        </Callout>
      )}
      <ChangePasswordForm
        vm={vm}
        onDone={() => void navigate(DEFAULT_HOME, { replace: true, state: { passwordChanged: true } })}
      />
    </AccountLayout>
  );
});

/** The template's login variants: the real login form in each layout. */
const LoginVariant = ({ variant }: { readonly variant: LayoutVariant }) => {
  const t = useT();
  return (
    <AccountLayout variant={variant} title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AccountLayout>
  );
};

/** The template's pages with variants 1 to 3, each drawing one form. */
const VARIANT_PAGES: Readonly<Record<string, ComponentType<{ variant: LayoutVariant }>>> = {
  login: LoginVariant,
  register: Register,
  ...Object.fromEntries(
    FORGOT_STEPS.map((page) => [
      page,
      ({ variant }: { variant: LayoutVariant }) => (
        <ForgotStep page={page} variant={variant} pathOf={(next) => `/pages/${next}/${variant}`} />
      ),
    ]),
  ),
};

/** `1` to `3`, also spelt as the template spells it (`/pages/login/login2`). */
function asVariant(page: string, text: string | undefined): LayoutVariant | null {
  const bare = text?.startsWith(page) === true ? text.slice(page.length) : text;
  return bare === '1' || bare === '2' || bare === '3' ? (Number(bare) as LayoutVariant) : null;
}

/**
 * `/pages/{page}/{variant}` and `/pages/{page}`: the template's page variants. The account forms
 * drive the real flows; an unknown page or variant is the not-found page. The content pages'
 * variants are named either way (`/pages/coming-soon1`, `/pages/coming-soon/1`).
 */
export function TemplatePage({ notFound }: { readonly notFound: ComponentType }) {
  const { page = '', variant } = useParams();
  const NotFound = notFound;
  const Variants = VARIANT_PAGES[page];
  if (Variants !== undefined) {
    const chosen = asVariant(page, variant);
    return chosen === null ? <NotFound /> : <Variants key={`${page}-${chosen}`} variant={chosen} />;
  }
  const Content = CONTENT_PAGES[variant === undefined ? page : `${page}${variant}`];
  return Content === undefined ? <NotFound /> : <Content />;
}
