import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
import { RuntimeConfigSource } from './adapters/browser/runtime-config';
import { createDashboardContainer, resolve, Tokens } from './adapters/container';
import { parseThemeConfig } from './domain/preferences/parse-theme-config';
import { THEME_CONFIG_KEY } from './domain/preferences/theme-config';
import { DashboardApp } from './ui/app/dashboard-app';
import type { DashboardServices } from './ui/app/services';
import { applyTheme } from './ui/theme/apply-theme';

/**
 * The staff dashboard's entry: the runtime config, the container, the stored theme and the
 * language, then the app. The preloader of `index.html` covers exactly this wait and goes as soon
 * as the app is drawn.
 */
async function start(): Promise<void> {
  const config = await new RuntimeConfigSource({ origin: window.location.origin }).load();
  const container = createDashboardContainer({ config });
  const storage = resolve(container, Tokens.KeyValueStore);
  const theme = parseThemeConfig(storage.get(THEME_CONFIG_KEY));
  // The theme before the first paint, so a dark user never sees a light flash.
  applyTheme(theme);
  // A failed bundle still starts the app: the translator falls back to the keys' English.
  await resolve(container, Tokens.StartTranslations).execute({ rtlLayout: theme.rtlLayout });

  const services: DashboardServices = {
    logIn: resolve(container, Tokens.LogIn),
    logOut: resolve(container, Tokens.LogOut),
    startSession: resolve(container, Tokens.StartSession),
    loadResourceList: resolve(container, Tokens.LoadResourceList),
    resources: resolve(container, Tokens.ResourceGateway),
    switchLanguage: resolve(container, Tokens.SwitchLanguage),
    refreshUnreadCounter: resolve(container, Tokens.RefreshUnreadCounter),
    translator: resolve(container, Tokens.Translator),
    storage,
  };

  const root = document.getElementById('root');
  if (root === null) return;
  createRoot(root).render(<DashboardApp services={services} />);
  hidePreloader();
}

function hidePreloader(): void {
  const preloader = document.getElementById('preloader');
  if (preloader === null) return;
  preloader.classList.add('preloader-done');
  // The fade is the page transition of 000 §9 (0.4 s); the element goes once it has faded.
  window.setTimeout(() => preloader.remove(), 400);
}

// Any registered service worker is unregistered (000 §9).
void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((sw) => void sw.unregister()));

void start();
