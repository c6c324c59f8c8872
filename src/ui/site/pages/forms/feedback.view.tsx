import 'blueprint-css/site-forms.css';
import { Button, Callout, Card, FormGroup, H1, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { FeedbackOption, Trilingual } from '../../../../application/ports/site-forms-gateway';
import { RATING_MAX, RATING_MIN } from '../../../../domain/submissions/feedback-rules';
import { localText } from '../../localized';
import { intlLocale } from '../../../calendar/calendar-dates';
import { usePageMeta } from '../../page-meta';
import { Remote } from '../../remote';
import { useServices, useShell } from '../../site-context';
import { RemoteView, SiteEmpty } from '../../site-states';
import { SignedInOnly } from '../signed-in-only';
import './site-forms.css';
import { FeedbackFormViewModel } from './feedback-form.view-model';
import { FormStatus } from './site-form.view-model';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * Feedback: a signed-in patient's attended appointments, newest first; each not yet rated opens
 * a form to rate its doctor or one department of its center on the questions staff ask, once.
 */
export const FeedbackPage = observer(function FeedbackPage() {
  const { t } = useShell();
  usePageMeta(t('siteForms.feedback.title'), t('siteForms.feedback.description'));
  return (
    <>
      <H1>{t('siteForms.feedback.title')}</H1>
      <SignedInOnly>
        <FeedbackVisits />
      </SignedInOnly>
    </>
  );
});

const FeedbackVisits = observer(function FeedbackVisits() {
  const { t } = useShell();
  const services = useServices();
  const [options] = useState(() => new Remote(async () => (await services.siteForms()).feedbackOptions()));
  useEffect(() => void options.load(), [options]);
  return (
    <>
      <p>{t('siteForms.feedback.lead')}</p>
      <RemoteView remote={options}>
        {(list) =>
          list.length === 0 ? (
            <SiteEmpty message={t('siteForms.feedback.none')} />
          ) : (
            <ul className="site-list site-complaints">
              {list.map((option) => (
                <FeedbackVisit key={option.appointmentId} option={option} />
              ))}
            </ul>
          )
        }
      </RemoteView>
    </>
  );
});

const FeedbackVisit = observer(function FeedbackVisit({ option }: { readonly option: FeedbackOption }) {
  const shell = useShell();
  const { t } = shell;
  const services = useServices();
  const [vm] = useState(() => new FeedbackFormViewModel(services.siteForms, option));
  const [open, setOpen] = useState(false);
  const name = (row: Trilingual) => localText({ ...row }, 'name', shell.language);
  const when = new Intl.DateTimeFormat(intlLocale(shell.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(option.startingTime);
  const rated = option.rated || vm.alreadyRated || vm.status === FormStatus.Sent;
  const formId = `feedback-${option.appointmentId}`;
  return (
    <li>
      <Card className="site-feedback-visit" data-appointment={option.appointmentId}>
        <div className="site-complaint-head">
          <strong>{name(option.doctor)}</strong>
          {rated && <span className="site-status site-status-resolved">{t('siteForms.feedback.rated')}</span>}
        </div>
        <p className="site-muted">
          {name(option.center)} · <time dateTime={new Date(option.startingTime).toISOString()}>{when}</time>
        </p>
        {vm.status === FormStatus.Sent ? (
          <Callout intent={Intent.SUCCESS} role="status" title={t('siteForms.feedback.sentTitle')}>
            {t('siteForms.feedback.sent')}
          </Callout>
        ) : vm.alreadyRated ? (
          <Callout intent={Intent.WARNING} role="alert">
            {t('siteForms.feedback.error.alreadyRated')}
          </Callout>
        ) : rated ? null : open ? (
          <FeedbackForm vm={vm} id={formId} name={name} />
        ) : (
          <Button
            intent={Intent.PRIMARY}
            text={t('siteForms.feedback.rate')}
            aria-controls={formId}
            aria-expanded={false}
            onClick={() => setOpen(true)}
          />
        )}
      </Card>
    </li>
  );
});

const FeedbackForm = observer(function FeedbackForm({
  vm,
  id,
  name,
}: {
  readonly vm: FeedbackFormViewModel;
  readonly id: string;
  readonly name: (row: Trilingual) => string;
}) {
  const { t } = useShell();
  const { option } = vm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const problems = Object.keys(vm.problems).length;
  return (
    <form
      id={id}
      className="site-form"
      onSubmit={submit}
      noValidate
      aria-label={t('siteForms.feedback.rate')}
    >
      {option.departments.length > 0 && (
        <fieldset className="site-choice">
          <legend>{t('siteForms.feedback.subject')}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-subject`}
              checked={vm.departmentId === null}
              onChange={() => vm.chooseSubject(null)}
            />{' '}
            {t('siteForms.feedback.aboutDoctor', { name: name(option.doctor) })}
          </label>
          {option.departments.map((department) => (
            <label key={department.id}>
              <input
                type="radio"
                name={`${id}-subject`}
                checked={vm.departmentId === department.id}
                onChange={() => vm.chooseSubject(department.id)}
              />{' '}
              {t('siteForms.feedback.aboutDepartment', { name: name(department) })}
            </label>
          ))}
        </fieldset>
      )}
      <RatingField
        name={`${id}-rating`}
        legend={t('siteForms.feedback.overall')}
        value={vm.rating}
        onChange={vm.rate}
        problem={vm.problems.rating}
      />
      {vm.questions.map((question) => (
        <RatingField
          key={`${vm.departmentId ?? 'doctor'}-${question.id}`}
          name={`${id}-q${question.id}`}
          legend={name(question)}
          value={vm.answers[question.id] ?? 0}
          onChange={(rating) => vm.answer(question.id, rating)}
          problem={
            vm.problems.answers !== undefined && vm.unanswered.includes(question.id) ? 'required' : undefined
          }
        />
      ))}
      {vm.problems.answers !== undefined && vm.unanswered.length === 0 && (
        <p className="site-problem">{t(`siteForms.problem.${vm.problems.answers}`)}</p>
      )}
      <FormGroup
        label={t('siteForms.feedback.comment')}
        labelFor={`${id}-comment`}
        labelInfo={t('siteForms.optional')}
        intent={vm.problems.comment === undefined ? Intent.NONE : Intent.DANGER}
        helperText={
          vm.problems.comment === undefined ? undefined : t(`siteForms.problem.${vm.problems.comment}`)
        }
      >
        <TextArea
          id={`${id}-comment`}
          fill
          rows={3}
          value={vm.comment}
          onChange={(event) => vm.setComment(event.target.value)}
        />
      </FormGroup>
      <div className="site-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={vm.website}
          onChange={(event) => vm.setWebsite(event.target.value)}
        />
      </div>
      {problems > 0 && (
        <Callout intent={Intent.WARNING} role="alert">
          {t('siteForms.fixFields')}
        </Callout>
      )}
      {vm.failureKey !== null && (
        <Callout intent={Intent.DANGER} role="alert" className="site-form-failure">
          <p>{t(vm.failureKey)}</p>
          {vm.canRetry && (
            <Button intent={Intent.PRIMARY} text={t('siteForms.retry')} onClick={() => void vm.submit()} />
          )}
        </Callout>
      )}
      <div className="site-form-actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          loading={vm.busy}
          text={t('siteForms.feedback.send')}
        />
      </div>
    </form>
  );
});

/** One rating, 1 to 5 stars, as native radios: arrow keys move between them, a reader says "4 of 5". */
const RatingField = observer(function RatingField({
  name,
  legend,
  value,
  onChange,
  problem,
}: {
  readonly name: string;
  readonly legend: string;
  readonly value: number;
  readonly onChange: (rating: number) => void;
  readonly problem: string | undefined;
}) {
  const { t } = useShell();
  return (
    <fieldset className="site-rating" aria-invalid={problem !== undefined} data-rating={name}>
      <legend>{legend}</legend>
      <div className="site-stars">
        {STARS.map((star) => (
          <label key={star} className={star <= value ? 'site-star site-star-on' : 'site-star'}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-label={t('siteForms.feedback.stars', { value: star, max: RATING_MAX })}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {problem !== undefined && <p className="site-problem">{t('siteForms.feedback.chooseRating')}</p>}
    </fieldset>
  );
});
