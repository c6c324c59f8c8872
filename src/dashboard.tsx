// Blueprint's base and first-paint components; the rest arrives with the screens (build/blueprint-css.ts).
import 'blueprint-css/first.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstPaint } from './adapters/browser/after-first-paint';
import { RuntimeConfigSource, type RuntimeConfig } from './adapters/browser/runtime-config';
import { createDashboardBoot, type DashboardBoot } from './adapters/composition/browser-boot';
import type { DashboardContainerOptions } from './adapters/composition/container-options';
import type { StartChatHubs } from './application/chat/start-chat-hubs';
import type { WatchChatAlerts } from './application/chat/watch-chat-alerts';
import type { ResourceGateway, ResourceLoadArgs } from './application/resources/resource-gateway';
import type { ResourceKey } from './application/resources/resource-key';
import { lazyFields, onceUntilFailed } from './application/shared/once';
import { AppErrors } from './domain/errors/app-error';
import { hasToken } from './domain/session/token-check';
import { err } from './domain/shared/result';
import { parseThemeConfig } from './domain/preferences/parse-theme-config';
import { NavType, THEME_CONFIG_KEY } from './domain/preferences/theme-config';
import type { DashboardServices } from './ui/app/services';
import { DashboardApp } from './ui/app/dashboard-app';
import { preloadScreens } from './ui/app/screens';
import { firstScreens } from './ui/routes/first-screens';
import { applyTheme } from './ui/theme/apply-theme';
import { loadDarkStylesheet } from './ui/theme/dark-stylesheet';

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
 * one lazily loaded chunk, built with the runtime config: every page paints from the boot alone,
 * and the chunk arrives with the first data call of a screen, or when a user starts typing on the
 * login page.
 */
function containerLoader(
  config: () => Promise<RuntimeConfig>,
  boot: DashboardBoot,
): () => Promise<ContainerServices> {
  // A chunk that failed to arrive (a dropped connection) is asked for again by the next call, so
  // a screen's Retry can succeed without reloading the page.
  return onceUntilFailed(() =>
    afterFirstPaint()
      .then(() => Promise.all([import('./adapters/container'), config()]))
      .then(([module, loaded]) => {
        const { createDashboardContainer, resolve, Tokens } = module;
        const options: DashboardContainerOptions = { config: loaded };
        const container = createDashboardContainer(options, boot);
        // Each service is resolved (its graph built) when first used, by the caller that needs
        // it, in that caller's own task: not all of them in the task that built the container.
        return lazyFields<ContainerServices>({
          logIn: () => resolve(container, Tokens.LogIn),
          logOut: () => resolve(container, Tokens.LogOut),
          loadResourceList: () => resolve(container, Tokens.LoadResourceList),
          loadAuditPage: () => resolve(container, Tokens.LoadAuditPage),
          resources: () => resolve(container, Tokens.ResourceGateway),
          startChatHubs: () => resolve(container, Tokens.StartChatHubs),
          watchChatAlerts: () => resolve(container, Tokens.WatchChatAlerts),
        });
      }),
  );
}

/**
 * Settles in a new task. The callers waiting for the container each continue in a task of their
 * own, so the page's first data calls are several short tasks the browser can answer input
 * between, not one long one.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function dashboardServices(boot: DashboardBoot, load: () => Promise<ContainerServices>): DashboardServices {
  /** The container's services, in a task of the caller's own. */
  const services = async (): Promise<ContainerServices> => {
    const loaded = await load();
    await nextTask();
    return loaded;
  };
  /** A use case whose instance is in the container: each call waits for it. */
  const deferred = <T extends { execute(...args: never[]): Promise<unknown> }>(
    pick: (loaded: ContainerServices) => T,
  ): Pick<T, 'execute'> => {
    const execute = async (...args: Parameters<T['execute']>): Promise<Awaited<ReturnType<T['execute']>>> =>
      pick(await services()).execute(...args) as Awaited<ReturnType<T['execute']>>;
    return { execute } as Pick<T, 'execute'>;
  };
  const resources: ResourceGateway = {
    async load<Key extends ResourceKey>(key: Key, ...params: ResourceLoadArgs<Key>) {
      const loaded = await services().catch(() => null);
      // Without the container's code no call can be made: the network failure it is.
      if (loaded === null) return err(AppErrors.networkFailure());
      return loaded.resources.load(key, ...params);
    },
  };
  return {
    logIn: deferred((loaded) => loaded.logIn),
    logOut: deferred((loaded) => loaded.logOut),
    loadResourceList: deferred((loaded) => loaded.loadResourceList),
    loadAuditPage: deferred((loaded) => loaded.loadAuditPage),
    resources,
    startLiveUpdates: async (targets) => {
      const loaded = await services();
      const stop = loaded.watchChatAlerts.execute(targets);
      await nextTask();
      // Without a chat token the hubs stay closed (001 §9); the counter still refreshes once.
      void loaded.startChatHubs.execute();
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
 * The staff dashboard's entry. Everything the first paint waits for starts at once and is awaited
 * together: the stored theme, the language's translations and the code of the first screen. The runtime config and
 * the container are not among them: the screens' data calls wait for those, after the frame is
 * drawn. The preloader of `index.html` covers the wait and goes once the app is drawn.
 */
async function start(): Promise<void> {
  const boot = createDashboardBoot({});
  const screens = preloadScreens(
    firstScreens(window.location.pathname, hasToken(boot.tokens.serviceToken())),
  );
  const theme = parseThemeConfig(boot.storage.get(THEME_CONFIG_KEY));
  // The theme before the first paint, so a dark user never sees a light flash.
  const darkStylesheet = theme.navType === NavType.Dark ? loadDarkStylesheet().catch(() => undefined) : null;
  // The screens' code is on its way: the translations are set up in a task of their own, so the
  // entry's evaluation and the boot are two short tasks rather than one long one.
  await nextTask();
  // Read by the container only, after the first paint.
  const config = new RuntimeConfigSource({ origin: window.location.origin });
  await Promise.all([
    // A failed bundle still starts the app: the translator falls back to the keys' English.
    boot.startTranslations.execute({ rtlLayout: theme.rtlLayout }),
    darkStylesheet,
    // The first screen draws in the same frame as the shell around it.
    screens,
  ]);
  applyTheme(theme);

  const services = dashboardServices(
    boot,
    containerLoader(() => config.load(), boot),
  );
  const root = document.getElementById('root');
  if (root === null) return;
  const app = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: a tap during the load is answered at once.
  startTransition(() => app.render(<DashboardApp services={services} onFirstScreen={hidePreloader} />));
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
