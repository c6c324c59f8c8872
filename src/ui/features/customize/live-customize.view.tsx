import { Button, Intent } from '@blueprintjs/core';
import { Cog } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
import { useT } from '../../i18n/use-t';
import type { CustomizeDrawerProps } from './customize-drawer.view';
import './live-customize.css';

/** The drawer is its own chunk, fetched on first open: the dashboard's first load does not carry it. */
const loadDrawer = () => import('./customize-drawer.view');

/** Starts the drawer's download early; a failure is left for the click to meet and retry. */
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * The floating "Live Customize" button at the bottom inline-end corner, and the drawer it opens.
 * Pointing at or focusing the button starts the download, so the drawer is usually there by the
 * click. The button never turns disabled meanwhile (Blueprint's loading state would), so focus
 * stays on it and returns to it when the drawer closes. A failed download opens nothing and the
 * next click tries again.
 */
export const LiveCustomize = observer(function LiveCustomize() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<CustomizeDrawerProps> | null>(null);

  const openDrawer = async () => {
    if (Drawer === null) {
      try {
        const loaded = await loadDrawer();
        setDrawer(() => loaded.default);
      } catch {
        return;
      }
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        className="live-customize-button"
        intent={Intent.PRIMARY}
        size="large"
        icon={<Cog />}
        aria-label={t('shell.liveCustomize')}
        title={t('shell.liveCustomize')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => void openDrawer()}
        data-testid="live-customize"
      />
      {Drawer !== null && <Drawer isOpen={open} onClose={() => setOpen(false)} />}
    </>
  );
});
