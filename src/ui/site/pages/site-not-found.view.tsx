import { H1, NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../page-meta';
import { useShell } from '../site-context';
import { SitePath } from '../site-paths';

export const SiteNotFoundPage = observer(function SiteNotFoundPage() {
  const shell = useShell();
  const { t } = shell;
  usePageMeta(t('site.notFound.title'), t('site.notFound.body'));
  return (
    <NonIdealState
      className="site-state"
      icon={<Search size={32} />}
      title={<H1>{t('site.notFound.title')}</H1>}
      description={t('site.notFound.body')}
      action={<Link to={SitePath.Home}>{t('site.nav.home')}</Link>}
    />
  );
});
