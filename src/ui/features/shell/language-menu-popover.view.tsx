import 'blueprint-css/rest.css';
import { Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Language } from '../../../domain/preferences/language';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { LanguageButton } from './language-button.view';

/** The offered languages in menu order, each named in its own language. */
const OFFERED: readonly Language[] = [Language.English, Language.Kurdish, Language.Arabic];

/**
 * The language menu's popover (English, کوردی, العربية), loaded on the first click of the language
 * button; the choice is kept in the `i18next` cookie.
 */
const LanguageMenuPopover = observer(function LanguageMenuPopover({
  openAtFirst,
}: {
  readonly openAtFirst: boolean;
}) {
  const app = useApp();
  const t = useT();
  return (
    <PopoverNext
      defaultIsOpen={openAtFirst}
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
      <LanguageButton />
    </PopoverNext>
  );
});

export default LanguageMenuPopover;
