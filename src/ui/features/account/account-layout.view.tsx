import { Card, Classes, H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { LanguageMenu } from '../shell/language-menu.view';
import { ThemeSwitch } from '../shell/theme-switch.view';

/** The template's three layouts of an account page; the form inside is the same in each. */
export type LayoutVariant = 1 | 2 | 3;

export interface AccountLayoutProps {
  readonly variant: LayoutVariant;
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
  /** Links under the form (back to the login, to the other flows). */
  readonly footer?: ReactNode;
}

function Tools() {
  return (
    <div className="login-tools account-tools">
      <LanguageMenu />
      <ThemeSwitch />
    </div>
  );
}

function Brand() {
  const t = useT();
  return (
    <Link to="/" className="account-brand">
      {t('landing.title')}
    </Link>
  );
}

function Body({ title, subtitle, children, footer }: Omit<AccountLayoutProps, 'variant'>) {
  return (
    <>
      <H1 className="account-title">{title}</H1>
      {subtitle !== undefined && <p className={Classes.TEXT_MUTED}>{subtitle}</p>}
      {children}
      {footer !== undefined && <nav className="account-links">{footer}</nav>}
    </>
  );
}

/**
 * Variant 1: a card in the middle of the page. Variant 2: the hospital's panel beside the form
 * (stacked on a phone). Variant 3: a top bar, the card over a tinted page, and the help links below.
 * Logical properties throughout: right-to-left pages mirror on their own.
 */
export const AccountLayout = observer(function AccountLayout({ variant, ...body }: AccountLayoutProps) {
  const t = useT();
  if (variant === 2) {
    return (
      <main className="account-page account-v2" data-variant="2">
        <aside className="account-side">
          <Brand />
          <p className="account-side-text">{t('pages.side.text')}</p>
        </aside>
        <section className="account-main">
          <Tools />
          <div className="account-form-box">
            <Body {...body} />
          </div>
        </section>
      </main>
    );
  }
  if (variant === 3) {
    return (
      <main className="account-page account-v3" data-variant="3">
        <header className="account-bar">
          <Brand />
          <Tools />
        </header>
        <Card className="centered-card account-card" elevation={3}>
          <Body {...body} />
        </Card>
        <footer className="account-help">
          <Link to="/pages/faqs">{t('pages.faqs.title')}</Link>
          <Link to="/pages/contact-us">{t('pages.contact.title')}</Link>
          <Link to="/pages/privacy-policy">{t('pages.privacy.title')}</Link>
        </footer>
      </main>
    );
  }
  return (
    <main className="centered-page account-page account-v1" data-variant="1">
      <Tools />
      <Card className="centered-card account-card" elevation={2}>
        <Body {...body} />
      </Card>
    </main>
  );
});
