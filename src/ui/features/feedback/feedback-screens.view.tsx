import {
  Button,
  ButtonGroup,
  Classes,
  FormGroup,
  H2,
  H3,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Section,
  SectionCard,
} from '@blueprintjs/core';
import { Edit, Plus, Search, Trash } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import type { NamedItem } from '../../../application/ports/doctor-profile-gateway';
import type { FeedbackSubject } from '../../../application/ports/feedback-insights-gateway';
import type { Language } from '../../../domain/preferences/language';
import { SubmissionKind } from '../../../domain/submissions/submission-limits';
import { useApp } from '../../app/app-context';
import { ResourceKey } from '../../../application/resources/resource-key';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { RecordEditor } from '../records/record-editor.view';
import '../resource-list/resource-list.css';
import { intlLocale } from '../../calendar/calendar-dates';
import '../insights/insights.css';
import {
  FEEDBACK_PRESETS,
  feedbackUrlState,
  type FeedbackAveragesViewModel,
  type FeedbackDrillViewModel,
  type FeedbackUrlState,
} from './feedback.view-model';
import './feedback.css';

/**
 * The digits rule (docs/i18n.md): figures and dates a screen formats follow the language, so
 * Kurdish and Arabic read Arabic-Indic digits; ids, codes and the dates typed in inputs stay Latin.
 */
function useFormats(language: Language) {
  return useMemo(() => {
    const locale = intlLocale(language);
    return {
      number: new Intl.NumberFormat(locale),
      mean: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    };
  }, [language]);
}
type Formats = ReturnType<typeof useFormats>;

const nameIn = (item: NamedItem, language: Language) =>
  (language === 'ku' ? item.nameKu : language === 'ar' ? item.nameAr : item.nameEn) || item.nameEn;

/** Keeps the screen's state in the address, replacing the entry (the back button leaves the screen). */
function useUrlState(state: FeedbackUrlState, setSearchParams: SetURLSearchParams): void {
  const { by, from, to, question, text } = state;
  useEffect(() => {
    setSearchParams(
      (params) => {
        const set = (name: string, value: string | null) =>
          value === null || value === '' ? params.delete(name) : params.set(name, value);
        set('by', by === 'doctor' ? null : by);
        set('from', from);
        set('to', to);
        set('question', question === null ? null : String(question));
        set('q', text);
        return params;
      },
      { replace: true },
    );
  }, [by, from, to, question, text, setSearchParams]);
}

/**
 * Reads again when a patient's rating arrives on the hub or the link comes back after a loss: the
 * counts and means on screen are never older than the last rating staff were told of.
 */
function useLiveRatings(load: () => Promise<void>): void {
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(
    () =>
      reaction(
        () => [link.submissions[SubmissionKind.Feedback], link.reconnections],
        () => void load(),
      ),
    [link, load],
  );
}

function SubjectSwitch({
  by,
  onChoose,
}: {
  readonly by: FeedbackSubject;
  readonly onChoose: (by: FeedbackSubject) => void;
}) {
  const t = useT();
  return (
    <ButtonGroup role="group" aria-label={t('feedback.groupBy')}>
      {(['doctor', 'department'] as const).map((subject) => (
        <Button
          key={subject}
          active={by === subject}
          aria-pressed={by === subject}
          onClick={() => onChoose(subject)}
          data-testid={`feedback-by-${subject}`}
        >
          {t(`feedback.by.${subject}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

const PeriodControls = observer(function PeriodControls({
  vm,
  formats,
}: {
  readonly vm: FeedbackAveragesViewModel | FeedbackDrillViewModel;
  readonly formats: Formats;
}) {
  const t = useT();
  const { period, preset } = vm.period;
  return (
    <div role="group" aria-label={t('feedback.period')} className="insights-period">
      <ButtonGroup>
        {FEEDBACK_PRESETS.map((days) => (
          <Button
            key={days}
            active={preset === days}
            aria-pressed={preset === days}
            onClick={() => vm.period.choosePreset(days)}
            data-testid={`feedback-preset-${days}`}
          >
            {t('feedback.lastDays', { days: formats.number.format(days) })}
          </Button>
        ))}
      </ButtonGroup>
      <FormGroup inline label={t('feedback.from')} labelFor="feedback-from">
        <InputGroup
          id="feedback-from"
          type="date"
          value={period.from}
          max={period.to}
          onChange={(e) => vm.period.setFrom(e.currentTarget.value)}
          data-testid="feedback-from"
        />
      </FormGroup>
      <FormGroup inline label={t('feedback.to')} labelFor="feedback-to">
        <InputGroup
          id="feedback-to"
          type="date"
          value={period.to}
          min={period.from}
          onChange={(e) => vm.period.setTo(e.currentTarget.value)}
          data-testid="feedback-to"
        />
      </FormGroup>
    </div>
  );
});

function Scroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="list-table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

const mean = (formats: Formats, average: number | null) =>
  average === null ? '—' : formats.mean.format(average);

/**
 * `/dashboard/feedbacks` (#17, #22): the feedbacks' count and mean per doctor or per department
 * over a period, the server's figures. Each name opens that subject's drill-down for the same period.
 */
export const FeedbackAveragesScreen = observer(function FeedbackAveragesScreen({
  routeId,
}: {
  readonly routeId: string;
}) {
  const t = useT();
  const app = useApp();
  const factories = useInstance(ViewModels.Feedback);
  const [searchParams, setSearchParams] = useSearchParams();
  const [vm] = useState(() => factories.averages(feedbackUrlState(searchParams)));
  const formats = useFormats(app.language);
  const { by } = vm;
  const { from, to } = vm.period.period;

  useEffect(() => void vm.load(), [vm, by, from, to]);
  useLiveRatings(vm.load);
  useUrlState(vm.urlState, setSearchParams);

  const subjects = vm.data?.subjects ?? [];
  const caption = t('feedback.averagesCaption', {
    subject: t(`feedback.by.${by}`),
    from: formats.day.format(new Date(from)),
    to: formats.day.format(new Date(to)),
  });
  const period = vm.period.chosen === undefined ? '' : `?from=${from}&to=${to}`;
  return (
    <div className="screen insights feedback" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      <div className="insights-controls">
        <SubjectSwitch by={by} onChoose={vm.chooseBy} />
        <PeriodControls vm={vm} formats={formats} />
      </div>
      <ListStates status={vm.status} isEmpty={subjects.length === 0} onRetry={() => void vm.load()}>
        <Scroll label={caption}>
          <HTMLTable compact striped className="insights-table" data-testid="feedback-averages">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`feedback.subject.${by}`)}</th>
                <th scope="col">{t('feedback.count')}</th>
                <th scope="col">{t('feedback.average')}</th>
              </tr>
            </thead>
            <tbody>
              {subjects.map((s) => (
                <tr key={s.id} data-subject={s.id}>
                  <th scope="row">
                    <Link to={`/dashboard/feedbacks/${by}/${s.id}${period}`}>
                      <bdi>{nameIn(s, app.language)}</bdi>
                    </Link>
                  </th>
                  <td>{formats.number.format(s.count)}</td>
                  <td>{mean(formats, s.average)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Scroll>
      </ListStates>
    </div>
  );
});

/**
 * `/dashboard/feedbacks/doctor/{id}` and `/dashboard/feedbacks/department/{id}` (#17): one
 * subject's averages over a period, overall and per question, and the answers behind the one
 * chosen; the period and the chosen average are kept in the address.
 */
export const FeedbackDrillScreen = observer(function FeedbackDrillScreen({
  routeId,
  by,
  id,
}: {
  readonly routeId: string;
  readonly by: FeedbackSubject;
  readonly id: string;
}) {
  const t = useT();
  const app = useApp();
  const factories = useInstance(ViewModels.Feedback);
  const [searchParams, setSearchParams] = useSearchParams();
  const [vm] = useState(() => factories.drill(by, id, feedbackUrlState(searchParams)));
  const formats = useFormats(app.language);
  const { from, to } = vm.period.period;

  useEffect(() => void vm.load(), [vm, from, to]);
  useLiveRatings(vm.load);
  useUrlState(vm.urlState, setSearchParams);

  const data = vm.data;
  const questionName = (questionId: number | null) => {
    if (questionId === null) return t('feedback.overall');
    const question = data?.questions.find((q) => q.id === questionId);
    return question === undefined ? '' : nameIn(question, app.language);
  };
  const chosen = vm.chosen;
  const averagesLabel = t('feedback.perQuestion');
  const behindLabel =
    chosen === undefined
      ? ''
      : t('feedback.behind', {
          average: mean(formats, chosen.average),
          question: questionName(chosen.questionId),
          total: formats.number.format(chosen.count),
        });
  return (
    <div className="screen insights feedback" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      {data !== undefined && (
        <H3 className="feedback-subject" data-testid="feedback-subject">
          <bdi>{nameIn(data.subject, app.language)}</bdi>
        </H3>
      )}
      <p>
        <Link to={`/dashboard/feedbacks${by === 'doctor' ? '' : '?by=department'}`}>
          {t('feedback.backToAverages')}
        </Link>
      </p>
      <div className="insights-controls">
        <PeriodControls vm={vm} formats={formats} />
      </div>
      <ListStates status={vm.status} isEmpty={data === undefined} onRetry={() => void vm.load()}>
        <section className="insights-section" aria-labelledby="feedback-averages-title">
          <H3 id="feedback-averages-title">{averagesLabel}</H3>
          <Scroll label={averagesLabel}>
            <HTMLTable compact striped className="insights-table" data-testid="feedback-drill-averages">
              <thead>
                <tr>
                  <th scope="col">{t('feedback.question')}</th>
                  <th scope="col">{t('feedback.count')}</th>
                  <th scope="col">{t('feedback.average')}</th>
                  <th scope="col">
                    <span className={Classes.TEXT_MUTED}>{t('feedback.answers')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {vm.averages.map((a) => (
                  <tr key={a.questionId ?? 'overall'} data-question={a.questionId ?? 'overall'}>
                    <th scope="row">
                      <bdi>{questionName(a.questionId)}</bdi>
                    </th>
                    <td>{formats.number.format(a.count)}</td>
                    <td>{mean(formats, a.average)}</td>
                    <td>
                      <Button
                        small
                        variant="minimal"
                        disabled={a.count === 0}
                        active={vm.question === a.questionId}
                        aria-pressed={vm.question === a.questionId}
                        onClick={() => vm.chooseQuestion(a.questionId)}
                        data-testid="feedback-show-answers"
                      >
                        {t('feedback.showAnswers')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Scroll>
        </section>
        {chosen !== undefined && (
          <section className="insights-section" aria-labelledby="feedback-behind-title">
            <H3 id="feedback-behind-title" data-testid="feedback-behind-title">
              {behindLabel}
            </H3>
            {vm.behind.length === 0 ? (
              <NonIdealState icon={<Search size={48} />} title={t('feedback.noAnswers')} />
            ) : (
              <ul className="feedback-answers" data-testid="feedback-behind">
                {vm.behind.map(({ feedback, rating }) => (
                  <li key={feedback.id} data-feedback={feedback.id}>
                    <Section compact>
                      <SectionCard>
                        <strong data-testid="feedback-rating">
                          {t('feedback.rating', { rating: formats.number.format(rating) })}
                        </strong>{' '}
                        <span className={Classes.TEXT_MUTED}>
                          {formats.day.format(new Date(feedback.createdAt))}
                        </span>
                        {feedback.comment !== '' && (
                          <p>
                            <bdi>{feedback.comment}</bdi>
                          </p>
                        )}
                      </SectionCard>
                    </Section>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </ListStates>
    </div>
  );
});

/**
 * `/dashboard/feedback-questions` (#17): the questions grouped by doctor or by department (the
 * spec's grouped reads), with the spec's filter on the question's name; both kept in the address.
 */
export const FeedbackQuestionsScreen = observer(function FeedbackQuestionsScreen({
  routeId,
}: {
  readonly routeId: string;
}) {
  const t = useT();
  const app = useApp();
  const factories = useInstance(ViewModels.Feedback);
  const [searchParams, setSearchParams] = useSearchParams();
  const [vm] = useState(() => factories.questions(feedbackUrlState(searchParams)));
  const formats = useFormats(app.language);
  // Questions are added, changed and removed in the record drawer; the groups are read again after.
  const editor = useViewModel(ViewModels.RecordEditor, {
    list: ResourceKey.FeedbackQuestions,
    changed: () => void vm.refresh(),
  });
  const link = useInstance(ViewModels.LinkStatus);

  useEffect(() => void vm.load(), [vm]);
  // Written in another browser (the hub's record event), or possibly while the link was down.
  useEffect(() => {
    const stopWatching = editor.record === undefined ? () => undefined : vm.watch(editor.record.name);
    const stopReacting = reaction(
      () => link.reconnections,
      () => void vm.refresh(),
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [vm, editor, link]);
  useUrlState(vm.urlState, setSearchParams);

  return (
    <div className="screen insights feedback" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      <div className="insights-controls">
        <SubjectSwitch by={vm.by} onChoose={vm.chooseBy} />
        <InputGroup
          type="search"
          leftIcon="search"
          value={vm.text}
          onChange={(e) => vm.setText(e.currentTarget.value)}
          placeholder={t('feedback.filter')}
          aria-label={t('feedback.filter')}
          data-testid="feedback-filter"
        />
        {editor.canWrite && (
          <Button icon={<Plus />} intent="primary" onClick={editor.startNew}>
            {t('records.newQuestion')}
          </Button>
        )}
      </div>
      <ListStates status={vm.status} isEmpty={vm.total === 0} onRetry={() => void vm.load()}>
        <p className={Classes.TEXT_MUTED} role="status" data-testid="feedback-question-count">
          {t('feedback.questionCount', {
            shown: formats.number.format(vm.shownCount),
            total: formats.number.format(vm.total),
          })}
        </p>
        {vm.groups.length === 0 ? (
          <NonIdealState icon={<Search size={48} />} title={t('feedback.noMatch')} />
        ) : (
          <div className="feedback-groups" data-testid="feedback-groups">
            {vm.groups.map((group) => (
              <Section
                key={group.id}
                compact
                title={<bdi>{group.name}</bdi>}
                rightElement={
                  <Link to={`/dashboard/feedbacks/${vm.by}/${group.id}`}>{t('feedback.openAverages')}</Link>
                }
                data-group={group.id}
              >
                <SectionCard>
                  <ul className="feedback-question-list">
                    {group.questions.map((q) => (
                      <li key={q.id}>
                        <bdi>{q.name}</bdi>
                        {editor.canWrite && (
                          <span className="feedback-question-actions">
                            <Button
                              minimal
                              small
                              icon={<Edit />}
                              disabled={editor.busy}
                              aria-label={t('records.editNamed', { name: q.name })}
                              title={t('common.edit')}
                              onClick={() => void editor.openById(q.id, 'edit')}
                            />
                            <Button
                              minimal
                              small
                              intent="danger"
                              icon={<Trash />}
                              disabled={editor.busy}
                              aria-label={t('records.deleteNamed', { name: q.name })}
                              title={t('common.delete')}
                              onClick={() => void editor.openById(q.id, 'remove')}
                            />
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </SectionCard>
              </Section>
            ))}
          </div>
        )}
      </ListStates>
      {editor.record !== undefined && <RecordEditor vm={editor} />}
    </div>
  );
});
