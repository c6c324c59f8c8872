import { Button, KeyComboTag } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { isPaletteChord } from './palette-chord';
import './command-palette-launcher.css';

// The palette, Blueprint's select package and its styles load on first open only.
const CommandPalette = lazy(() => import('./command-palette.view'));

/**
 * The command palette's button for the top bar, and its shortcut: Ctrl+K (Cmd+K) opens it from
 * anywhere on the page, a second press closes it. On wide screens the button shows its label and
 * the shortcut; on narrow ones, the search icon alone.
 */
export const CommandPaletteLauncher = observer(function CommandPaletteLauncher() {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteChord(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="minimal"
        icon={<Search />}
        className="palette-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="command-palette-button"
      >
        <span className="palette-button-label">{t('commandPalette.open')}</span>
        {/* Written left to right in right-to-left pages too, as the keys are printed; Blueprint
            names the modifier for the platform (⌘ on Apple keyboards, ctrl elsewhere). */}
        <span className="palette-button-hint" dir="ltr" aria-hidden="true">
          <KeyComboTag combo="mod+k" />
        </span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
