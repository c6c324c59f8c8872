import {
  Button,
  Card,
  FormGroup,
  H2,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  SegmentedControl,
  Tag,
} from '@blueprintjs/core';
import { MobilePhone, Search } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OtpSentFilter } from '../../../domain/otp/otp-filter';
import { otpQueryFromParams, otpQueryToParams, type OtpQuery } from '../../../domain/otp/otp-query';
import { useApp } from '../../app/app-context';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { formatMessageTime } from '../../i18n/message-time';
import { useFigure } from '../../i18n/use-figure';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { Pager } from '../resource-list/pager.view';
import type { OtpLogViewModel } from './otp-log.view-model';
import './otp.css';

/**
 * The two counters, codes sent and codes not sent, over the chosen period; `aria-live` reads a
 * change out.
 */
const Counters = observer(function Counters({ vm }: { readonly vm: OtpLogViewModel }) {
  const t = useT();
  const figure = useFigure();
  const { sent, notSent } = vm.counters;
  return (
    <div className="otp-counters" aria-live="polite" aria-busy={vm.status.kind === 'loading'}>
      <Card className="otp-counter otp-counter-sent">
        <span className="otp-counter-label">{t('otp.counter.sent')}</span>
        <strong className="otp-counter-value" data-testid="otp-sent-count">
          {figure(sent)}
        </strong>
      </Card>
      <Card className="otp-counter otp-counter-not-sent">
        <span className="otp-counter-label">{t('otp.counter.notSent')}</span>
        <strong className="otp-counter-value" data-testid="otp-not-sent-count">
          {figure(notSent)}
        </strong>
      </Card>
    </div>
  );
});

const Rows = observer(function Rows({ vm }: { readonly vm: OtpLogViewModel }) {
  const t = useT();
  const app = useApp();
  const rows = vm.page?.rows ?? [];
  if (rows.length === 0) {
    return <NonIdealState icon={<MobilePhone size={48} />} title={t('otp.empty')} className="list-state" />;
  }
  return (
    <div className="otp-table" tabIndex={0} role="region" aria-labelledby="otp-log-title">
      <HTMLTable striped compact className="otp-grid">
        <thead>
          <tr>
            <th scope="col">{t('otp.column.phone')}</th>
            <th scope="col">{t('otp.column.status')}</th>
            <th scope="col">{t('otp.column.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="otp-row" data-sent={row.codeIsSent}>
              <th scope="row">
                <bdi dir="ltr">{row.phoneNumber}</bdi>
              </th>
              <td>
                <Tag minimal intent={row.codeIsSent ? Intent.SUCCESS : Intent.WARNING}>
                  {t(row.codeIsSent ? 'otp.filter.sent' : 'otp.filter.notSent')}
                </Tag>
              </td>
              <td>{formatMessageTime(app.language, row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

/**
 * `/dashboard/CodeGeneration`: the OTP log. The counters of codes sent and not sent over the chosen
 * period, the OTP filter (phone text, sent / not sent) and the period kept in the address, and one
 * page of the log at a time from the server. A patient's code request on the phone hub re-reads the
 * page and the counters at once.
 */
const OtpLogScreen = observer(function OtpLogScreen() {
  const t = useT();
  const figure = useFigure();
  const vm = useViewModel(ViewModels.OtpLog);
  const link = useInstance(ViewModels.LinkStatus);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = otpQueryFromParams(Object.fromEntries(searchParams.entries()));
  const queryKey = JSON.stringify(query);

  // The address is the query's truth: a link or a reload shows the same page.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query's value
  useEffect(() => void vm.show(query), [vm, queryKey]);
  useEffect(
    () =>
      reaction(
        () => [link.codeRequests, link.reconnections],
        () => void vm.refresh(),
      ),
    [vm, link],
  );

  // A change of the filter goes back to page 1: the old page may no longer exist.
  const change = (part: Partial<OtpQuery>) =>
    setSearchParams(otpQueryToParams({ ...query, page: 1, ...part }), { replace: true });
  const filtered =
    query.phone !== '' || query.sent !== 'all' || query.from !== undefined || query.to !== undefined;
  const status = vm.status;

  return (
    <section className="screen otp-screen" data-route="codeGeneration" aria-labelledby="otp-log-title">
      <H2 id="otp-log-title" className="screen-title">
        {t('routes.codeGeneration')}
      </H2>
      <p className="otp-intro">{t('otp.intro')}</p>
      <form className="otp-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <FormGroup label={t('otp.phone')} labelFor="otp-phone">
          <InputGroup
            id="otp-phone"
            type="search"
            inputMode="tel"
            dir="ltr"
            leftIcon={<Search />}
            value={query.phone}
            onValueChange={(phone) => change({ phone })}
          />
        </FormGroup>
        <FormGroup label={t('otp.from')} labelFor="otp-from">
          <InputGroup
            id="otp-from"
            type="date"
            value={query.from ?? ''}
            onValueChange={(from) => change(otpQueryFromParams({ ...otpQueryToParams(query), from }))}
          />
        </FormGroup>
        <FormGroup label={t('otp.to')} labelFor="otp-to">
          <InputGroup
            id="otp-to"
            type="date"
            value={query.to ?? ''}
            onValueChange={(to) => change(otpQueryFromParams({ ...otpQueryToParams(query), to }))}
          />
        </FormGroup>
        <FormGroup label={t('otp.show')}>
          <SegmentedControl
            aria-label={t('otp.show')}
            value={query.sent}
            onValueChange={(sent) => change({ sent: sent as OtpSentFilter })}
            options={[
              { value: OtpSentFilter.All, label: t('otp.filter.all') },
              { value: OtpSentFilter.Sent, label: t('otp.filter.sent') },
              { value: OtpSentFilter.NotSent, label: t('otp.filter.notSent') },
            ]}
          />
        </FormGroup>
        <Button
          className="otp-clear"
          disabled={!filtered}
          onClick={() => setSearchParams({}, { replace: true })}
        >
          {t('otp.clear')}
        </Button>
      </form>
      <ListStates status={status} isEmpty={vm.page === undefined} onRetry={() => void vm.refresh()}>
        <>
          <Counters vm={vm} />
          <p className="otp-count" data-testid="otp-total">
            {t('otp.total', {
              total: figure(vm.page?.total ?? 0),
            })}
          </p>
          <Rows vm={vm} />
          <Pager
            page={vm.page?.page ?? 1}
            pageCount={vm.pageCount}
            onPage={(page) => setSearchParams(otpQueryToParams({ ...query, page }), { replace: true })}
          />
        </>
      </ListStates>
    </section>
  );
});

export default OtpLogScreen;
