import { autorun } from 'mobx';
import { useEffect } from 'react';
import { applyDirection } from '../theme/apply-direction';
import { applyTheme } from '../theme/apply-theme';
import { darkStylesheetLoaded, loadDarkStylesheet } from '../theme/dark-stylesheet';
import { NavType } from '../../domain/preferences/theme-config';
import { useApp } from './app-context';

/**
 * Keeps the page on the theme config (dark class on `body`, preset variables) and on the writing
 * direction, so a change in the Live Customize drawer shows at once. A page turns dark once
 * Blueprint's dark rules are loaded, never before: dark colours on light components would show
 * in between. Should they fail to arrive, the page turns dark all the same.
 */
export function ThemeEffect() {
  const app = useApp();
  useEffect(
    () =>
      autorun(() => {
        const theme = app.theme;
        if (theme.navType !== NavType.Dark || darkStylesheetLoaded()) return applyTheme(theme);
        // The theme of that moment is applied: a switch back to light in the meantime wins.
        void loadDarkStylesheet()
          .catch(() => undefined)
          .then(() => applyTheme(app.theme));
      }),
    [app],
  );
  useEffect(() => autorun(() => applyDirection(app.direction)), [app]);
  return null;
}
