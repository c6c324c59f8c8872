import { Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';

/** Light / dark mode, saved in the theme config (`berry-config`). */
export const ThemeSwitch = observer(function ThemeSwitch() {
  const app = useApp();
  const t = useT();
  return (
    <span data-testid="theme-switch">
      <Switch
        className="theme-switch"
        checked={app.isDark}
        onChange={(event) => app.setDark(event.currentTarget.checked)}
        label={t('common.theme.dark')}
      />
    </span>
  );
});
