import { H2, HTMLTable } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { createCellFormatter } from '../resource-list/columns/cell-format';
import { CellKind } from '../resource-list/columns/column-spec';
import { ListStates } from '../resource-list/list-states.view';
import { Pager } from '../resource-list/pager.view';
import '../resource-list/resource-list.css';

const pageFromUrl = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const WHEN = { field: 'occurredAt', kind: CellKind.DateTime } as const;

/** `/dashboard/audit`: who did what and when, newest first, paged by the server (000 §7). */
const AuditScreen = observer(function AuditScreen() {
  const app = useApp();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.Audit, pageFromUrl(searchParams.get('page')));
  // Times are written as in every list, in the shown language.
  const format = useMemo(
    () => createCellFormatter({ language: app.language, t: app.t }),
    [app.language, app.t],
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

  return (
    <div className="screen" data-route="audit">
      <H2 className="screen-title">{t('routes.audit')}</H2>
      <section className="list-panel" aria-label={t('routes.audit')}>
        <ListStates
          status={list.status}
          isEmpty={list.items.length === 0}
          onRetry={() => void vm.load()}
          emptyIcon={<History size={48} />}
        >
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
                    <td>{format(WHEN, record).text}</td>
                    <td dir="auto">{record.userName}</td>
                    <td dir="auto">{record.action}</td>
                    <td dir="auto">{record.details}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pager page={page} pageCount={pageCount} onPage={(next) => void vm.goToPage(next)} />
        </ListStates>
      </section>
    </div>
  );
});

export default AuditScreen;
