import { autorun } from 'mobx';
import { useEffect } from 'react';
import { applyDirection } from '../theme/apply-direction';
import { applyTheme } from '../theme/apply-theme';
import { useApp } from './app-context';

/**
 * Keeps the page on the theme config (dark class on `body`, preset variables) and on the writing
 * direction, so a change in the Live Customize drawer shows at once.
 */
export function ThemeEffect() {
  const app = useApp();
  useEffect(() => autorun(() => applyTheme(app.theme)), [app]);
  useEffect(() => autorun(() => applyDirection(app.direction)), [app]);
  return null;
}
