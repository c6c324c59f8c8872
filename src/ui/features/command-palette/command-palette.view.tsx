import 'blueprint-css/rest.css';
import { MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemListPredicate, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Language } from '../../../domain/preferences/language';
import { useApp } from '../../app/app-context';
import { matchDestinations, type SearchFields } from './match-destinations';
import { paletteDestinations, type PaletteDestination } from './palette-destinations';
import './command-palette.css';

/** A destination as the palette shows and searches it, in the language shown now. */
interface PaletteRow extends SearchFields {
  readonly destination: PaletteDestination;
  readonly group: string;
}

const filterRows: ItemListPredicate<PaletteRow> = (query, rows) => matchDestinations(rows, query);

const renderRow: ItemRenderer<PaletteRow> = (row, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={row.destination.id}
      text={row.title}
      label={row.group}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  ) : null;

interface CommandPaletteProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/**
 * The command palette: Blueprint's omnibar over every screen a user can open (see
 * `paletteDestinations`), filtered as they type by the title in the language shown, the English
 * title and the path. Arrow keys and Enter go, Escape or a click outside closes. Loaded on first
 * open only, with Blueprint's select package and its styles.
 */
const CommandPalette = observer(function CommandPalette({ isOpen, onClose }: CommandPaletteProps) {
  const app = useApp();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const t = app.t;
  const language = app.language;

  const areas = app.areas;

  // Built once per language and user: a new list would reset the omnibar's active row.
  const rows = useMemo<PaletteRow[]>(
    () =>
      paletteDestinations(areas).map((destination) => {
        const title = t(destination.titleKey);
        return {
          destination,
          title,
          // The Translator port cannot yet ask for another language; i18next reads `lng` among
          // the options the translator passes through, and the English bundle is always loaded.
          englishTitle:
            language === Language.English ? title : t(destination.titleKey, { lng: Language.English }),
          path: destination.path,
          group: t(destination.groupKey),
        };
      }),
    [t, language, areas],
  );

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Omnibar<PaletteRow>
      className="command-palette"
      isOpen={isOpen}
      onClose={close}
      items={rows}
      itemListPredicate={filterRows}
      itemRenderer={renderRow}
      // The omnibar shows nothing until something is typed unless told otherwise: the palette
      // opens on the whole list, so it can be browsed with the arrow keys too.
      initialContent={undefined}
      itemsEqual={(a, b) => a.destination.id === b.destination.id}
      query={query}
      onQueryChange={setQuery}
      resetOnSelect
      onItemSelect={(row) => {
        close();
        void navigate(row.destination.url);
      }}
      noResults={<MenuItem disabled text={t('commandPalette.noResults', { query })} />}
      inputProps={{
        placeholder: t('commandPalette.placeholder'),
        'aria-label': t('commandPalette.inputLabel'),
      }}
    />
  );
});

export default CommandPalette;
