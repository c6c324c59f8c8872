import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import type { FormFieldOf } from '../../../application/records/managed-record';
import { MAX_TAGS } from '../../../domain/records/tag-choices';
import { useApp } from '../../app/app-context';
import { intlLocale } from '../../calendar/calendar-dates';
import { useT } from '../../i18n/use-t';
import type { RecordEditorViewModel } from './record-editor.view-model';
import { choiceLabel } from './choice-label';
import { fieldLabelKey } from './field-label';

/**
 * Several choices of another list (a doctor's tags): the chosen ones as chips in the order chosen,
 * each with buttons to move it a place earlier or later (arrows that point the reading direction)
 * and to remove it, and a select of the rest to add one. All are ordinary controls, so the
 * keyboard and screen readers need nothing special; the result is announced, and after a move the
 * focus stays on the moved tag.
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
  const list = useRef<HTMLUListElement>(null);
  const rtl = language === 'ar' || language === 'ku';
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
  // Doctor tags have colours and are "tags"; other choices (an assistant's doctors) are neither.
  const coloured = choices.some((c) => 'color' in c.row);
  const isTags = field.read === 'doctorTags';
  const rest = choices.filter((c) => !chosen.includes(c.id));
  const full = chosen.length >= MAX_TAGS;
  const problem = vm.problems[name];
  const move = (tagId: number, by: -1 | 1): void => {
    vm.moveTag(name, tagId, by);
    const place = vm.tagsOf(name).indexOf(tagId) + 1;
    setAnnounced(
      t('recordTools.tags.moved', {
        tag: labelOf(tagId),
        place: new Intl.NumberFormat(intlLocale(language)).format(place),
      }),
    );
    // Keep the focus on the moved tag: on the same arrow, or the other one once it reaches an end.
    requestAnimationFrame(() => {
      const chip = list.current?.querySelector(`[data-tag="${String(tagId)}"]`);
      const same = chip?.querySelector<HTMLButtonElement>(`[data-move="${String(by)}"]`);
      const other = chip?.querySelector<HTMLButtonElement>(`[data-move="${String(-by)}"]`);
      (same?.disabled === false ? same : other)?.focus();
    });
  };
  return (
    <FormGroup
      label={t(fieldLabelKey(name))}
      labelFor={`${id}-add`}
      intent={problem === undefined ? Intent.NONE : Intent.DANGER}
      helperText={
        problem === undefined ? undefined : (
          <span id={`${id}-problem`}>{t(`records.problems.${problem}`)}</span>
        )
      }
    >
      <ul
        ref={list}
        className="record-tags"
        aria-label={t('records.tags.chosen', { field: t(fieldLabelKey(name)) })}
      >
        {chosen.length === 0 && <li className="record-tags-none">{t('records.tags.none')}</li>}
        {chosen.map((tagId, index) => (
          <li key={tagId} className="record-tag" data-tag={tagId}>
            {coloured && (
              <span
                className="record-tag-dot"
                style={{ backgroundColor: colourOf(tagId) }}
                aria-hidden="true"
              />
            )}
            <span>{labelOf(tagId)}</span>
            {chosen.length > 1 && (
              <>
                <button
                  type="button"
                  className="record-tag-button"
                  data-move="-1"
                  disabled={index === 0}
                  aria-label={t('recordTools.tags.moveEarlier', { tag: labelOf(tagId) })}
                  title={t('recordTools.tags.moveEarlier', { tag: labelOf(tagId) })}
                  onClick={() => move(tagId, -1)}
                >
                  {rtl ? '→' : '←'}
                </button>
                <button
                  type="button"
                  className="record-tag-button"
                  data-move="1"
                  disabled={index === chosen.length - 1}
                  aria-label={t('recordTools.tags.moveLater', { tag: labelOf(tagId) })}
                  title={t('recordTools.tags.moveLater', { tag: labelOf(tagId) })}
                  onClick={() => move(tagId, 1)}
                >
                  {rtl ? '←' : '→'}
                </button>
              </>
            )}
            <button
              type="button"
              className="record-tag-button record-tag-remove"
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
              ? t(isTags ? 'records.tags.full' : 'records.tags.fullChoices', { limit: MAX_TAGS })
              : isTags
                ? t('records.tags.add')
                : t('records.tags.addChoice', { field: t(fieldLabelKey(name)) })}
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
