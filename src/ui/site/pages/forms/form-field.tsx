import 'blueprint-css/site-forms.css';
import './site-forms.css';
import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useShell } from '../../site-context';
import type { SiteFormViewModel } from './site-form.view-model';

export interface FormFieldProps {
  readonly vm: SiteFormViewModel;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly helper?: string;
}

/** One field of a site form: its label, what was typed, and its problem in the shown language. */
export const FormField = observer(function FormField(props: FormFieldProps) {
  const {
    vm,
    field,
    label,
    required = false,
    multiline = false,
    type = 'text',
    autoComplete,
    helper,
  } = props;
  const { t } = useShell();
  const id = `form-${field}`;
  const problem = vm.problems[field];
  const invalid = problem !== undefined;
  const intent = invalid ? Intent.DANGER : Intent.NONE;
  const common = {
    id,
    value: vm.values[field] ?? '',
    intent,
    'aria-invalid': invalid,
    'aria-required': required,
    'aria-describedby': `${id}-help`,
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? t('siteForms.required') : t('siteForms.optional')}
      intent={intent}
      helperText={<span id={`${id}-help`}>{invalid ? t(`siteForms.problem.${problem}`) : helper}</span>}
    >
      {multiline ? (
        <TextArea {...common} fill rows={6} onChange={(event) => void vm.set(field, event.target.value)} />
      ) : (
        <InputGroup
          {...common}
          type={type}
          size="large"
          autoComplete={autoComplete}
          {...(type === 'tel' ? { dir: 'ltr', inputMode: 'tel' as const } : {})}
          onValueChange={(value) => void vm.set(field, value)}
        />
      )}
    </FormGroup>
  );
});

/**
 * The honeypot: a field people never see nor hear (off screen, out of the tab order, hidden from
 * screen readers), so only a bot that fills every field fills it.
 */
export const Honeypot = observer(function Honeypot({ vm }: { readonly vm: SiteFormViewModel }) {
  return (
    <div className="site-honeypot" aria-hidden="true">
      <label htmlFor="form-website">Website</label>
      <input
        id="form-website"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={vm.values.website ?? ''}
        onChange={(event) => void vm.set('website', event.target.value)}
      />
    </div>
  );
});
