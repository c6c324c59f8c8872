import { Button } from '@blueprintjs/core';
import { Flash, Moon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';

/**
 * Light / dark mode, saved in the theme config (`berry-config`): a toggle button showing the mode
 * it switches to. The page turns dark once the dark theme's styles are loaded (`ThemeEffect`).
 */
export const ThemeSwitch = observer(function ThemeSwitch() {
  const app = useApp();
  const t = useT();
  const toggle = () => app.setDark(!app.isDark);
  return (
    <Button
      variant="minimal"
      icon={app.isDark ? <Flash /> : <Moon />}
      aria-pressed={app.isDark}
      title={t('common.theme.dark')}
      aria-label={t('common.theme.dark')}
      onClick={toggle}
      data-testid="theme-switch"
    />
  );
});
