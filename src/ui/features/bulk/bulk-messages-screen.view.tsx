import {
  Alert,
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H3,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { Envelope, Error as ErrorIcon, Lock, Refresh, SendMessage } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BulkDelivery } from '../../../application/ports/bulk-message-gateway';
import { BULK_BODY_MAX, BULK_TITLE_MAX } from '../../../contract/bulk/bulk-messages';
import {
  isEmptyPatientFilter,
  PatientFilterParam,
  patientFilterFromParams,
} from '../../../domain/patients/patient-filter-query';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { formatMessageTime } from '../../i18n/message-time';
import { useFigure } from '../../i18n/use-figure';
import { useT } from '../../i18n/use-t';
import { useFilterUrl } from '../chat-admin/filter-url';
import { PatientFilterForm, type PatientCriterion } from '../chat-admin/patient-filter-form.view';
import { choiceOptions } from '../chat-admin/patient-options';
import type { BulkLoad, BulkMessagesViewModel } from './bulk-messages.view-model';
import '../chat-admin/chat-admin.css';
import './bulk.css';

const CRITERIA: readonly PatientCriterion[] = [
  'name',
  'phone',
  'sex',
  'maritalStatus',
  'bloodGroup',
  'createdOnOrAfter',
];
const REPORT_PARAM = 'id';

function LoadStates({
  load,
  onRetry,
  children,
}: {
  load: BulkLoad;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (load.kind === 'forbidden') {
    return (
      <NonIdealState
        icon={<Lock size={48} />}
        title={t('common.accessDenied')}
        description={t('common.accessDeniedHelp')}
      />
    );
  }
  if (load.kind === 'error') {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t('list.errorTitle')}
        description={t(`errors.${load.error.code}`)}
        action={
          <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (load.kind === 'loading') return <Spinner aria-label={t('common.loading')} />;
  return children;
}

const STATUS_INTENT = {
  sent: Intent.SUCCESS,
  failed: Intent.DANGER,
  pending: Intent.NONE,
  sending: Intent.PRIMARY,
} as const;

const DeliveryRow = ({ delivery }: { readonly delivery: BulkDelivery }) => {
  const t = useT();
  return (
    <tr data-testid="bulk-delivery" data-status={delivery.status}>
      <th scope="row">
        <bdi>{delivery.name || delivery.phoneNumber}</bdi>
      </th>
      <td>
        <bdi dir="ltr">{delivery.phoneNumber}</bdi>
      </td>
      <td>
        <Tag minimal intent={STATUS_INTENT[delivery.status]}>
          {t(`bulkMessages.status.${delivery.status}`)}
        </Tag>
      </td>
      <td>{delivery.reason === null ? '' : t(`bulkMessages.reason.${delivery.reason}`)}</td>
    </tr>
  );
};

/** One message's report: its progress while it is delivered, and every recipient's line. */
const Report = observer(function Report({ vm }: { readonly vm: BulkMessagesViewModel }) {
  const t = useT();
  const figure = useFigure();
  const report = vm.report;
  return (
    <Card className="bulk-report" aria-labelledby="bulk-report-title">
      <LoadStates load={vm.reportLoad} onRetry={() => vm.open(report?.id)}>
        {report === undefined ? null : (
          <>
            <H3 id="bulk-report-title">
              <bdi>{report.title}</bdi>
            </H3>
            <p className="bulk-body" dir="auto">
              {report.body}
            </p>
            <p aria-live="polite" data-testid="bulk-progress-text">
              {t('bulkMessages.progress', {
                delivered: figure(report.delivered),
                failed: figure(report.failed),
                recipients: figure(report.recipients),
              })}
            </p>
            <ProgressBar
              aria-label={t('bulkMessages.progressLabel')}
              intent={report.failed > 0 ? Intent.WARNING : Intent.SUCCESS}
              animate={report.sending}
              stripes={report.sending}
              value={report.recipients === 0 ? 1 : (report.delivered + report.failed) / report.recipients}
            />
            <div className="bulk-actions">
              <Button
                icon={<Refresh />}
                intent={Intent.PRIMARY}
                disabled={report.failed === 0 || vm.retrying}
                loading={vm.retrying}
                onClick={() => void vm.retryFailed()}
              >
                {t('bulkMessages.retryFailed', { failed: figure(report.failed) })}
              </Button>
              {report.sending ? <Tag intent={Intent.PRIMARY}>{t('bulkMessages.sending')}</Tag> : null}
            </div>
            {report.deliveries.length === 0 ? (
              <p className="chat-admin-muted">{t('bulkMessages.noLines')}</p>
            ) : (
              <div
                className="chat-admin-table"
                tabIndex={0}
                role="region"
                aria-labelledby="bulk-report-title"
              >
                <HTMLTable compact striped className="chat-admin-grid">
                  <thead>
                    <tr>
                      <th scope="col">{t('bulkMessages.column.patient')}</th>
                      <th scope="col">{t('bulkMessages.column.phone')}</th>
                      <th scope="col">{t('bulkMessages.column.status')}</th>
                      <th scope="col">{t('bulkMessages.column.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.deliveries.map((d) => (
                      <DeliveryRow key={d.appUserId} delivery={d} />
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            )}
          </>
        )}
      </LoadStates>
    </Card>
  );
});

/** A new bulk message: the patient filter, the count it finds, the message, Send with a confirmation. */
const Composer = observer(function Composer({
  vm,
  onSent,
}: {
  readonly vm: BulkMessagesViewModel;
  readonly onSent: (id: number) => void;
}) {
  const t = useT();
  const figure = useFigure();
  const url = useFilterUrl();
  const filter = patientFilterFromParams(url.params);
  const filterKey = JSON.stringify(filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filter's value
  useEffect(() => vm.setFilter(filter), [vm, filterKey]);
  const problem = vm.problem;
  return (
    <Card className="bulk-composer" aria-labelledby="bulk-new-title">
      <H3 id="bulk-new-title">{t('bulkMessages.newTitle')}</H3>
      <PatientFilterForm
        idPrefix="bulk"
        filter={filter}
        criteria={CRITERIA}
        options={(field) => choiceOptions(field, vm.users.list.items)}
        onChange={url.change}
        onClear={() => url.clear(Object.values(PatientFilterParam))}
        canClear={!isEmptyPatientFilter(filter)}
      />
      <p aria-live="polite" data-testid="bulk-recipients">
        {vm.users.list.status.kind === 'loaded'
          ? t('bulkMessages.recipients', { total: figure(vm.recipients) })
          : t('common.loading')}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          vm.askToSend();
        }}
      >
        <FormGroup label={t('bulkMessages.title')} labelFor="bulk-title" labelInfo={`(${BULK_TITLE_MAX})`}>
          <InputGroup
            id="bulk-title"
            dir="auto"
            maxLength={BULK_TITLE_MAX}
            value={vm.title}
            onValueChange={vm.setTitle}
          />
        </FormGroup>
        <FormGroup label={t('bulkMessages.message')} labelFor="bulk-body" labelInfo={`(${BULK_BODY_MAX})`}>
          <TextArea
            id="bulk-body"
            dir="auto"
            fill
            rows={4}
            maxLength={BULK_BODY_MAX}
            value={vm.body}
            onChange={(event) => vm.setBody(event.currentTarget.value)}
          />
        </FormGroup>
        {problem === undefined ? null : (
          <Callout intent={Intent.DANGER} className="chat-admin-callout" role="alert">
            {problem.kind === 'audienceChanged'
              ? t('bulkMessages.audienceChanged', { total: figure(problem.recipients) })
              : t(`errors.${problem.error.code}`)}
          </Callout>
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon={<SendMessage />}
          disabled={!vm.canSend}
          loading={vm.sending}
        >
          {t('bulkMessages.send')}
        </Button>
      </form>
      <Alert
        isOpen={vm.confirming}
        intent={Intent.PRIMARY}
        icon={<SendMessage />}
        confirmButtonText={t('bulkMessages.confirmSend', { total: figure(vm.recipients) })}
        cancelButtonText={t('common.cancel')}
        loading={vm.sending}
        onCancel={vm.cancelSend}
        onConfirm={() =>
          void vm.send().then((id) => {
            if (id !== undefined) onSent(id);
          })
        }
      >
        <p>{t('bulkMessages.confirm', { total: figure(vm.recipients) })}</p>
      </Alert>
    </Card>
  );
});

/**
 * `/dashboard/bulk-report`: the bulk messages sent and their delivery counts (the spec's report),
 * a new message to the patients the filter finds, and one message's report per recipient
 * (`?id=`), followed live while it is delivered, with Retry of the failed recipients.
 */
const BulkMessagesScreen = observer(function BulkMessagesScreen() {
  const t = useT();
  const figure = useFigure();
  const app = useApp();
  const vm = useViewModel(ViewModels.BulkMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const idText = searchParams.get(REPORT_PARAM);
  const openId = idText !== null && /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : undefined;

  useEffect(() => {
    void vm.loadList();
    void vm.loadUsers();
    return vm.stop;
  }, [vm]);
  useEffect(() => vm.open(openId), [vm, openId]);

  const openReport = (id: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(REPORT_PARAM, String(id));
        return next;
      },
      { replace: false },
    );

  return (
    <section className="screen bulk-screen" data-route="bulkReport" aria-labelledby="bulk-screen-title">
      <H2 id="bulk-screen-title" className="screen-title">
        {t('routes.bulkReport')}
      </H2>
      <p className="chat-admin-intro">{t('bulkMessages.intro')}</p>
      <div className="bulk-layout">
        <Composer vm={vm} onSent={openReport} />
        {openId === undefined ? null : <Report vm={vm} />}
      </div>
      <H3 id="bulk-list-title">{t('bulkMessages.listTitle')}</H3>
      <LoadStates load={vm.listLoad} onRetry={() => void vm.loadList()}>
        {vm.list.length === 0 ? (
          <NonIdealState icon={<Envelope size={48} />} title={t('bulkMessages.none')} />
        ) : (
          <div className="chat-admin-table" tabIndex={0} role="region" aria-labelledby="bulk-list-title">
            <HTMLTable compact striped interactive className="chat-admin-grid">
              <thead>
                <tr>
                  <th scope="col">{t('bulkMessages.column.title')}</th>
                  <th scope="col">{t('bulkMessages.column.sentAt')}</th>
                  <th scope="col">{t('bulkMessages.column.recipients')}</th>
                  <th scope="col">{t('bulkMessages.column.delivered')}</th>
                  <th scope="col">{t('bulkMessages.column.failed')}</th>
                </tr>
              </thead>
              <tbody>
                {vm.list.map((m) => (
                  <tr key={m.id} data-testid="bulk-row" aria-current={m.id === openId ? 'true' : undefined}>
                    <th scope="row">
                      <Button
                        variant="minimal"
                        onClick={() => openReport(m.id)}
                        aria-label={t('bulkMessages.openReport', { title: m.title })}
                      >
                        <bdi>{m.title}</bdi>
                      </Button>
                    </th>
                    <td>{formatMessageTime(app.language, m.sentAt)}</td>
                    <td>{figure(m.recipients)}</td>
                    <td>{figure(m.delivered)}</td>
                    <td>{figure(m.failed)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </LoadStates>
    </section>
  );
});

export default BulkMessagesScreen;
