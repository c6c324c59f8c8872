import { Button, ButtonGroup, H2, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight, Error as ErrorIcon, History, Lock, Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import '../resource-list/resource-list.css';
import { AuditViewModel } from './audit.view-model';

const pageFromUrl = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/dashboard/audit`: who did what and when, newest first, paged by the server (000 §7). */
const AuditScreen = observer(function AuditScreen() {
  const services = useServices();
  const app = useApp();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [vm] = useState(
    () => new AuditViewModel(services.loadAuditPage, pageFromUrl(searchParams.get('page'))),
  );

  useEffect(() => void vm.load(), [vm]);

  const { list, page, pageCount } = vm.state;
  // The page is kept in the URL, so a link or a reload opens the same page.
  useEffect(() => {
    setSearchParams(
      (params) => {
        if (page === 1) params.delete('page');
        else params.set('page', String(page));
        return params;
      },
      { replace: true },
    );
  }, [page, setSearchParams]);

  const time = new Intl.DateTimeFormat(app.language === 'ku' ? 'ar-IQ' : app.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  });

  let body;
  if (list.status.kind === 'forbidden') {
    body = (
      <NonIdealState
        icon={<Lock size={48} />}
        title={t('common.accessDenied')}
        description={t('common.accessDeniedHelp')}
        className="list-state"
      />
    );
  } else if (list.status.kind === 'error') {
    body = (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t('list.errorTitle')}
        description={t(`errors.${list.status.failure.code}`)}
        action={
          <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={() => void vm.load()}>
            {t('common.retry')}
          </Button>
        }
        className="list-state"
      />
    );
  } else if (list.status.kind === 'loading' && list.items.length === 0) {
    body = <Spinner aria-label={t('common.loading')} className="list-state" />;
  } else if (list.items.length === 0) {
    body = <NonIdealState icon={<History size={48} />} title={t('common.empty')} className="list-state" />;
  } else {
    body = (
      <>
        <div className="list-table-scroll">
          <HTMLTable striped compact className="list-table" aria-busy={list.status.kind === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.user')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((record) => (
                <tr key={record.id}>
                  <td>{Number.isFinite(record.occurredAt) ? time.format(record.occurredAt) : ''}</td>
                  <td dir="auto">{record.userName}</td>
                  <td dir="auto">{record.action}</td>
                  <td dir="auto">{record.details}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <nav className="list-pager" aria-label={t('common.page')}>
          <ButtonGroup>
            <Button
              icon={<ChevronLeft className="flip-rtl" />}
              disabled={page <= 1}
              onClick={() => void vm.goToPage(page - 1)}
            >
              {t('common.previous')}
            </Button>
            <Button
              endIcon={<ChevronRight className="flip-rtl" />}
              disabled={page >= pageCount}
              onClick={() => void vm.goToPage(page + 1)}
            >
              {t('common.next')}
            </Button>
          </ButtonGroup>
          <span className="list-page-of" data-testid="page-of">
            {t('common.pageOfTotal', { page, total: pageCount })}
          </span>
        </nav>
      </>
    );
  }

  return (
    <div className="screen" data-route="audit">
      <H2 className="screen-title">{t('routes.audit')}</H2>
      <section className="list-panel" aria-label={t('routes.audit')}>
        {body}
      </section>
    </div>
  );
});

export default AuditScreen;
