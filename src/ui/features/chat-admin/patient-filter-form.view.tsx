import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Cross, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PatientFilter } from '../../../domain/patients/patient-filter';
import { PatientFilterParam } from '../../../domain/patients/patient-filter-query';
import { useT } from '../../i18n/use-t';
import { useChoiceLabel } from './patient-choice-label';
import type { PatientChoice } from './patient-options';

export { useChoiceLabel };

/** The criteria of the patient filter a screen offers as controls. */
export type PatientCriterion = keyof PatientFilter;

const LABELS: Readonly<Record<PatientCriterion, string>> = {
  name: 'chatAdmin.filter.name',
  phone: 'chatAdmin.filter.phone',
  sex: 'chatAdmin.filter.sex',
  maritalStatus: 'chatAdmin.filter.maritalStatus',
  bloodGroup: 'chatAdmin.filter.bloodGroup',
  createdOnOrAfter: 'chatAdmin.filter.createdOnOrAfter',
};

/**
 * The patient filter as controls (every chosen criterion together): names and phone numbers typed,
 * sex, marital status and blood group chosen from a list, and the first day of accounts to show.
 * Each change goes to `onChange` as address parameters; `extra` are the screen's own controls,
 * drawn first. A Clear button empties every criterion.
 */
export const PatientFilterForm = observer(function PatientFilterForm({
  idPrefix,
  filter,
  criteria,
  options,
  onChange,
  onClear,
  canClear,
  extra,
}: {
  readonly idPrefix: string;
  readonly filter: PatientFilter;
  readonly criteria: readonly PatientCriterion[];
  readonly options: (field: PatientChoice) => readonly string[];
  readonly onChange: (changes: Readonly<Record<string, string>>) => void;
  readonly onClear: () => void;
  readonly canClear: boolean;
  readonly extra?: ReactNode;
}) {
  const t = useT();
  const label = useChoiceLabel();
  const control = (criterion: PatientCriterion) => {
    const id = `${idPrefix}-${criterion}`;
    const param = PatientFilterParam[criterion];
    const value = filter[criterion] ?? '';
    const set = (next: string) => onChange({ [param]: next });
    switch (criterion) {
      case 'name':
      case 'phone':
        return (
          <InputGroup
            id={id}
            type="search"
            leftIcon={<Search />}
            value={value}
            inputMode={criterion === 'phone' ? 'tel' : undefined}
            dir={criterion === 'phone' ? 'ltr' : undefined}
            onValueChange={set}
          />
        );
      case 'createdOnOrAfter':
        return <InputGroup id={id} type="date" value={value} onValueChange={set} />;
      case 'sex':
      case 'maritalStatus':
      case 'bloodGroup':
        return (
          <HTMLSelect
            id={id}
            fill
            value={value}
            onChange={(event) => set(event.currentTarget.value)}
            options={[
              { value: '', label: t('common.all') },
              ...options(criterion).map((option) => ({ value: option, label: label(criterion, option) })),
            ]}
          />
        );
    }
  };
  return (
    <form
      className="chat-admin-filters"
      role="search"
      aria-label={t('chatAdmin.filter.title')}
      onSubmit={(event) => event.preventDefault()}
    >
      {extra}
      {criteria.map((criterion) => (
        <FormGroup key={criterion} label={t(LABELS[criterion])} labelFor={`${idPrefix}-${criterion}`}>
          {control(criterion)}
        </FormGroup>
      ))}
      <div className="chat-admin-filters-clear">
        <Button icon={<Cross />} variant="outlined" disabled={!canClear} onClick={onClear}>
          {t('chatAdmin.filter.clear')}
        </Button>
      </div>
    </form>
  );
});
