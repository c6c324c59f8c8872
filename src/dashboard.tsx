// Blueprint's base and first-paint components; the rest arrives with the screens (build/blueprint-css.ts).
import 'blueprint-css/first.css';
import { createRoot } from 'react-dom/client';
import { RuntimeConfigSource } from './adapters/browser/runtime-config';
import { createDashboardBoot, type DashboardBoot } from './adapters/composition/browser-boot';
import type { DashboardContainerOptions } from './adapters/composition/container-options';
import type { StartChatHubs } from './application/chat/start-chat-hubs';
import type { WatchChatAlerts } from './application/chat/watch-chat-alerts';
import type { ResourceGateway, ResourceLoadArgs } from './application/resources/resource-gateway';
import type { ResourceKey } from './application/resources/resource-key';
import { hasToken } from './domain/session/token-check';
import { parseThemeConfig } from './domain/preferences/parse-theme-config';
import { NavType, THEME_CONFIG_KEY } from './domain/preferences/theme-config';
import { DashboardApp } from './ui/app/dashboard-app';
import type { DashboardServices } from './ui/app/services';
import { applyTheme } from './ui/theme/apply-theme';

/** The services that wait for the container. */
interface ContainerServices {
  readonly logIn: DashboardServices['logIn'];
  readonly logOut: DashboardServices['logOut'];
  readonly loadResourceList: DashboardServices['loadResourceList'];
  readonly loadAuditPage: DashboardServices['loadAuditPage'];
  readonly resources: ResourceGateway;
  readonly startChatHubs: StartChatHubs;
  readonly watchChatAlerts: WatchChatAlerts;
}

/**
 * The container and everything it binds (inversify, the HTTP client and gateways, the hubs) is
 * one lazily loaded chunk: the login page paints from the boot alone, and the chunk arrives when
 * the user starts typing, or at once for a logged-in user.
 */
function containerLoader(
  options: DashboardContainerOptions,
  boot: DashboardBoot,
): () => Promise<ContainerServices> {
  let loading: Promise<ContainerServices> | null = null;
  return () =>
    (loading ??= import('./adapters/container').then(({ createDashboardContainer, resolve, Tokens }) => {
      const container = createDashboardContainer(options, boot);
      return {
        logIn: resolve(container, Tokens.LogIn),
        logOut: resolve(container, Tokens.LogOut),
        loadResourceList: resolve(container, Tokens.LoadResourceList),
        loadAuditPage: resolve(container, Tokens.LoadAuditPage),
        resources: resolve(container, Tokens.ResourceGateway),
        startChatHubs: resolve(container, Tokens.StartChatHubs),
        watchChatAlerts: resolve(container, Tokens.WatchChatAlerts),
      };
    }));
}

/** A use case whose instance is in the container: each call waits for it. */
function deferred<T extends { execute(...args: never[]): Promise<unknown> }>(
  get: () => Promise<T>,
): Pick<T, 'execute'> {
  const execute = async (...args: Parameters<T['execute']>): Promise<Awaited<ReturnType<T['execute']>>> =>
    (await get()).execute(...args) as Awaited<ReturnType<T['execute']>>;
  return { execute } as Pick<T, 'execute'>;
}

function dashboardServices(boot: DashboardBoot, load: () => Promise<ContainerServices>): DashboardServices {
  const resources: ResourceGateway = {
    async load<Key extends ResourceKey>(key: Key, ...params: ResourceLoadArgs<Key>) {
      return (await load()).resources.load(key, ...params);
    },
  };
  return {
    logIn: deferred(async () => (await load()).logIn),
    logOut: deferred(async () => (await load()).logOut),
    loadResourceList: deferred(async () => (await load()).loadResourceList),
    loadAuditPage: deferred(async () => (await load()).loadAuditPage),
    resources,
    startLiveUpdates: async (targets) => {
      const { startChatHubs, watchChatAlerts } = await load();
      const stop = watchChatAlerts.execute(targets);
      // Without a chat token the hubs stay closed (001 §9); the counter still refreshes once.
      void startChatHubs.execute();
      return stop;
    },
    preload: () => void load(),
    startSession: boot.startSession,
    switchLanguage: boot.switchLanguage,
    translator: boot.i18n.translator,
    storage: boot.storage,
    notices: boot.toasts,
  };
}

/**
 * The staff dashboard's entry: the runtime config, the first-paint services, the stored theme and
 * the language, then the app. The preloader of `index.html` covers exactly this wait and goes as
 * soon as the app is drawn.
 */
async function start(): Promise<void> {
  const config = await new RuntimeConfigSource({ origin: window.location.origin }).load();
  const options: DashboardContainerOptions = { config };
  const boot = createDashboardBoot(options);
  const theme = parseThemeConfig(boot.storage.get(THEME_CONFIG_KEY));
  // The theme before the first paint, so a dark user never sees a light flash.
  if (theme.navType === NavType.Dark) await import('blueprint-css/dark.css');
  applyTheme(theme);
  // A failed bundle still starts the app: the translator falls back to the keys' English.
  await boot.startTranslations.execute({ rtlLayout: theme.rtlLayout });

  const services = dashboardServices(boot, containerLoader(options, boot));
  // A logged-in user goes straight to the shell, which needs the container at once.
  if (hasToken(boot.tokens.serviceToken())) services.preload();

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
