import { FormGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import type { FormFieldOf } from '../../../application/records/managed-record';
import { EDITOR_SWATCHES, type Swatch } from '../../../domain/preferences/editor-palette';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import type { RecordEditorViewModel } from './record-editor.view-model';
import { fieldLabelKey } from './field-label';

/** Seven to a row: the greys fill the first, black to white. */
const COLUMNS = 7;

/** A swatch's spoken name in the page's language ("Dark green", "أخضر داكن"). */
export function useSwatchName(): (swatch: Swatch) => string {
  const t = useT();
  return (swatch) => {
    const hue = t(`records.colourHues.${swatch.hue}`);
    // The family's own colour is named by the family alone.
    return swatch.shade === 'base' ? hue : t(`records.colourShades.${swatch.shade}`, { hue });
  };
}

/**
 * The colour of a record: one of the editor palette's 37 colours, or none. A radio group: Tab
 * enters it at the chosen colour, the arrow keys move and choose (right to left in Kurdish and
 * Arabic, as the swatches are drawn), Home and End go to the ends, and each colour is named for
 * screen readers in the page's language.
 */
export const RecordColourField = observer(function RecordColourField({
  vm,
  field,
}: {
  readonly vm: RecordEditorViewModel;
  readonly field: FormFieldOf;
}) {
  const t = useT();
  const { language } = useApp();
  const nameOf = useSwatchName();
  const group = useRef<HTMLDivElement>(null);
  const name = field.name;
  const id = `record-${vm.list}-${name}`;
  const value = typeof vm.draft[name] === 'string' ? (vm.draft[name] as string).toLowerCase() : '';
  const problem = vm.problems[name];
  // The "no colour" choice first, then the palette: one list the keys move through.
  const choices = ['', ...EDITOR_SWATCHES.map((s) => s.colour)];
  const chosen = Math.max(0, choices.indexOf(value));
  const rtl = language === 'ar' || language === 'ku';

  const choose = (index: number): void => {
    const next = Math.min(choices.length - 1, Math.max(0, index));
    vm.setField(name, choices[next] ?? '');
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    // The "no colour" choice sits on a row of its own above the palette.
    const down = chosen === 0 ? 1 : chosen + COLUMNS;
    const up = chosen <= COLUMNS ? 0 : chosen - COLUMNS;
    const moves: Record<string, number> = {
      [forward]: chosen + 1,
      [back]: chosen - 1,
      ArrowDown: down,
      ArrowUp: up,
      Home: 0,
      End: choices.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  const radio = (colour: string, index: number, label: string) => (
    <button
      key={colour === '' ? 'none' : colour}
      type="button"
      role="radio"
      aria-checked={index === chosen}
      aria-label={label}
      title={label}
      tabIndex={index === chosen ? 0 : -1}
      className={colour === '' ? 'record-colour-none' : 'record-colour-swatch'}
      style={colour === '' ? undefined : { backgroundColor: colour }}
      onClick={() => choose(index)}
    >
      {colour === '' ? t('records.colour.none') : null}
    </button>
  );
  return (
    <FormGroup
      label={<span id={`${id}-label`}>{t(fieldLabelKey(name))}</span>}
      intent={problem === undefined ? Intent.NONE : Intent.DANGER}
      helperText={
        problem === undefined ? (
          value === '' ? (
            t('records.colour.noneChosen')
          ) : (
            t('records.colour.chosen', { colour: nameOf(EDITOR_SWATCHES[chosen - 1] as Swatch) })
          )
        ) : (
          <span id={`${id}-problem`}>{t(`records.problems.${problem}`)}</span>
        )
      }
    >
      <div
        ref={group}
        id={id}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        className="record-colours"
        onKeyDown={onKeyDown}
      >
        {radio('', 0, t('records.colour.none'))}
        <div className="record-colour-grid">
          {EDITOR_SWATCHES.map((swatch, i) => radio(swatch.colour, i + 1, nameOf(swatch)))}
        </div>
      </div>
    </FormGroup>
  );
});
