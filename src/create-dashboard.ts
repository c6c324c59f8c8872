import type { Container } from 'inversify';
import { alias, singleton } from './adapters/composition/bind';
import {
  createDashboardContainer,
  Tokens as T,
  type DashboardContainerOptions,
  type Rebind,
} from './adapters/container';
import { AppViewModel } from './ui/app/app.view-model';
import { ViewModels } from './ui/app/view-models';
import { AuditViewModel } from './ui/features/audit/audit.view-model';
import { LoginViewModel } from './ui/features/login/login.view-model';
import { ResourceListViewModel } from './ui/features/resource-list/resource-list.view-model';

export interface CreateDashboardOptions extends DashboardContainerOptions {
  /** The deployment's own bindings (`src/deployment.ts`), applied last. */
  readonly rebind?: Rebind;
}

/**
 * The dashboard's container with its screens' view-model factories: the composition root's ports
 * and use cases, then one factory per screen (each call makes a fresh view-model from singleton
 * use cases), then the deployment's rebinding. Nothing is built until a view asks for it.
 */
export function createDashboard({ rebind, ...options }: CreateDashboardOptions): Container {
  const container = createDashboardContainer(options);
  singleton(
    container,
    ViewModels.App,
    [
      T.StartSession,
      T.LogOut,
      T.SwitchLanguage,
      T.WatchChatAlerts,
      T.StartChatHubs,
      T.ResourceGateway,
      T.Translator,
      T.KeyValueStore,
    ],
    (startSession, logOut, switchLanguage, watchChatAlerts, startChatHubs, resources, translator, storage) =>
      new AppViewModel({
        startSession,
        logOut,
        switchLanguage,
        watchChatAlerts,
        startChatHubs,
        resources,
        translator,
        storage,
      }),
  );
  singleton(
    container,
    ViewModels.Login,
    [T.LogIn, ViewModels.App],
    (logIn, app) => () => new LoginViewModel(logIn, app.sessionStore),
  );
  singleton(
    container,
    ViewModels.Audit,
    [T.LoadAuditPage],
    (loadAuditPage) => (firstPage: number) => new AuditViewModel(loadAuditPage, firstPage),
  );
  singleton(
    container,
    ViewModels.ResourceList,
    [T.LoadResourceList, T.ResourceGateway, ViewModels.App],
    (loadResourceList, resources, app) =>
      ({ key, routeParams, initial }) =>
        new ResourceListViewModel({ loadResourceList, resources }, key, routeParams, initial, app),
  );
  alias(container, ViewModels.Notices, T.Toasts);
  rebind?.(container);
  return container;
}
