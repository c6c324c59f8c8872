import 'blueprint-css/site-forms.css';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H1,
  H2,
  Intent,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SiteJob, SiteJobForm, SiteJobs } from '../../../../application/ports/site-forms-gateway';
import {
  JobFieldType,
  JobPlacement,
  splitChoices,
  type JobFormField,
} from '../../../../domain/submissions/job-application';
import { fieldLabel } from '../../../../domain/submissions/job-form-definition';
import { localText } from '../../localized';
import { intlLocale } from '../../../calendar/calendar-dates';
import { usePageMeta } from '../../page-meta';
import { Remote } from '../../remote';
import { useServices, useShell } from '../../site-context';
import { RemoteView, SiteEmpty } from '../../site-states';
import './site-forms.css';
import { CV_FIELD, JobApplicationViewModel } from './job-application.view-model';
import { FormStatus } from './site-form.view-model';

/** The search parameter of the form being filled in, so a link can open it. */
const FORM_PARAM = 'form';

/**
 * Jobs: the open positions, the job forms of 'Normal Jobs' and the general 'Submit Your CV' form
 * (the forms offered on the web); choosing one opens it below with a CV upload.
 */
export const JobsPage = observer(function JobsPage() {
  const { t } = useShell();
  const services = useServices();
  usePageMeta(t('siteForms.jobs.title'), t('siteForms.jobs.description'));
  const [remote] = useState(() => new Remote(async () => (await services.siteForms()).jobs()));
  useEffect(() => void remote.load(), [remote]);
  return (
    <>
      <H1>{t('siteForms.jobs.title')}</H1>
      <RemoteView remote={remote}>{(jobs) => <JobsContent jobs={jobs} />}</RemoteView>
    </>
  );
});

const JobsContent = observer(function JobsContent({ jobs }: { readonly jobs: SiteJobs }) {
  const { t } = useShell();
  const [params] = useSearchParams();
  const chosen = jobs.forms.find((f) => String(f.id) === params.get(FORM_PARAM));
  const normal = jobs.forms.filter((f) => f.placement === JobPlacement.NormalJobs);
  const general = jobs.forms.filter((f) => f.placement === JobPlacement.SubmitYourCv);
  return (
    <>
      <section aria-labelledby="open-jobs">
        <H2 id="open-jobs">{t('siteForms.jobs.open')}</H2>
        {jobs.jobs.length === 0 ? (
          <SiteEmpty message={t('siteForms.jobs.noneOpen')} />
        ) : (
          <ul className="site-list site-complaints">
            {jobs.jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="job-forms">
        <H2 id="job-forms">{t('siteForms.jobs.apply')}</H2>
        <FormLinks forms={normal} />
        {general.length > 0 && (
          <>
            <p>{t('siteForms.jobs.generalLead')}</p>
            <FormLinks forms={general} />
          </>
        )}
      </section>
      {chosen !== undefined && <ApplicationForm key={chosen.id} form={chosen} />}
    </>
  );
});

const FormLinks = observer(function FormLinks({ forms }: { readonly forms: readonly SiteJobForm[] }) {
  const shell = useShell();
  return (
    <ul className="site-job-forms">
      {forms.map((form) => (
        <li key={form.id}>
          <Link to={`?${FORM_PARAM}=${form.id}`} className="site-job-form-link">
            {localText({ ...form }, 'title', shell.language)}
          </Link>
        </li>
      ))}
    </ul>
  );
});

const JobCard = observer(function JobCard({ job }: { readonly job: SiteJob }) {
  const shell = useShell();
  const { t } = shell;
  const deadline =
    job.deadline === null
      ? null
      : new Intl.DateTimeFormat(intlLocale(shell.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.parse(`${job.deadline}T00:00:00Z`),
        );
  return (
    <li>
      <Card className="site-job">
        <strong>{localText({ ...job }, 'title', shell.language)}</strong>
        <p className="site-muted">
          {[
            job.center === null ? null : localText({ ...job.center }, 'name', shell.language),
            t(`siteForms.jobs.type.${job.employmentType}`, { defaultValue: job.employmentType }),
            deadline === null ? null : t('siteForms.jobs.deadline', { date: deadline }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </p>
        <p>{localText({ ...job }, 'description', shell.language)}</p>
      </Card>
    </li>
  );
});

const ApplicationForm = observer(function ApplicationForm({ form }: { readonly form: SiteJobForm }) {
  const shell = useShell();
  const { t } = shell;
  const services = useServices();
  const [vm] = useState(() => new JobApplicationViewModel(services.siteForms, form));
  const title = localText({ ...form }, 'title', shell.language);
  // The form opens below the lists: bring it into view, its heading focused for keyboards and readers.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <Card className="site-form" id="application">
      <H2 ref={heading} tabIndex={-1}>
        {title}
      </H2>
      {vm.status === FormStatus.Sent ? (
        <Callout intent={Intent.SUCCESS} role="status" title={t('siteForms.jobs.sentTitle')}>
          {t('siteForms.jobs.sent')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate aria-label={title}>
          {form.fields.map((field) => (
            <JobField key={field.name} vm={vm} field={field} />
          ))}
          {!form.fields.some((f) => f.type === JobFieldType.File) && (
            <JobField
              vm={vm}
              field={{ name: CV_FIELD, label: 'CV', type: JobFieldType.File, required: false }}
            />
          )}
          <div className="site-honeypot" aria-hidden="true">
            <label htmlFor="job-website">Website</label>
            <input
              id="job-website"
              tabIndex={-1}
              autoComplete="off"
              value={vm.values.website ?? ''}
              onChange={(event) => vm.set('website', event.target.value)}
            />
          </div>
          {Object.keys(vm.problems).length > 0 && (
            <Callout intent={Intent.WARNING} role="alert">
              {t('siteForms.fixFields')}
            </Callout>
          )}
          {vm.failureKey !== null && (
            <Callout intent={Intent.DANGER} role="alert" className="site-form-failure">
              <p>{t(vm.failureKey)}</p>
              {vm.canRetry && (
                <Button
                  intent={Intent.PRIMARY}
                  text={t('siteForms.retry')}
                  onClick={() => void vm.submit()}
                />
              )}
            </Callout>
          )}
          <div className="site-form-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              size="large"
              loading={vm.busy}
              text={t('siteForms.jobs.send')}
            />
          </div>
        </form>
      )}
    </Card>
  );
});

/** One field of a job form, drawn by its kind; the known fields' labels are translated. */
const JobField = observer(function JobField({
  vm,
  field,
}: {
  readonly vm: JobApplicationViewModel;
  readonly field: JobFormField;
}) {
  const { t, language } = useShell();
  const id = `job-${field.name}`;
  const problem = vm.problems[field.type === JobFieldType.File ? CV_FIELD : field.name];
  const intent = problem === undefined ? Intent.NONE : Intent.DANGER;
  // A label written for this language by the builder; else the known fields' translation.
  const local = fieldLabel(field, language);
  const label =
    local !== field.label ? local : t(`siteForms.jobs.field.${field.name}`, { defaultValue: field.label });
  const options = field.options ?? [];
  const value = vm.values[field.name] ?? '';
  const set = (next: string) => vm.set(field.name, next);
  const helper =
    problem !== undefined
      ? t(`siteForms.problem.${problem}`)
      : field.type === JobFieldType.File
        ? t('siteForms.jobs.cvHelp')
        : field.type === JobFieldType.MultiSelect && options.length === 0
          ? t('siteForms.jobs.commas')
          : undefined;
  const common = { id, 'aria-invalid': problem !== undefined, 'aria-required': field.required };
  let input;
  switch (field.type) {
    case JobFieldType.File:
      input = (
        <input
          {...common}
          type="file"
          className="site-file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => vm.chooseCv(event.target.files?.[0] ?? null)}
        />
      );
      break;
    case JobFieldType.TextArea:
      input = (
        <TextArea
          {...common}
          fill
          rows={4}
          value={value}
          intent={intent}
          onChange={(e) => set(e.target.value)}
        />
      );
      break;
    case JobFieldType.Select:
      input =
        options.length > 0 ? (
          <select {...common} className="site-select" value={value} onChange={(e) => set(e.target.value)}>
            <option value="">{t('siteForms.jobs.choose')}</option>
            {options.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        ) : null;
      break;
    case JobFieldType.MultiSelect:
      input =
        options.length > 0 ? (
          <div
            id={id}
            aria-invalid={problem !== undefined}
            role="group"
            aria-labelledby={`${id}-label`}
            className="site-choices"
          >
            {options.map((o) => {
              const chosen = splitChoices(value);
              return (
                <Checkbox
                  key={o}
                  label={o}
                  checked={chosen.includes(o)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    set((on ? [...chosen, o] : chosen.filter((c) => c !== o)).join(', '));
                  }}
                />
              );
            })}
          </div>
        ) : null;
      break;
    default:
      input = null;
  }
  input ??= (
    <InputGroup
      {...common}
      size="large"
      intent={intent}
      value={value}
      type={
        field.type === JobFieldType.Tel
          ? 'tel'
          : field.type === JobFieldType.Email
            ? 'email'
            : field.type === JobFieldType.Date
              ? 'date'
              : 'text'
      }
      {...(field.type === JobFieldType.Number ? { inputMode: 'numeric' as const } : {})}
      {...(field.type === JobFieldType.Tel ? { dir: 'ltr', inputMode: 'tel' as const } : {})}
      onValueChange={set}
    />
  );
  return (
    <FormGroup
      label={<span id={`${id}-label`}>{label}</span>}
      labelFor={id}
      labelInfo={field.required ? t('siteForms.required') : t('siteForms.optional')}
      intent={intent}
      helperText={helper}
    >
      {input}
    </FormGroup>
  );
});
