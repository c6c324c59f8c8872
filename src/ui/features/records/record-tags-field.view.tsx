import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormFieldOf } from '../../../application/records/managed-record';
import { MAX_TAGS } from '../../../domain/records/tag-choices';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import type { RecordEditorViewModel } from './record-editor.view-model';
import { choiceLabel } from './choice-label';

/**
 * Several choices of another list (a doctor's tags): the chosen ones as chips in the order chosen,
 * each with its own remove button, and a select of the rest to add one. Both are ordinary
 * controls, so the keyboard and screen readers need nothing special; the result is announced.
 */
export const RecordTagsField = observer(function RecordTagsField({
  vm,
  field,
}: {
  readonly vm: RecordEditorViewModel;
  readonly field: FormFieldOf;
}) {
  const t = useT();
  const { language } = useApp();
  const [announced, setAnnounced] = useState('');
  const name = field.name;
  const id = `record-${vm.list}-${name}`;
  const state = vm.lookups[name];
  const choices = state?.kind === 'loaded' ? state.choices : [];
  const chosen = vm.tagsOf(name);
  const labelOf = (tagId: number): string => {
    const choice = choices.find((c) => c.id === tagId);
    return choice === undefined
      ? String(tagId)
      : choiceLabel(choice.row, field.labelField ?? 'name', language);
  };
  const colourOf = (tagId: number): string | undefined => {
    const colour = choices.find((c) => c.id === tagId)?.row.color;
    return typeof colour === 'string' ? colour : undefined;
  };
  const rest = choices.filter((c) => !chosen.includes(c.id));
  const full = chosen.length >= MAX_TAGS;
  const problem = vm.problems[name];
  return (
    <FormGroup
      label={t(`records.fields.${name}`)}
      labelFor={`${id}-add`}
      intent={problem === undefined ? Intent.NONE : Intent.DANGER}
      helperText={
        problem === undefined ? undefined : (
          <span id={`${id}-problem`}>{t(`records.problems.${problem}`)}</span>
        )
      }
    >
      <ul
        className="record-tags"
        aria-label={t('records.tags.chosen', { field: t(`records.fields.${name}`) })}
      >
        {chosen.length === 0 && <li className="record-tags-none">{t('records.tags.none')}</li>}
        {chosen.map((tagId) => (
          <li key={tagId} className="record-tag">
            <span
              className="record-tag-dot"
              style={{ backgroundColor: colourOf(tagId) }}
              aria-hidden="true"
            />
            <span>{labelOf(tagId)}</span>
            <button
              type="button"
              className="record-tag-remove"
              aria-label={t('records.tags.remove', { tag: labelOf(tagId) })}
              onClick={() => {
                vm.removeTag(name, tagId);
                setAnnounced(t('records.tags.removed', { tag: labelOf(tagId) }));
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <HTMLSelect
        id={`${id}-add`}
        fill
        value=""
        disabled={state?.kind !== 'loaded' || full || rest.length === 0}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        onChange={(e) => {
          const tagId = Number(e.currentTarget.value);
          if (!Number.isInteger(tagId) || tagId < 1) return;
          vm.addTag(name, tagId);
          setAnnounced(t('records.tags.added', { tag: labelOf(tagId) }));
        }}
      >
        <option value="">
          {state?.kind === 'failed'
            ? t('records.lookupFailed')
            : full
              ? t('records.tags.full', { limit: MAX_TAGS })
              : t('records.tags.add')}
        </option>
        {rest.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choiceLabel(choice.row, field.labelField ?? 'name', language)}
          </option>
        ))}
      </HTMLSelect>
      <span className="record-visually-hidden" role="status">
        {announced}
      </span>
    </FormGroup>
  );
});
