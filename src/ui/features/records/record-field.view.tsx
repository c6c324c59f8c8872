import { FormGroup, HTMLSelect, InputGroup, Intent, NumericInput, Switch, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormFieldOf } from '../../../application/records/managed-record';
import { FORM_LANGUAGES } from '../../../application/records/managed-record';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { choiceLabel } from './choice-label';
import type { RecordEditorViewModel } from './record-editor.view-model';
import { RecordColourField } from './record-colour-field.view';
import { RecordImageField } from './record-image-field.view';
import { MarkdownInput } from './record-markdown.view';
import { RecordTagsField } from './record-tags-field.view';
import { fieldLabelKey } from './field-label';

const RTL = new Set(['Ku', 'Ar']);

/** Fields written in Latin letters and digits whatever the page's language: left to right. */
export const LATIN_FIELD =
  /^(phoneNumber|phoneExtension|email|barcode|code|videoUrl|fileUrl|linkUrl|websiteUrl|url)$/;

/** One field of a record's form, drawn for its kind, with its refusal under it. */
export const RecordField = observer(function RecordField({
  vm,
  field,
}: {
  readonly vm: RecordEditorViewModel;
  readonly field: FormFieldOf;
}) {
  const t = useT();
  const { language } = useApp();
  const label = t(fieldLabelKey(field.name));
  const problemOf = (name: string): string | undefined => {
    const problem = vm.problems[name];
    return problem === undefined ? undefined : t(`records.problems.${problem}`);
  };
  const id = (name: string): string => `record-${vm.list}-${name}`;
  const text = (name: string): string => {
    const value = vm.draft[name];
    return typeof value === 'string' ? value : '';
  };

  if (field.kind === 'image') return <RecordImageField vm={vm} field={field} />;
  if (field.kind === 'tags') return <RecordTagsField vm={vm} field={field} />;
  if (field.kind === 'color') return <RecordColourField vm={vm} field={field} />;

  if (field.kind === 'multilingual') {
    const markdown = field.markdown === true;
    return (
      <fieldset className={markdown ? 'record-languages record-languages-long' : 'record-languages'}>
        <legend>
          {label}
          {field.required ? ' *' : ''}
        </legend>
        {FORM_LANGUAGES.map((suffix) => {
          const name = `${field.name}${suffix}`;
          const problem = problemOf(name);
          const dir = RTL.has(suffix) ? 'rtl' : 'ltr';
          const props = {
            id: id(name),
            dir,
            name,
            value: text(name),
            'aria-invalid': problem !== undefined,
            'aria-describedby': problem === undefined ? undefined : `${id(name)}-problem`,
          };
          return (
            <FormGroup
              key={suffix}
              label={t(`records.languages.${suffix}`)}
              labelFor={id(name)}
              intent={problem === undefined ? Intent.NONE : Intent.DANGER}
              helperText={
                problem === undefined ? undefined : <span id={`${id(name)}-problem`}>{problem}</span>
              }
            >
              {markdown ? (
                <MarkdownInput
                  id={props.id}
                  name={name}
                  dir={dir}
                  value={props.value}
                  rows={6}
                  invalid={problem !== undefined}
                  describedBy={props['aria-describedby']}
                  onChange={(value) => vm.setField(name, value)}
                />
              ) : field.long === true ? (
                <TextArea {...props} fill rows={4} onChange={(e) => vm.setField(name, e.target.value)} />
              ) : (
                <InputGroup
                  {...props}
                  intent={problem === undefined ? Intent.NONE : Intent.DANGER}
                  onValueChange={(value) => vm.setField(name, value)}
                />
              )}
            </FormGroup>
          );
        })}
      </fieldset>
    );
  }

  const name = field.name;
  const problem = problemOf(name);
  const intent = problem === undefined ? Intent.NONE : Intent.DANGER;
  const common = {
    id: id(name),
    name,
    'aria-invalid': problem !== undefined,
    'aria-describedby': problem === undefined ? undefined : `${id(name)}-problem`,
  };
  let input;
  switch (field.kind) {
    case 'yesNo':
      input = (
        <Switch
          {...common}
          checked={vm.draft[name] === true}
          label={vm.draft[name] === true ? t('cellValues.yes') : t('cellValues.no')}
          onChange={(e) => vm.setField(name, e.currentTarget.checked)}
        />
      );
      break;
    case 'longText':
      input =
        field.markdown === true ? (
          <MarkdownInput
            id={common.id}
            name={name}
            dir="ltr"
            value={text(name)}
            rows={6}
            invalid={problem !== undefined}
            describedBy={common['aria-describedby']}
            onChange={(value) => vm.setField(name, value)}
          />
        ) : (
          <TextArea
            {...common}
            fill
            rows={5}
            value={text(name)}
            onChange={(e) => vm.setField(name, e.target.value)}
          />
        );
      break;
    case 'number':
      input = (
        <NumericInput
          {...common}
          fill
          intent={intent}
          value={text(name)}
          allowNumericCharactersOnly={false}
          buttonPosition="none"
          onValueChange={(_n, value) => vm.setField(name, value)}
        />
      );
      break;
    case 'date':
    case 'dateTime':
      input = (
        <InputGroup
          {...common}
          type={field.kind === 'date' ? 'date' : 'datetime-local'}
          intent={intent}
          value={text(name)}
          onValueChange={(value) => vm.setField(name, value)}
        />
      );
      break;
    case 'enum':
    case 'choice': {
      // Texts on the wire (enum) or numbers named by a translation (choice): one select either way.
      const options =
        field.kind === 'enum'
          ? (field.options ?? []).map((option) => ({ value: option, label: t(`records.options.${option}`) }))
          : (field.choices ?? []).map((choice) => ({
              value: String(choice.value),
              label: t(choice.labelKey),
            }));
      input = (
        <HTMLSelect
          {...common}
          fill
          value={text(name)}
          onChange={(e) => vm.setField(name, e.currentTarget.value)}
        >
          <option value="">{t('records.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      );
      break;
    }
    case 'lookup': {
      const state = vm.lookups[name];
      const choices = state?.kind === 'loaded' ? state.choices : [];
      input = (
        <HTMLSelect
          {...common}
          fill
          disabled={state?.kind !== 'loaded'}
          value={text(name)}
          onChange={(e) => vm.setField(name, e.currentTarget.value)}
        >
          <option value="">
            {state?.kind === 'failed' ? t('records.lookupFailed') : t('records.choose')}
          </option>
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choiceLabel(choice.row, field.labelField ?? 'name', language)}
            </option>
          ))}
        </HTMLSelect>
      );
      break;
    }
    default:
      input = (
        <InputGroup
          {...common}
          dir={LATIN_FIELD.test(name) ? 'ltr' : undefined}
          intent={intent}
          value={text(name)}
          onValueChange={(value) => vm.setField(name, value)}
        />
      );
  }
  return (
    <FormGroup
      label={label}
      labelFor={id(name)}
      labelInfo={field.required ? '*' : undefined}
      intent={intent}
      helperText={problem === undefined ? undefined : <span id={`${id(name)}-problem`}>{problem}</span>}
    >
      {input}
    </FormGroup>
  );
});
