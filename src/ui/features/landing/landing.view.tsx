import 'blueprint-css/rest.css';
import { Card, Classes, H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';

/** The landing screen at `/`: what this is, and the way to log in. */
const LandingView = observer(function LandingView() {
  const t = useT();
  return (
    <main className="centered-page">
      <Card className="centered-card" elevation={2}>
        <H1>{t('landing.title')}</H1>
        <p className={Classes.TEXT_MUTED}>{t('landing.description')}</p>
        <Link to="/login" className="landing-login">
          {t('landing.logIn')}
        </Link>
      </Card>
    </main>
  );
});

export default LandingView;
