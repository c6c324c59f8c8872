import {
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H3,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { ArrowRight, Inbox } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useInstance, useViewModel } from '../../app/container-context';
import { useApp } from '../../app/app-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { COMPLAINT_FILTERS, type ComplaintWorkflowViewModel } from './complaint-workflow.view-model';
import '../../theme/work-queue.css';
import './complaint-workflow.css';

/**
 * `/dashboard/complaints`: the complaints by status; the chosen one with what was sent and every
 * step (who, when, from what to what, the notes); and the form moving it one step on, with
 * staff's note (required) and the note the patient sees. A new complaint appears live.
 */
export default observer(function ComplaintWorkflowScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.ComplaintWorkflow);
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(() => {
    void vm.load();
    const off = [
      reaction(
        () => link.submissions.complaint,
        () => void vm.load(),
      ),
      reaction(
        () => link.reconnections,
        () => void vm.load(),
      ),
    ];
    return () => off.forEach((stop) => stop());
  }, [vm, link]);

  return (
    <section className="screen complaints-screen" data-route="complaints" aria-labelledby="complaints-title">
      <H2 id="complaints-title">{t('routes.complaints')}</H2>
      <div className="work-queue-filters" role="group" aria-label={t('siteForms.workflow.filter')}>
        {COMPLAINT_FILTERS.map((filter) => (
          <Button
            key={filter}
            variant={vm.filter === filter ? 'solid' : 'outlined'}
            intent={vm.filter === filter ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={vm.filter === filter}
            onClick={() => vm.setFilter(filter)}
          >
            {t(filter === 'all' ? 'siteForms.workflow.all' : `siteForms.status.${filter}`)} (
            {vm.count(filter)})
          </Button>
        ))}
      </div>
      <ListStates status={vm.status} isEmpty={vm.complaints.length === 0} onRetry={() => void vm.load()}>
        <div className="work-queue-layout">
          <ComplaintList vm={vm} />
          <ComplaintDetail vm={vm} />
        </div>
      </ListStates>
    </section>
  );
});

const ComplaintList = observer(function ComplaintList({ vm }: { readonly vm: ComplaintWorkflowViewModel }) {
  const t = useT();
  const app = useApp();
  if (vm.shown.length === 0) {
    return <NonIdealState icon={<Inbox size={32} />} title={t('siteForms.workflow.none')} />;
  }
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="work-queue-list" aria-label={t('siteForms.workflow.list')}>
      {vm.shown.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="work-queue-item"
            aria-current={vm.selectedId === c.id}
            onClick={() => void vm.select(c.id)}
          >
            <span className="work-queue-item-head">
              <strong>{c.subject}</strong>
              <span className={`work-queue-badge complaints-status-${c.status}`}>
                {t(`siteForms.status.${c.status}`)}
              </span>
            </span>
            <span className="work-queue-muted">
              <bdi dir="ltr">{c.reference}</bdi> · {c.fullName} · {date.format(c.createdAt)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});

const ComplaintDetail = observer(function ComplaintDetail({
  vm,
}: {
  readonly vm: ComplaintWorkflowViewModel;
}) {
  const t = useT();
  const app = useApp();
  const c = vm.selected;
  if (c === undefined) {
    return (
      <Card className="complaints-detail">
        <NonIdealState title={t('siteForms.workflow.choose')} />
      </Card>
    );
  }
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  const next = vm.next;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.move();
  };
  return (
    <Card className="complaints-detail" aria-labelledby="complaint-subject">
      <H3 id="complaint-subject">{c.subject}</H3>
      <dl className="work-queue-facts">
        <dt>{t('siteForms.workflow.reference')}</dt>
        <dd>
          <bdi dir="ltr">{c.reference}</bdi>
        </dd>
        <dt>{t('siteForms.workflow.from')}</dt>
        <dd>
          {c.fullName} · <bdi dir="ltr">{c.phoneNumber}</bdi>{' '}
          {c.fromPatient ? t('siteForms.workflow.patient') : t('siteForms.workflow.visitor')}
        </dd>
        <dt>{t('siteForms.workflow.status')}</dt>
        <dd>{t(`siteForms.status.${c.status}`)}</dd>
      </dl>
      <p className="complaints-body">{c.body}</p>
      {c.publicNote !== '' && <Callout title={t('siteForms.workflow.publicNoteNow')}>{c.publicNote}</Callout>}
      <H3>{t('siteForms.workflow.history')}</H3>
      {vm.stepsStatus.kind === 'loading' ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : vm.steps.length === 0 ? (
        <p className="work-queue-muted">{t('siteForms.workflow.noSteps')}</p>
      ) : (
        <ol className="complaints-steps">
          {vm.steps.map((step) => (
            <li key={step.id}>
              <span>
                {t(`siteForms.status.${step.fromStatus}`)} <ArrowRight className="complaints-arrow" />{' '}
                {t(`siteForms.status.${step.toStatus}`)}
              </span>
              <span className="work-queue-muted">
                {step.staffName} · {date.format(step.at)}
              </span>
              <span>{step.note}</span>
              {step.publicNote !== '' && (
                <span className="work-queue-muted">
                  {t('siteForms.workflow.toPatient')}: {step.publicNote}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {next !== null && (
        <form onSubmit={submit} className="complaints-move" noValidate>
          <FormGroup
            label={t('siteForms.workflow.note')}
            labelFor="complaint-note"
            labelInfo={t('siteForms.required')}
            intent={vm.problems.note === undefined ? Intent.NONE : Intent.DANGER}
            helperText={
              vm.problems.note === undefined
                ? t('siteForms.workflow.noteHelp')
                : t(`siteForms.problem.${vm.problems.note}`)
            }
          >
            <TextArea
              id="complaint-note"
              fill
              rows={3}
              value={vm.note}
              aria-invalid={vm.problems.note !== undefined}
              onChange={(event) => vm.setNote(event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label={t('siteForms.workflow.publicNote')}
            labelFor="complaint-public-note"
            labelInfo={t('siteForms.optional')}
            helperText={
              vm.problems.publicNote === undefined
                ? t('siteForms.workflow.publicNoteHelp')
                : t(`siteForms.problem.${vm.problems.publicNote}`)
            }
          >
            <TextArea
              id="complaint-public-note"
              fill
              rows={2}
              value={vm.publicNote}
              onChange={(event) => vm.setPublicNote(event.target.value)}
            />
          </FormGroup>
          {vm.moveError !== null && (
            <Callout intent={Intent.DANGER} role="alert">
              {t(vm.moveError)}
            </Callout>
          )}
          <Button type="submit" intent={Intent.PRIMARY} loading={vm.moving} icon={<ArrowRight />}>
            {t('siteForms.workflow.moveTo', { status: t(`siteForms.status.${next}`) })}
          </Button>
        </form>
      )}
    </Card>
  );
});
