import { Classes, H3, Radio, RadioGroup, SegmentedControl, Switch } from '@blueprintjs/core';
import { Flash, Moon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Language } from '../../../domain/preferences/language';
import { BorderRadiusRange, FONT_STACK, FontFamily } from '../../../domain/preferences/theme-config';
import { useT } from '../../i18n/use-t';
import { FONTS, type CustomizeViewModel } from './customize.view-model';
import { PresetSwatches } from './preset-swatches.view';

/** The offered languages in the language menu's order, each named in its own language. */
const LANGUAGES: readonly Language[] = [Language.English, Language.Kurdish, Language.Arabic];

const Mode = { Light: 'light', Dark: 'dark' } as const;
const InputStyle = { Outlined: 'outlined', Filled: 'filled' } as const;

interface SectionProps {
  /** The id the heading gets, for the control it names. */
  readonly labelId: string;
  readonly title: string;
  readonly children: ReactNode;
}

function Section({ labelId, title, children }: SectionProps) {
  return (
    <section className="customize-section" aria-labelledby={labelId}>
      <H3 id={labelId} className="customize-section-title">
        {title}
      </H3>
      {children}
    </section>
  );
}

interface SectionViewProps {
  readonly vm: CustomizeViewModel;
}

// Each section is its own observer: it redraws alone when its part of the config changes.

export const ModeSection = observer(function ModeSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  return (
    <Section labelId={id} title={t('shell.themePanel.mode')}>
      <SegmentedControl
        aria-labelledby={id}
        fill
        value={vm.isDark ? Mode.Dark : Mode.Light}
        onValueChange={(value) => vm.setDark(value === Mode.Dark)}
        options={[
          { value: Mode.Light, label: t('common.theme.light'), icon: <Flash /> },
          { value: Mode.Dark, label: t('common.theme.dark'), icon: <Moon /> },
        ]}
      />
    </Section>
  );
});

export const PresetSection = observer(function PresetSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  return (
    <Section labelId={id} title={t('shell.themePanel.presets')}>
      <PresetSwatches vm={vm} labelledBy={id} />
    </Section>
  );
});

export const FontSection = observer(function FontSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  // A font is shown in itself. Its name is a proper noun, the same in every language; only the
  // device's own font has a translated name.
  const fontName = (font: FontFamily) => (font === FontFamily.System ? t('customize.fontSystem') : font);
  return (
    <Section labelId={id} title={t('customize.fontFamily')}>
      <RadioGroup
        aria-labelledby={id}
        selectedValue={vm.theme.fontFamily}
        onChange={(event) => vm.chooseFont(event.currentTarget.value as FontFamily)}
      >
        {FONTS.map((font) => (
          <Radio
            key={font}
            value={font}
            labelElement={<span style={{ fontFamily: FONT_STACK[font] }}>{fontName(font)}</span>}
          />
        ))}
      </RadioGroup>
    </Section>
  );
});

export const RadiusSection = observer(function RadiusSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  const value = vm.theme.borderRadius;
  const text = t('customize.radiusValue', { value });
  return (
    <Section labelId={id} title={t('customize.borderRadius')}>
      <div className="customize-radius">
        {/* A native range: keyboard, screen readers and right-to-left come with it. */}
        <input
          type="range"
          aria-labelledby={id}
          min={BorderRadiusRange.min}
          max={BorderRadiusRange.max}
          step={1}
          value={value}
          aria-valuetext={text}
          onChange={(event) => vm.setBorderRadius(event.currentTarget.valueAsNumber)}
          data-testid="customize-radius"
        />
        {/* Isolated: "12 px" keeps its order inside a right-to-left English page. */}
        <output className="customize-radius-value" dir="auto">
          {text}
        </output>
      </div>
    </Section>
  );
});

export const InputStyleSection = observer(function InputStyleSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  return (
    <Section labelId={id} title={t('customize.inputStyle')}>
      <SegmentedControl
        aria-labelledby={id}
        fill
        value={vm.theme.outlinedFilled ? InputStyle.Filled : InputStyle.Outlined}
        onValueChange={(value) => vm.setFilledInputs(value === InputStyle.Filled)}
        options={[
          { value: InputStyle.Outlined, label: t('customize.inputOutlined') },
          { value: InputStyle.Filled, label: t('customize.inputFilled') },
        ]}
      />
    </Section>
  );
});

export const LanguageSection = observer(function LanguageSection({ vm }: SectionViewProps) {
  const t = useT();
  const id = useId();
  return (
    <Section labelId={id} title={t('common.language')}>
      <RadioGroup
        aria-labelledby={id}
        disabled={vm.switchingLanguage}
        selectedValue={vm.language}
        onChange={(event) => void vm.chooseLanguage(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <Radio
            key={language}
            value={language}
            labelElement={<span lang={language}>{t(`languages.${language}`)}</span>}
          />
        ))}
      </RadioGroup>
      <Switch
        checked={vm.theme.rtlLayout}
        onChange={(event) => vm.setRightToLeftLayout(event.currentTarget.checked)}
        label={t('customize.rtlLayout')}
        data-testid="customize-rtl"
      />
      <p className={`${Classes.TEXT_MUTED} customize-help`}>{t('customize.rtlLayoutHelp')}</p>
    </Section>
  );
});
