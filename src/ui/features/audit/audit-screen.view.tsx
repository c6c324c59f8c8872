import { Button, Callout, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Download, History, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { intlLocale } from '../../calendar/calendar-dates';
import { createCellFormatter } from '../resource-list/columns/cell-format';
import { CellKind } from '../resource-list/columns/column-spec';
import { ListStates } from '../resource-list/list-states.view';
import { Pager } from '../resource-list/pager.view';
import '../resource-list/resource-list.css';
import { downloadCsv } from '../resource-list/download-csv';
import { toCsv } from '../resource-list/table-model';
import {
  auditFilterEntries,
  auditFilterFrom,
  AUDIT_FILTER_FIELDS,
  AUDIT_FILTER_MAX,
  type AuditFilter,
} from '../../../domain/audit/audit-filter';
import { AUDIT_CSV_FIELDS, type AuditViewModel } from './audit.view-model';
import './audit.css';

const pageFromUrl = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const WHEN = { field: 'occurredAt', kind: CellKind.DateTime } as const;

/**
 * `/dashboard/audit`: who did what and when, newest first, paged by the server; narrowed by actor,
 * action, record and period (#17), all kept in the address with the page; the filtered records
 * exported as CSV; the hash chain checked on request.
 */
const AuditScreen = observer(function AuditScreen() {
  const app = useApp();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(
    ViewModels.Audit,
    pageFromUrl(searchParams.get('page')),
    auditFilterFrom((name) => searchParams.get(name)),
  );
  // Times are written as in every list, in the shown language.
  const format = useMemo(
    () => createCellFormatter({ language: app.language, t: app.t }),
    [app.language, app.t],
  );
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(app.language)), [app.language]);

  useEffect(() => {
    void vm.load();
    void vm.loadFacets();
  }, [vm]);

  const { list, page, pageCount, filter, count } = vm.state;
  // The page and the filter are kept in the URL, so a link or a reload opens the same records.
  useEffect(() => {
    setSearchParams(
      (params) => {
        if (page === 1) params.delete('page');
        else params.set('page', String(page));
        for (const name of AUDIT_FILTER_FIELDS) params.delete(name);
        for (const [name, value] of auditFilterEntries(filter)) params.set(name, value);
        return params;
      },
      { replace: true },
    );
  }, [page, filter, setSearchParams]);

  return (
    <div className="screen" data-route="audit">
      <H2 className="screen-title">{t('routes.audit')}</H2>
      <AuditFilterForm vm={vm} />
      <div className="audit-actions">
        <span role="status" data-testid="audit-count">
          {list.status.kind === 'loaded' && t('audit.count', { total: number.format(count) })}
        </span>
        <Button
          icon={<Download />}
          loading={vm.exported.kind === 'busy'}
          onClick={() =>
            void vm
              .exportCsv((rows) =>
                toCsv(
                  AUDIT_CSV_FIELDS.map((f) => t(`audit.csv.${f}`)),
                  rows,
                ),
              )
              .then((csv) => csv !== undefined && downloadCsv('audit', csv))
          }
          data-testid="audit-export"
        >
          {t('audit.export')}
        </Button>
        <Button
          icon={<Tick />}
          loading={vm.chain.kind === 'busy'}
          onClick={() => void vm.verifyChain()}
          data-testid="audit-verify"
        >
          {t('audit.verify')}
        </Button>
      </div>
      {vm.exported.kind === 'failed' && (
        <Callout intent="danger" role="alert" data-testid="audit-export-error">
          {t('audit.exportFailed', { message: messageOf(vm.exported.error) })}
        </Callout>
      )}
      <ChainReport vm={vm} number={number} />
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

/** The server's reason for a refusal, when it gave one (an export that keeps too many records). */
function messageOf(error: { readonly code: string; readonly body?: unknown }): string {
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' ? body.message : error.code;
}

const ChainReport = observer(function ChainReport({
  vm,
  number,
}: {
  readonly vm: AuditViewModel;
  readonly number: Intl.NumberFormat;
}) {
  const t = useT();
  const chain = vm.chain;
  if (chain.kind === 'idle' || chain.kind === 'busy') return null;
  if (chain.kind === 'failed') {
    return (
      <Callout intent="danger" role="alert" data-testid="audit-chain">
        {t('audit.chainFailed')}
      </Callout>
    );
  }
  const { checked, unchained, broken } = chain.value;
  return (
    <Callout intent={broken === null ? 'success' : 'danger'} role="status" data-testid="audit-chain">
      {broken === null
        ? t('audit.chainHolds', { checked: number.format(checked), unchained: number.format(unchained) })
        : t('audit.chainBroken', { id: String(broken.id), why: broken.why })}
    </Callout>
  );
});

/** The filter as typed; applied on submit, so a half-typed name asks the server nothing. */
const AuditFilterForm = observer(function AuditFilterForm({ vm }: { readonly vm: AuditViewModel }) {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilter>(vm.state.filter);
  const field = (name: keyof AuditFilter) => ({
    id: `audit-${name}`,
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: React clears the event's currentTarget once the handler returns, before the
      // state update runs.
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    'data-testid': `audit-filter-${name}`,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = auditFilterFrom((name) => draft[name as keyof AuditFilter]);
    setDraft(next);
    void vm.applyFilter(next);
  };
  const clear = () => {
    const empty = auditFilterFrom(() => '');
    setDraft(empty);
    void vm.applyFilter(empty);
  };
  const choice = (
    name: 'action' | 'area' | 'entity',
    options: readonly string[],
    label: (option: string) => string = (option) => option,
  ) => (
    <HTMLSelect {...field(name)} fill>
      <option value="">{t('audit.any')}</option>
      {[...new Set([...options, ...(draft[name] === '' ? [] : [draft[name]])])].map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </HTMLSelect>
  );
  return (
    <form
      className="audit-filter"
      onSubmit={submit}
      aria-label={t('audit.filter')}
      data-testid="audit-filter"
    >
      <FormGroup label={t('audit.user')} labelFor="audit-actor">
        <InputGroup {...field('actor')} type="search" maxLength={AUDIT_FILTER_MAX} />
      </FormGroup>
      <FormGroup label={t('audit.action')} labelFor="audit-action">
        {choice('action', vm.facets.actions)}
      </FormGroup>
      <FormGroup label={t('audit.area')} labelFor="audit-area">
        {choice('area', vm.facets.areas, (area) => t(`access.areas.${area}`))}
      </FormGroup>
      <FormGroup label={t('audit.entity')} labelFor="audit-entity">
        {choice('entity', vm.facets.entities)}
      </FormGroup>
      <FormGroup label={t('audit.entityId')} labelFor="audit-entityId">
        <InputGroup {...field('entityId')} maxLength={AUDIT_FILTER_MAX} />
      </FormGroup>
      <FormGroup label={t('audit.from')} labelFor="audit-from">
        <InputGroup {...field('from')} type="date" max={draft.to || undefined} />
      </FormGroup>
      <FormGroup label={t('audit.to')} labelFor="audit-to">
        <InputGroup {...field('to')} type="date" min={draft.from || undefined} />
      </FormGroup>
      <div className="audit-filter-buttons">
        <Button type="submit" intent="primary" data-testid="audit-apply">
          {t('audit.apply')}
        </Button>
        <Button onClick={clear} data-testid="audit-clear">
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
});
