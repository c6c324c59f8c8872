import { Button, Card, Classes, H1, H2, NonIdealState, Section, SectionCard } from '@blueprintjs/core';
import { Build, Envelope, Error as ErrorIcon, Headset, Home, Phone, Time } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import LandingView from '../landing/landing.view';
import { LanguageMenu } from '../shell/language-menu.view';
import { ThemeSwitch } from '../shell/theme-switch.view';

/** The top bar of a content page: the hospital's name home, the language and the theme. */
function Bar() {
  const t = useT();
  return (
    <header className="account-bar">
      <Link to="/" className="account-brand">
        {t('landing.title')}
      </Link>
      <div className="login-tools account-tools">
        <LanguageMenu />
        <ThemeSwitch />
      </div>
    </header>
  );
}

/** A page of text under the bar. */
function ContentPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <main className="content-page">
      <Bar />
      <H1>{title}</H1>
      {children}
    </main>
  );
}

/** A status page (error, coming soon, under construction): a message and a way home. */
function StatusPage({
  icon,
  title,
  description,
  children,
  testId,
}: {
  readonly icon: React.JSX.Element;
  readonly title: string;
  readonly description: string;
  readonly children?: ReactNode;
  readonly testId: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <main className="status-page" data-testid={testId}>
      <div className="login-tools account-tools">
        <LanguageMenu />
        <ThemeSwitch />
      </div>
      <NonIdealState
        icon={icon}
        title={
          <span role="heading" aria-level={1}>
            {title}
          </span>
        }
        description={description}
        action={
          <Button icon={<Home />} onClick={() => void navigate('/')}>
            {t('pages.home')}
          </Button>
        }
      >
        {children}
      </NonIdealState>
    </main>
  );
}

const ErrorPage = observer(function ErrorPage() {
  const t = useT();
  return (
    <StatusPage
      testId="page-error"
      icon={<ErrorIcon size={64} />}
      title={t('pages.error.title')}
      description={t('pages.error.text')}
    />
  );
});

/** Whole days, hours, minutes and seconds until `end`, never below zero. */
export function timeLeft(now: number, end: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3_600),
    m: Math.floor((total % 3_600) / 60),
    s: total % 60,
  };
}

/** The first moment of next month, local time: the template's countdown counts to it. */
export const nextMonthStart = (now: Date): number =>
  new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime();

const Countdown = observer(function Countdown() {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(now, nextMonthStart(new Date(now)));
  return (
    <div className="countdown" role="timer" aria-label={t('pages.comingSoon.countdown')}>
      {(['d', 'h', 'm', 's'] as const).map((unit) => (
        <Card key={unit} compact>
          <strong>{left[unit]}</strong>
          <span className={Classes.TEXT_MUTED}>{t(`pages.comingSoon.unit.${unit}`)}</span>
        </Card>
      ))}
    </div>
  );
});

const ComingSoon1 = observer(function ComingSoon1() {
  const t = useT();
  return (
    <StatusPage
      testId="page-coming-soon"
      icon={<Time size={64} />}
      title={t('pages.comingSoon.title')}
      description={t('pages.comingSoon.text')}
    />
  );
});

const ComingSoon2 = observer(function ComingSoon2() {
  const t = useT();
  return (
    <StatusPage
      testId="page-coming-soon"
      icon={<Time size={64} />}
      title={t('pages.comingSoon.title')}
      description={t('pages.comingSoon.countdownText')}
    >
      <Countdown />
    </StatusPage>
  );
});

const UnderConstruction = observer(function UnderConstruction() {
  const t = useT();
  return (
    <StatusPage
      testId="page-under-construction"
      icon={<Build size={64} />}
      title={t('pages.construction.title')}
      description={t('pages.construction.text')}
    />
  );
});

const ContactUs = observer(function ContactUs() {
  const t = useT();
  const channels = [
    { key: 'switchboard', icon: <Phone /> },
    { key: 'helpdesk', icon: <Headset /> },
    { key: 'mail', icon: <Envelope /> },
  ] as const;
  return (
    <ContentPage title={t('pages.contact.title')}>
      <p>{t('pages.contact.intro')}</p>
      <div className="contact-grid">
        {channels.map(({ key, icon }) => (
          <Card key={key}>
            <H2 className={Classes.HEADING}>
              {icon} {t(`pages.contact.${key}.title`)}
            </H2>
            <p>{t(`pages.contact.${key}.text`)}</p>
          </Card>
        ))}
      </div>
      <section>
        <H2>{t('pages.contact.accountTitle')}</H2>
        <p>{t('pages.contact.accountText')}</p>
        <nav className="account-links">
          <Link to="/register">{t('login.registerLink')}</Link>
          <Link to="/forgot">{t('login.forgotLink')}</Link>
          <Link to="/pages/faqs">{t('pages.faqs.title')}</Link>
        </nav>
      </section>
    </ContentPage>
  );
});

const FAQ_KEYS = ['request', 'approval', 'forgot', 'noCode', 'change', 'locked', 'language'] as const;

const Faqs = observer(function Faqs() {
  const t = useT();
  return (
    <ContentPage title={t('pages.faqs.title')}>
      <p>{t('pages.faqs.intro')}</p>
      <div className="faq-list">
        {FAQ_KEYS.map((key, index) => (
          <Section
            key={key}
            title={t(`pages.faqs.q.${key}`)}
            collapsible
            collapseProps={{ defaultIsOpen: index === 0 }}
            compact
          >
            <SectionCard>{t(`pages.faqs.a.${key}`)}</SectionCard>
          </Section>
        ))}
      </div>
    </ContentPage>
  );
});

const PRIVACY_KEYS = ['collect', 'use', 'codes', 'audit', 'browser', 'keep', 'rights'] as const;

const PrivacyPolicy = observer(function PrivacyPolicy() {
  const t = useT();
  return (
    <ContentPage title={t('pages.privacy.title')}>
      <p>{t('pages.privacy.intro')}</p>
      {PRIVACY_KEYS.map((key) => (
        <section key={key}>
          <H2>{t(`pages.privacy.${key}.title`)}</H2>
          <p>{t(`pages.privacy.${key}.text`)}</p>
        </section>
      ))}
    </ContentPage>
  );
});

/** The template's content pages by name (a variant's number is part of the name: `coming-soon2`). */
export const CONTENT_PAGES: Readonly<Record<string, ComponentType>> = {
  error: ErrorPage,
  'coming-soon1': ComingSoon1,
  'coming-soon2': ComingSoon2,
  'under-construction': UnderConstruction,
  landing: LandingView,
  'contact-us': ContactUs,
  faqs: Faqs,
  'privacy-policy': PrivacyPolicy,
};
