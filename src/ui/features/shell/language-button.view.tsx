import { Button } from '@blueprintjs/core';
import { Globe } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { MouseEventHandler } from 'react';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';

/** The button naming the shown language; the popover wraps it once loaded. */
export const LanguageButton = observer(function LanguageButton({
  onClick,
}: {
  readonly onClick?: MouseEventHandler<HTMLElement>;
}) {
  const app = useApp();
  const t = useT();
  return (
    <Button
      variant="minimal"
      icon={<Globe />}
      loading={app.switchingLanguage}
      title={t('common.language')}
      aria-haspopup="menu"
      data-testid="language-menu"
      {...(onClick === undefined ? {} : { onClick })}
    >
      {t(`languages.${app.language}`)}
    </Button>
  );
});
