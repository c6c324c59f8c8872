import {
  Alert,
  AnchorButton,
  Button,
  Callout,
  Card,
  Checkbox,
  Dialog,
  DialogBody,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import {
  Add,
  ArrowDown,
  ArrowUp,
  Download,
  Error as ErrorIcon,
  FloppyDisk,
  Lock,
  Refresh,
  Search,
  Trash,
} from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { JobFormApplicant } from '../../../application/ports/job-form-builder-gateway';
import { JobFieldType, JobPlacement, JobPlatform } from '../../../domain/submissions/job-application';
import { SubmissionKind } from '../../../domain/submissions/submission-limits';
import {
  BUILDER_FIELD_TYPES,
  FORM_LANGUAGES,
  fieldPlace,
  isChoiceType,
  type FormLanguage,
  type JobFormFieldDraft,
} from '../../../domain/submissions/job-form-definition';
import { useApp } from '../../app/app-context';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import type { JobFormBuilderViewModel } from './job-form-builder.view-model';
import './job-forms.css';

const LIST_PATH = '/dashboard/JobApplicationForGenerator';
const LANGUAGE_CODE: Record<FormLanguage, string> = { En: 'en', Ku: 'ku', Ar: 'ar' };
const PLATFORMS = [JobPlatform.Web, JobPlatform.Mobile, JobPlatform.Both] as const;
const PLACEMENTS = [JobPlacement.SubmitYourCv, JobPlacement.NormalJobs] as const;

/** The form's label in the page's language, its English one when that is empty. */
function labelOf(field: JobFormFieldDraft, language: string): string {
  const local = language === 'ku' ? field.labelKu : language === 'ar' ? field.labelAr : field.labelEn;
  return local.trim() !== '' ? local : field.labelEn;
}

/**
 * `/dashboard/JobApplicationForGenerator/create` and `/{id}`: the job form builder, and for a
 * saved form its applicants. A new id makes a new screen (the route's key), with a fresh draft.
 */
export const JobFormBuilderScreen = observer(function JobFormBuilderScreen({
  id,
  routeId,
}: {
  readonly id: string | null;
  readonly routeId: string;
}) {
  const t = useT();
  const formId = id === null ? null : /^[1-9]\d{0,9}$/.test(id) ? Number(id) : -1;
  const vm = useViewModel(ViewModels.JobFormBuilder, formId);
  const navigate = useNavigate();
  useEffect(() => void vm.start(), [vm]);
  // A visitor's application (or the link coming back) reads the applicants again, never the draft.
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(
    () =>
      reaction(
        () => [link.submissions[SubmissionKind.Application], link.reconnections],
        () => void vm.refreshApplicants(),
      ),
    [vm, link],
  );
  useEffect(() => {
    if (vm.createdId !== null) void navigate(`${LIST_PATH}/${vm.createdId}`, { replace: true });
  }, [vm.createdId, navigate]);
  useEffect(() => {
    if (vm.removed) void navigate(LIST_PATH, { replace: true });
  }, [vm.removed, navigate]);
  // `?applicant={id}` (a row of the job applicants list) opens that applicant once the form is read;
  // an id that is not one of this form's applicants opens nothing.
  const [search] = useSearchParams();
  const asked = search.get('applicant');
  const ready = vm.status === 'ready';
  useEffect(() => {
    if (ready && asked !== null && /^[1-9]\d{0,9}$/.test(asked)) vm.showApplicant(Number(asked));
  }, [ready, asked, vm]);

  const language = useLanguage();
  const local =
    language === 'ku' ? vm.draft.titleKu : language === 'ar' ? vm.draft.titleAr : vm.draft.titleEn;
  return (
    <section className="screen job-form-builder" data-route={routeId} aria-labelledby="job-form-title">
      <div className="job-form-head">
        <H2 id="job-form-title">{t(`routes.${routeId}`)}</H2>
        {formId !== null && vm.status === 'ready' && (
          <span className="job-form-subtitle" dir="auto">
            {t('jobForms.editTitle', { id: String(formId) })}
            {local.trim() === '' ? '' : ` · ${local}`}
          </span>
        )}
        <Link to={LIST_PATH}>{t('jobForms.backToList')}</Link>
      </div>
      <BuilderStates vm={vm} />
    </section>
  );
});

const BuilderStates = observer(function BuilderStates({ vm }: { readonly vm: JobFormBuilderViewModel }) {
  const t = useT();
  switch (vm.status) {
    case 'loading':
      return <Spinner aria-label={t('common.loading')} className="list-state" />;
    case 'notFound':
      return (
        <NonIdealState
          icon={<Search size={48} />}
          title={t('jobForms.notFound')}
          description={t('jobForms.notFoundHelp')}
          action={<Link to={LIST_PATH}>{t('jobForms.backToList')}</Link>}
        />
      );
    case 'forbidden':
      return (
        <NonIdealState
          icon={<Lock size={48} />}
          title={t('common.accessDenied')}
          description={t('common.accessDeniedHelp')}
        />
      );
    case 'error':
      return (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={t('jobForms.loadFailed')}
          description={vm.loadError === null ? undefined : t(`errors.${vm.loadError.code}`)}
          action={
            <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={() => void vm.load()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    default:
      return (
        <div className="job-form-layout">
          <FormEditor vm={vm} />
          {vm.formId !== null && <Applicants vm={vm} />}
        </div>
      );
  }
});

function Problem({ vm, place }: { readonly vm: JobFormBuilderViewModel; readonly place: string }) {
  const t = useT();
  const problem = vm.problemAt(place);
  return problem === undefined ? null : (
    <span className="job-form-problem" id={`problem-${place}`}>
      {t(`jobForms.problem.${problem}`)}
    </span>
  );
}

const FormEditor = observer(function FormEditor({ vm }: { readonly vm: JobFormBuilderViewModel }) {
  const t = useT();
  const [kind, setKind] = useState<string>(JobFieldType.Text);
  const language = useLanguage();
  const [focusName, setFocusName] = useState<string | null>(null);
  useEffect(() => {
    if (focusName === null) return;
    document.getElementById(`field-${focusName}-labelEn`)?.focus();
    setFocusName(null);
  }, [focusName]);
  const { draft } = vm;
  return (
    <Card className="job-form-editor">
      <form
        aria-label={t('jobForms.editor')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.save();
        }}
      >
        {vm.saveError !== null && (
          <Callout intent={vm.saveError === 'invalid' ? Intent.WARNING : Intent.DANGER} role="alert">
            {t(`jobForms.error.${vm.saveError}`, { n: vm.problemCount })}
            {vm.saveError === 'stale' && (
              <Button variant="minimal" intent={Intent.PRIMARY} onClick={() => void vm.discard()}>
                {t('jobForms.reload')}
              </Button>
            )}
          </Callout>
        )}
        {vm.dirty && vm.saveError === null && (
          <p className="job-form-note" role="status">
            {t('jobForms.unsaved')}
          </p>
        )}
        {!vm.dirty && vm.savedAt !== null && (
          <p className="job-form-note" role="status">
            {t('jobForms.saved')}
          </p>
        )}
        <fieldset className="job-form-group">
          <legend>{t('jobForms.titleLegend')}</legend>
          {FORM_LANGUAGES.map((lang) => {
            const place = `title${lang}`;
            const problem = vm.problemAt(place);
            return (
              <FormGroup
                key={lang}
                label={t(`jobForms.title${lang}`)}
                labelFor={`job-form-${place}`}
                intent={problem === undefined ? Intent.NONE : Intent.DANGER}
                helperText={<Problem vm={vm} place={place} />}
              >
                <InputGroup
                  id={`job-form-${place}`}
                  lang={LANGUAGE_CODE[lang]}
                  dir={lang === 'En' ? 'ltr' : 'rtl'}
                  value={draft[`title${lang}`]}
                  intent={problem === undefined ? Intent.NONE : Intent.DANGER}
                  aria-invalid={problem !== undefined}
                  onValueChange={(text) => vm.setTitle(lang, text)}
                />
              </FormGroup>
            );
          })}
        </fieldset>
        <div className="job-form-options">
          <FormGroup label={t('jobForms.platform')} labelFor="job-form-platform">
            <HTMLSelect
              id="job-form-platform"
              value={draft.platform}
              onChange={(event) => vm.setPlatform(Number(event.currentTarget.value) as JobPlatform)}
            >
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {t(`jobForms.platforms.${p}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('jobForms.placement')} labelFor="job-form-placement">
            <HTMLSelect
              id="job-form-placement"
              value={draft.placement}
              onChange={(event) => vm.setPlacement(Number(event.currentTarget.value) as JobPlacement)}
            >
              {PLACEMENTS.map((p) => (
                <option key={p} value={p}>
                  {t(`jobForms.placements.${p}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Switch
            checked={draft.isActive}
            label={t('jobForms.active')}
            onChange={(event) => vm.setActive(event.currentTarget.checked)}
          />
        </div>

        <H3 className="job-form-fields-title" id="job-form-fields">
          {t('jobForms.fields')}
        </H3>
        <Problem vm={vm} place="fields" />
        <p className="job-form-note">{t('jobForms.moveHelp')}</p>
        <ol className="job-form-fields" aria-labelledby="job-form-fields">
          {draft.fields.map((field, index) => (
            <FieldEditor key={field.name} vm={vm} field={field} index={index} count={draft.fields.length} />
          ))}
        </ol>
        <div className="job-form-add">
          <FormGroup label={t('jobForms.newFieldKind')} labelFor="job-form-new-kind" inline>
            <HTMLSelect id="job-form-new-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
              {BUILDER_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`jobForms.kinds.${type}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Button icon={<Add />} onClick={() => setFocusName(vm.addField(kind))}>
            {t('jobForms.addField')}
          </Button>
        </div>
        <div className="job-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDisk />} loading={vm.saving}>
            {t('jobForms.save')}
          </Button>
          {vm.formId !== null && (
            <Button intent={Intent.DANGER} variant="outlined" icon={<Trash />} onClick={vm.askRemoveForm}>
              {t('jobForms.deleteForm')}
            </Button>
          )}
        </div>
      </form>
      <Alert
        isOpen={vm.confirmingField !== null}
        intent={Intent.DANGER}
        icon={<Trash />}
        confirmButtonText={t('jobForms.deleteField')}
        cancelButtonText={t('jobForms.keep')}
        onCancel={vm.cancelRemoveField}
        onConfirm={vm.confirmRemoveField}
      >
        <p>
          {t('jobForms.deleteFieldQuestion', {
            label: labelOf(draft.fields.find((f) => f.name === vm.confirmingField) ?? emptyField, language),
          })}
        </p>
      </Alert>
      <Alert
        isOpen={vm.confirmingFormRemoval}
        intent={Intent.DANGER}
        icon={<Trash />}
        loading={vm.removing}
        confirmButtonText={t('jobForms.deleteForm')}
        cancelButtonText={t('jobForms.keep')}
        onCancel={vm.cancelRemoveForm}
        onConfirm={() => void vm.removeForm()}
      >
        <p>{t('jobForms.deleteFormQuestion', { n: vm.applicants.length })}</p>
      </Alert>
    </Card>
  );
});

const emptyField: JobFormFieldDraft = {
  name: '',
  type: JobFieldType.Text,
  labelEn: '',
  labelKu: '',
  labelAr: '',
  required: false,
  options: [],
};

function useLanguage(): string {
  return useApp().language;
}

/** Alt+↑ / Alt+↓ move the item under focus; the focus follows it. */
function moveKeys(move: (delta: number) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    move(event.key === 'ArrowUp' ? -1 : 1);
    requestAnimationFrame(() => target.focus());
  };
}

const FieldEditor = observer(function FieldEditor({
  vm,
  field,
  index,
  count,
}: {
  readonly vm: JobFormBuilderViewModel;
  readonly field: JobFormFieldDraft;
  readonly index: number;
  readonly count: number;
}) {
  const t = useT();
  const language = useLanguage();
  const shown = labelOf(field, language) || t('jobForms.untitled', { n: index + 1 });
  const kinds: readonly string[] = BUILDER_FIELD_TYPES.includes(field.type as never)
    ? BUILDER_FIELD_TYPES
    : [...BUILDER_FIELD_TYPES, field.type];
  const move = (delta: number) => vm.moveField(field.name, delta);
  const typeProblem = vm.problemAt(fieldPlace(field.name, 'type'));
  return (
    <li
      className="job-form-field"
      onKeyDown={moveKeys(move)}
      aria-label={t('jobForms.fieldN', { n: index + 1, label: shown })}
    >
      <div className="job-form-field-head">
        <span className="job-form-field-number">{t('jobForms.fieldN', { n: index + 1, label: shown })}</span>
        <div className="job-form-field-buttons">
          <Button
            variant="minimal"
            icon={<ArrowUp />}
            disabled={index === 0}
            aria-label={t('jobForms.moveUp', { label: shown })}
            onClick={() => move(-1)}
          />
          <Button
            variant="minimal"
            icon={<ArrowDown />}
            disabled={index === count - 1}
            aria-label={t('jobForms.moveDown', { label: shown })}
            onClick={() => move(1)}
          />
          <Button
            variant="minimal"
            intent={Intent.DANGER}
            icon={<Trash />}
            aria-label={t('jobForms.deleteFieldNamed', { label: shown })}
            onClick={() => vm.askRemoveField(field.name)}
          />
        </div>
      </div>
      <div className="job-form-field-row">
        <FormGroup
          label={t('jobForms.kind')}
          labelFor={`field-${field.name}-type`}
          intent={typeProblem === undefined ? Intent.NONE : Intent.DANGER}
          helperText={<Problem vm={vm} place={fieldPlace(field.name, 'type')} />}
        >
          <HTMLSelect
            id={`field-${field.name}-type`}
            value={field.type}
            onChange={(event) => vm.setField(field.name, { type: event.currentTarget.value })}
          >
            {kinds.map((type) => (
              <option key={type} value={type}>
                {t(`jobForms.kinds.${type}`, { defaultValue: type })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Checkbox
          checked={field.required}
          label={t('jobForms.required')}
          onChange={(event) => vm.setField(field.name, { required: event.currentTarget.checked })}
        />
      </div>
      <div className="job-form-labels">
        {FORM_LANGUAGES.map((lang) => {
          const place = fieldPlace(field.name, `label${lang}`);
          const problem = vm.problemAt(place);
          return (
            <FormGroup
              key={lang}
              label={t(`jobForms.label${lang}`)}
              labelFor={`field-${field.name}-label${lang}`}
              intent={problem === undefined ? Intent.NONE : Intent.DANGER}
              helperText={<Problem vm={vm} place={place} />}
            >
              <InputGroup
                id={`field-${field.name}-label${lang}`}
                lang={LANGUAGE_CODE[lang]}
                dir={lang === 'En' ? 'ltr' : 'rtl'}
                value={field[`label${lang}`]}
                intent={problem === undefined ? Intent.NONE : Intent.DANGER}
                aria-invalid={problem !== undefined}
                onValueChange={(text) => vm.setField(field.name, { [`label${lang}`]: text })}
              />
            </FormGroup>
          );
        })}
      </div>
      {isChoiceType(field.type) && <ChoicesEditor vm={vm} field={field} shown={shown} />}
    </li>
  );
});

const ChoicesEditor = observer(function ChoicesEditor({
  vm,
  field,
  shown,
}: {
  readonly vm: JobFormBuilderViewModel;
  readonly field: JobFormFieldDraft;
  readonly shown: string;
}) {
  const t = useT();
  const place = fieldPlace(field.name, 'options');
  const problem = vm.problemAt(place);
  return (
    <fieldset
      className={`job-form-choices${problem === undefined ? '' : ' has-problem'}`}
      aria-describedby={problem === undefined ? undefined : `problem-${place}`}
    >
      <legend>{t('jobForms.choicesOf', { label: shown })}</legend>
      <ol>
        {field.options.map((choice, index) => {
          const n = index + 1;
          return (
            <li key={index} onKeyDown={moveKeys((delta) => vm.moveChoice(field.name, index, delta))}>
              <InputGroup
                aria-label={t('jobForms.choiceN', { n, label: shown })}
                value={choice}
                dir="auto"
                onValueChange={(text) => vm.setChoice(field.name, index, text)}
              />
              <Button
                variant="minimal"
                icon={<ArrowUp />}
                disabled={index === 0}
                aria-label={t('jobForms.moveChoiceUp', { n })}
                onClick={() => vm.moveChoice(field.name, index, -1)}
              />
              <Button
                variant="minimal"
                icon={<ArrowDown />}
                disabled={index === field.options.length - 1}
                aria-label={t('jobForms.moveChoiceDown', { n })}
                onClick={() => vm.moveChoice(field.name, index, 1)}
              />
              <Button
                variant="minimal"
                intent={Intent.DANGER}
                icon={<Trash />}
                aria-label={t('jobForms.removeChoice', { n })}
                onClick={() => vm.removeChoice(field.name, index)}
              />
            </li>
          );
        })}
      </ol>
      <Problem vm={vm} place={place} />
      <Button
        icon={<Add />}
        variant="outlined"
        onClick={() => {
          vm.addChoice(field.name);
          const n = field.options.length;
          requestAnimationFrame(() =>
            document
              .querySelector<HTMLInputElement>(
                `[aria-label="${CSS.escape(t('jobForms.choiceN', { n, label: shown }))}"]`,
              )
              ?.focus(),
          );
        }}
      >
        {t('jobForms.addChoice')}
      </Button>
    </fieldset>
  );
});

/** How an answer reads: several choices joined, numbers and days in the page's language. */
function answerText(answer: unknown, language: string): string {
  if (answer === null || answer === undefined || answer === '') return '—';
  if (Array.isArray(answer)) return answer.map(String).join(language === 'en' ? ', ' : '، ');
  if (typeof answer === 'number') return answer.toLocaleString(language);
  return String(answer);
}

const Applicants = observer(function Applicants({ vm }: { readonly vm: JobFormBuilderViewModel }) {
  const t = useT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card className="job-form-applicants">
      <H3 id="job-form-applicants">{t('jobForms.applicants', { n: vm.applicants.length })}</H3>
      {vm.applicants.length === 0 ? (
        <NonIdealState title={t('jobForms.noApplicants')} />
      ) : (
        <div className="job-form-table-wrap">
          <HTMLTable compact striped aria-labelledby="job-form-applicants">
            <thead>
              <tr>
                <th scope="col">{t('jobForms.applicantName')}</th>
                <th scope="col">{t('jobForms.applicantPhone')}</th>
                <th scope="col">{t('jobForms.applied')}</th>
              </tr>
            </thead>
            <tbody>
              {vm.applicants.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Button
                      variant="minimal"
                      className="job-form-open"
                      onClick={() => vm.showApplicant(a.id)}
                    >
                      <span dir="auto">
                        {a.fullName === '' ? t('jobForms.applicantN', { id: a.id }) : a.fullName}
                      </span>
                    </Button>
                  </td>
                  <td dir="ltr">{a.phoneNumber}</td>
                  <td>{date.format(new Date(a.submittedAt))}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <ApplicantDialog vm={vm} applicant={vm.openApplicant} />
    </Card>
  );
});

const ApplicantDialog = observer(function ApplicantDialog({
  vm,
  applicant,
}: {
  readonly vm: JobFormBuilderViewModel;
  readonly applicant: JobFormApplicant | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const fields = vm.draft.fields;
  const close = () => {
    vm.showApplicant(null);
    // Closed, the address no longer names the applicant: a reload shows the form alone.
    if (search.has('applicant')) {
      const rest = new URLSearchParams(search);
      rest.delete('applicant');
      setSearch(rest, { replace: true });
    }
  };
  const download = async (url: string) => {
    setFailure(null);
    const answer = await vm.downloadCv(url);
    if (!(answer instanceof Blob)) {
      setFailure(t(`errors.${answer.code}`));
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(answer);
    link.download = `cv-${applicant?.id ?? ''}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <Dialog
      isOpen={applicant !== undefined}
      onClose={close}
      title={
        applicant === undefined ? '' : applicant.fullName || t('jobForms.applicantN', { id: applicant.id })
      }
      className="job-form-applicant-dialog"
    >
      {applicant !== undefined && (
        <DialogBody>
          <dl className="job-form-answers">
            {fields
              .filter((f) => f.type !== JobFieldType.File)
              .map((f) => (
                <div key={f.name}>
                  <dt>{labelOf(f, language)}</dt>
                  <dd dir="auto">{answerText(applicant.answers[f.name], language)}</dd>
                </div>
              ))}
          </dl>
          {applicant.cvUrl === null ? (
            <p>{t('jobForms.noCv')}</p>
          ) : (
            <AnchorButton
              icon={<Download />}
              intent={Intent.PRIMARY}
              onClick={() => void download(applicant.cvUrl ?? '')}
            >
              {t('jobForms.downloadCv')}
            </AnchorButton>
          )}
          {failure !== null && (
            <Callout intent={Intent.DANGER} role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
      )}
    </Dialog>
  );
});
