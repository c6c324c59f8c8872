// Blueprint's base and the components of the site's first paint: the form pages bring their
// inputs' and callouts' rules themselves (`blueprint-css/site-forms.css`).
import 'blueprint-css/site-first.css';
import { Classes } from '@blueprintjs/core';
import { createRoot } from 'react-dom/client';
import { RuntimeConfigSource } from './adapters/browser/runtime-config';
import { createSite } from './create-site';
import { rebind } from './deployment';
import { SiteApp } from './ui/site/site-app';
import { createSiteRouter } from './ui/site/site-router';
import { SiteTokens } from './ui/site/site-tokens';
import { resolve } from './adapters/tokens';
import { loadDarkStylesheet } from './ui/theme/dark-stylesheet';

/**
 * The patient site's entry: it builds the container once, shows the visitor's language (from the
 * cookie or storage), then draws. The router is made first so the page's chunk is on its way
 * while the config and the translations are read.
 */
async function start(): Promise<void> {
  const built = new RuntimeConfigSource({ origin: window.location.origin })
    .load()
    .then((config) => createSite({ config, rebind }));
  const router = createSiteRouter(built);
  const container = await built;
  const shell = resolve(container, SiteTokens.Shell);
  // A dark page is drawn dark from its first paint: its rules are loaded before, not after.
  await Promise.all([shell.start(), shell.dark ? loadDarkStylesheet().catch(() => undefined) : null]);
  document.body.classList.toggle(Classes.DARK, shell.dark);
  const root = document.getElementById('root');
  if (root === null) return;
  createRoot(root).render(<SiteApp container={container} router={router} />);
}

void start();
