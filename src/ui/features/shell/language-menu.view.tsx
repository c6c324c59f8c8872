import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Globe, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Language } from '../../../domain/preferences/language';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';

/** The offered languages in menu order, each named in its own language (000 §9). */
const OFFERED: readonly Language[] = [Language.English, Language.Kurdish, Language.Arabic];

/** The language menu (English, کوردی, العربية): the choice is kept in the `i18next` cookie. */
export const LanguageMenu = observer(function LanguageMenu() {
  const app = useApp();
  const t = useT();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('common.language')}>
          {OFFERED.map((language) => (
            <MenuItem
              key={language}
              text={t(`languages.${language}`)}
              lang={language}
              icon={app.language === language ? <Tick /> : undefined}
              active={app.language === language}
              onClick={() => void app.setLanguage(language)}
              data-testid={`language-${language}`}
            />
          ))}
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={<Globe />}
        loading={app.switchingLanguage}
        title={t('common.language')}
        data-testid="language-menu"
      >
        {t(`languages.${app.language}`)}
      </Button>
    </PopoverNext>
  );
});
