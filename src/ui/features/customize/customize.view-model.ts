import { makeAutoObservable } from 'mobx';
import type { Language } from '../../../domain/preferences/language';
import {
  DEFAULT_THEME_CONFIG,
  FontFamily,
  NavType,
  PresetColor,
  type ThemeConfig,
} from '../../../domain/preferences/theme-config';
import { clampBorderRadius } from './clamp-border-radius';

/**
 * The shared state the drawer changes: the app's theme config and language (`AppViewModel`).
 * `setTheme` applies and saves under `berry-config`; `setLanguage` loads the bundle, then saves.
 */
export interface ThemeSettings {
  readonly theme: ThemeConfig;
  readonly language: Language;
  readonly switchingLanguage: boolean;
  setTheme(next: ThemeConfig): void;
  setLanguage(language: Language): Promise<void>;
}

/** The presets in the panel's order. */
export const PRESETS: readonly PresetColor[] = Object.values(PresetColor);

/** The offered fonts in the panel's order. */
export const FONTS: readonly FontFamily[] = Object.values(FontFamily);

/**
 * The Live Customize drawer: every choice is applied at once and saved, so a reload shows the page
 * as it was left.
 */
export class CustomizeViewModel {
  constructor(private readonly settings: ThemeSettings) {
    makeAutoObservable<this, 'settings'>(this, { settings: false }, { autoBind: true });
  }

  get theme(): ThemeConfig {
    return this.settings.theme;
  }

  get language(): Language {
    return this.settings.language;
  }

  get switchingLanguage(): boolean {
    return this.settings.switchingLanguage;
  }

  get isDark(): boolean {
    return this.theme.navType === NavType.Dark;
  }

  setDark(dark: boolean): void {
    this.change({ navType: dark ? NavType.Dark : NavType.Light });
  }

  choosePreset(presetColor: PresetColor): void {
    this.change({ presetColor });
  }

  chooseFont(fontFamily: FontFamily): void {
    this.change({ fontFamily });
  }

  setBorderRadius(value: number): void {
    const borderRadius = clampBorderRadius(value);
    if (borderRadius !== null) this.change({ borderRadius });
  }

  /** Filled inputs (a tinted field) when on, outlined (a bordered box) when off. */
  setFilledInputs(outlinedFilled: boolean): void {
    this.change({ outlinedFilled });
  }

  setRightToLeftLayout(rtlLayout: boolean): void {
    this.change({ rtlLayout });
  }

  chooseLanguage(language: Language): Promise<void> {
    return this.settings.setLanguage(language);
  }

  /**
   * Back to the theme config's defaults, the language included: the stored config then equals
   * `DEFAULT_THEME_CONFIG`, and the page shows English as a fresh install does.
   */
  async reset(): Promise<void> {
    this.settings.setTheme(DEFAULT_THEME_CONFIG);
    if (this.settings.language !== DEFAULT_THEME_CONFIG.locale) {
      await this.settings.setLanguage(DEFAULT_THEME_CONFIG.locale);
    }
  }

  /** Saves only real changes: a click on the option already chosen writes nothing. */
  private change(patch: Partial<ThemeConfig>): void {
    const current = this.theme;
    const next = { ...current, ...patch };
    const changed = (Object.keys(patch) as (keyof ThemeConfig)[]).some((key) => next[key] !== current[key]);
    if (changed) this.settings.setTheme(next);
  }
}
