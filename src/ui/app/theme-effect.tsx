import { autorun } from 'mobx';
import { useEffect } from 'react';
import { applyTheme } from '../theme/apply-theme';
import { useApp } from './app-context';

/** Keeps the page on the theme config (dark class on `body`, preset variables). */
export function ThemeEffect() {
  const app = useApp();
  useEffect(() => autorun(() => applyTheme(app.theme)), [app]);
  return null;
}
