import { Container } from 'inversify';
import { ClientApp } from '../application/resources/client-app';
import { bindCommon } from './composition/common';
import type { DashboardContainerOptions, SiteContainerOptions } from './composition/container-options';
import { bindDashboard } from './composition/dashboard';
import { bindSite } from './composition/site';

export type {
  BrowserOptions,
  ContainerOptions,
  DashboardContainerOptions,
  HttpOptions,
  SiteContainerOptions,
} from './composition/container-options';
export {
  resolve,
  resolveAsync,
  Tokens,
  type Token,
  type TokenName,
  type UnauthorizedPolicies,
} from './tokens';

/**
 * A deployment's own bindings, applied after the app's and before anything is resolved: rebind
 * any port there (`container.rebind(Tokens.AuditGateway).toConstantValue(...)`) and every use
 * case and screen gets it. See docs/integrating.md.
 */
export type Rebind = (container: Container) => void;

/*
 * The composition root of both apps: every port, adapter and use case is bound here with
 * factories (no decorators, plain `Symbol` tokens). Services and use cases are singletons, built
 * on first use; nothing touches the page, the network or the hubs while the container is built.
 */

/**
 * The staff dashboard's container: the browser ports, the HTTP client with the staff 401 rule,
 * the dashboard's gateways and hubs, and every use case of the dashboard.
 */
export function createDashboardContainer(options: DashboardContainerOptions): Container {
  const container = new Container();
  bindCommon(container, options, ClientApp.Dashboard);
  bindDashboard(container, options);
  return container;
}

/**
 * The patient site's container: the browser ports, the HTTP client with the patient 401 rule,
 * the site's gateways, and every use case of the site.
 */
export function createSiteContainer(options: SiteContainerOptions): Container {
  const container = new Container();
  bindCommon(container, options, ClientApp.Site);
  bindSite(container);
  return container;
}
