import { Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { PresetColor } from '../../../domain/preferences/theme-config';
import { useT } from '../../i18n/use-t';
import { PRESET_PALETTE } from '../../theme/preset-palette';
import { PRESETS, type CustomizeViewModel } from './customize.view-model';

interface PresetSwatchesProps {
  readonly vm: CustomizeViewModel;
  /** The id of the heading that names the group. */
  readonly labelledBy: string;
}

/**
 * The seven colour presets as a radio group of swatches. Native radio inputs, visually hidden,
 * give the group its keyboard for free: Tab reaches the chosen one, the arrow keys move and choose
 * (mirrored in right-to-left pages by the browser).
 */
export const PresetSwatches = observer(function PresetSwatches({ vm, labelledBy }: PresetSwatchesProps) {
  const t = useT();
  const group = useId();
  // `default` comes first, so theme1 to theme6 sit at indexes 1 to 6.
  const nameOf = (preset: PresetColor) =>
    preset === PresetColor.Default
      ? t('shell.themePanel.presetDefault')
      : t('shell.themePanel.presetNumbered', { number: PRESETS.indexOf(preset) });
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="preset-swatches">
      {PRESETS.map((preset) => {
        const chosen = vm.theme.presetColor === preset;
        const { primary, secondary } = PRESET_PALETTE[preset].swatch;
        return (
          <label key={preset} className="preset-swatch" title={nameOf(preset)}>
            <input
              type="radio"
              className="preset-swatch-input"
              name={group}
              value={preset}
              checked={chosen}
              onChange={() => vm.choosePreset(preset)}
              aria-label={nameOf(preset)}
              data-testid={`preset-${preset}`}
            />
            <span
              className="preset-swatch-colours"
              aria-hidden="true"
              style={{ background: `linear-gradient(135deg, ${primary} 50%, ${secondary} 50%)` }}
            >
              {chosen && <Tick />}
            </span>
          </label>
        );
      })}
    </div>
  );
});
