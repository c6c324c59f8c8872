import { Button, Classes, H2 } from '@blueprintjs/core';
import { LogIn, LogOut, Moon, Flash, ShoppingCart } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Language } from '../../../domain/preferences/language';
import { loadDarkStylesheet } from '../../theme/dark-stylesheet';
import { localText, rowText } from '../localized';
import { useShell } from '../site-context';
import { useInstance } from '../../app/container-context';
import { SiteTokens } from '../site-tokens';
import { SiteLoading } from '../site-states';
import { SitePath } from '../site-paths';

/** The sections of the header, in the order a patient looks for them. */
const SECTIONS = [
  { to: SitePath.Doctors, key: 'site.nav.doctors' },
  { to: SitePath.Centers, key: 'site.nav.centers' },
  { to: SitePath.Lab, key: 'site.nav.lab' },
  { to: SitePath.Pharmacy, key: 'site.nav.pharmacy' },
  { to: SitePath.News, key: 'site.nav.news' },
  { to: SitePath.Research, key: 'shop.nav.research' },
  { to: SitePath.Events, key: 'shop.nav.events' },
  { to: SitePath.Contact, key: 'siteForms.nav.contact' },
  { to: SitePath.Complaints, key: 'siteForms.nav.complaints' },
  { to: SitePath.Jobs, key: 'siteForms.nav.jobs' },
] as const;

/** Each language named in itself, so a visitor finds theirs whatever is shown. */
const LANGUAGES = [
  { language: Language.English, label: 'English' },
  { language: Language.Kurdish, label: 'کوردی' },
  { language: Language.Arabic, label: 'العربية' },
] as const;

/** Light or dark on the page: Blueprint's dark class on `body`, its dark rules loaded first. */
function useSiteTheme(dark: boolean): void {
  useEffect(() => {
    let current = true;
    const apply = () => {
      if (current) document.body.classList.toggle(Classes.DARK, dark);
    };
    if (dark) void loadDarkStylesheet().then(apply, apply);
    else apply();
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    return () => {
      current = false;
    };
  }, [dark]);
}

export const SiteLayout = observer(function SiteLayout() {
  const shell = useShell();
  const { t } = shell;
  const location = useLocation();
  const navigate = useNavigate();
  useSiteTheme(shell.dark);
  useEffect(() => {
    shell.refreshSession();
    window.scrollTo(0, 0);
  }, [location.pathname, shell]);

  const signOut = async () => {
    await shell.signOut();
    void navigate(SitePath.Home);
  };

  return (
    <div className="site">
      <a className="site-skip" href="#main">
        {t('site.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header-top">
          <Link to={SitePath.Home} className="site-brand">
            {shell.hospitalName}
          </Link>
          <div className="site-tools">
            <Button
              variant="minimal"
              icon={shell.dark ? <Flash /> : <Moon />}
              aria-label={shell.dark ? t('site.theme.light') : t('site.theme.dark')}
              title={shell.dark ? t('site.theme.light') : t('site.theme.dark')}
              onClick={shell.toggleTheme}
            />
            <CartLink />
            {shell.signedIn ? (
              <Button
                variant="minimal"
                icon={<LogOut />}
                text={t('site.signOut')}
                onClick={() => void signOut()}
              />
            ) : (
              <Link className="site-sign-in" to={SitePath.Login}>
                <LogIn aria-hidden />
                <span>{t('site.signIn')}</span>
              </Link>
            )}
          </div>
        </div>
        <nav className="site-nav" aria-label={t('site.nav.label')}>
          <NavLink to={SitePath.Home} end>
            {t('site.nav.home')}
          </NavLink>
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to}>
              {t(section.key)}
            </NavLink>
          ))}
          {shell.signedIn && (
            <>
              <NavLink to={SitePath.MyAppointments}>{t('site.nav.myAppointments')}</NavLink>
              <NavLink to={SitePath.MyFamily}>{t('site.nav.myFamily')}</NavLink>
              <NavLink to={SitePath.Chat}>{t('chat.site.nav')}</NavLink>
              <NavLink to={SitePath.MyOrders}>{t('shop.nav.myOrders')}</NavLink>
              <NavLink to={SitePath.Feedback}>{t('siteForms.nav.feedback')}</NavLink>
            </>
          )}
        </nav>
        <div className="site-languages" role="group" aria-label={t('site.language')}>
          {LANGUAGES.map(({ language, label }) => (
            <Button
              key={language}
              size="small"
              variant="minimal"
              lang={language}
              text={label}
              active={shell.language === language}
              aria-pressed={shell.language === language}
              disabled={shell.switching}
              onClick={() => void shell.switchLanguage(language)}
            />
          ))}
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<SiteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
});

/** The cart, with how many pieces it holds; kept in step with the cart in other tabs. */
const CartLink = observer(function CartLink() {
  const shell = useShell();
  const cart = useInstance(SiteTokens.Cart);
  useEffect(() => {
    const reload = () => cart.reload();
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, [cart]);
  const label = shell.t('shop.nav.cart', { number: cart.count });
  return (
    <Link to={SitePath.Cart} className="site-cart-link" aria-label={label} title={label}>
      <ShoppingCart aria-hidden />
      {cart.count > 0 && (
        <span className="shop-cart-count" aria-hidden>
          {cart.count}
        </span>
      )}
    </Link>
  );
});

const SiteFooter = observer(function SiteFooter() {
  const shell = useShell();
  const { t } = shell;
  const contact = shell.contact;
  const phone = contact === null ? '' : rowText(contact, 'phoneNumber');
  const email = contact === null ? '' : rowText(contact, 'email');
  const address = contact === null ? '' : localText(contact, 'address', shell.language);
  const hours = contact === null ? '' : localText(contact, 'workingHours', shell.language);
  return (
    <footer className="site-footer">
      <H2 className="site-footer-title">{t('site.footer.contact')}</H2>
      <address>
        {address !== '' && <p>{address}</p>}
        {hours !== '' && <p>{hours}</p>}
        {phone !== '' && (
          <p>
            {t('site.footer.phone')}:{' '}
            <a href={`tel:${phone}`} dir="ltr">
              {phone}
            </a>
          </p>
        )}
        {email !== '' && (
          <p>
            {t('site.footer.email')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
        )}
      </address>
      <p className="site-footer-note">{t('site.footer.note', { name: shell.hospitalName })}</p>
    </footer>
  );
});
