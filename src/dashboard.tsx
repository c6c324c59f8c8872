// Blueprint's base and first-paint components; the rest arrives with the screens (build/blueprint-css.ts).
import 'blueprint-css/first.css';
import type { Container } from 'inversify';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RuntimeConfigSource } from './adapters/browser/runtime-config';
import { resolve, Tokens } from './adapters/tokens';
import { createDashboard } from './create-dashboard';
import { rebind } from './deployment';
import { parseThemeConfig } from './domain/preferences/parse-theme-config';
import { NavType, THEME_CONFIG_KEY } from './domain/preferences/theme-config';
import { DashboardApp } from './ui/app/dashboard-app';
import { createDashboardRouter } from './ui/routes/dashboard-router';
import { applyTheme } from './ui/theme/apply-theme';
import { loadDarkStylesheet } from './ui/theme/dark-stylesheet';

/**
 * The staff dashboard's entry: it builds the container once, then draws. The router is made
 * first, so the first screens' code is on its way while the runtime config, the stored theme and
 * the language's translations are read; the preloader of `index.html` covers the wait and goes
 * once the first screen is drawn.
 */
async function start(): Promise<void> {
  const ready = new RuntimeConfigSource({ origin: window.location.origin })
    .load()
    .then((config) => prepare(createDashboard({ config, rebind })));
  // The routes fetch their screens' code at once, but build their view-models only from the
  // prepared container: the shared state takes the shown language when it is made, and made
  // before the language's bundle it would say English (left to right) over Arabic text.
  const router = createDashboardRouter({ container: ready, onFirstScreen: hidePreloader });
  const container = await ready;

  const root = document.getElementById('root');
  if (root === null) return;
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: a tap during the load is answered at once.
  startTransition(() => createRoot(root).render(<DashboardApp container={container} router={router} />));
}

/** The user's language and theme, before anything is drawn or any view-model is made. */
async function prepare(container: Container): Promise<Container> {
  const theme = parseThemeConfig(resolve(container, Tokens.KeyValueStore).get(THEME_CONFIG_KEY));
  await Promise.all([
    // A failed bundle still starts the app: the translator falls back to the keys' English.
    resolve(container, Tokens.StartTranslations).execute({ rtlLayout: theme.rtlLayout }),
    // The theme before the first paint, so a dark user never sees a light flash.
    theme.navType === NavType.Dark ? loadDarkStylesheet().catch(() => undefined) : null,
  ]);
  applyTheme(theme);
  return container;
}

function hidePreloader(): void {
  const preloader = document.getElementById('preloader');
  if (preloader === null) return;
  preloader.classList.add('preloader-done');
  // The fade is the spec's page transition (0.4 s); the element goes once it has faded.
  window.setTimeout(() => preloader.remove(), 400);
}

// Any registered service worker is unregistered.
void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((sw) => void sw.unregister()));

void start();
