// inversify reads decorator metadata through the Reflect API; this chunk is where it is first needed.
import 'reflect-metadata';
import { Container } from 'inversify';
import { createBrowserBoot, createDashboardBoot, type DashboardBoot } from './composition/browser-boot';
import { bindBrowserPorts } from './composition/browser-ports';
import type { DashboardContainerOptions, SiteContainerOptions } from './composition/container-options';
import { bindDashboardAdapters } from './composition/dashboard-adapters';
import { bindDashboardUseCases } from './composition/dashboard-use-cases';
import { bindSharedUseCases } from './composition/shared-use-cases';
import { bindSiteAdapters } from './composition/site-adapters';
import { bindSiteUseCases } from './composition/site-use-cases';

export { AdapterTokens, type UnauthorizedPolicies } from './composition/adapter-tokens';
export { DASHBOARD_TOKEN_NAMES, SITE_TOKEN_NAMES } from './composition/app-tokens';
export type {
  BrowserOptions,
  ContainerOptions,
  DashboardContainerOptions,
  HttpOptions,
  SiteContainerOptions,
} from './composition/container-options';
export { resolve, Tokens, type Token, type TokenName, type TokenResolver } from './tokens';

/*
 * The composition root of both apps, and the only one: every port, adapter and use case is bound
 * here with factories (no decorators, `Symbol` tokens). Services and use cases are singletons,
 * built on first use; nothing touches the page, the network or the hubs while the container is
 * built. An integrator replaces a binding right after building the container and before the first
 * `get` (docs/integrating.md):
 *
 *   const container = createDashboardContainer({ config });
 *   container.rebind(Tokens.SessionGateway).toConstantValue(new MySessionGateway());
 */

/**
 * The staff dashboard's container: the browser ports, the dashboard's HTTP client with the staff
 * 401 rule, its gateways and hubs, and every use case of the dashboard. `boot` is what the entry
 * point built for the first paint from the same options (`createDashboardBoot`): the container
 * binds those very instances.
 */
export function createDashboardContainer(
  options: DashboardContainerOptions,
  boot: DashboardBoot = createDashboardBoot(options),
): Container {
  const container = new Container();
  bindBrowserPorts(container, options, boot);
  bindDashboardAdapters(container, options);
  bindSharedUseCases(container, boot);
  bindDashboardUseCases(container, boot);
  return container;
}

/**
 * The patient site's container: the browser ports, the site's HTTP client with the patient 401
 * rule, its gateways, and every use case of the site.
 */
export function createSiteContainer(options: SiteContainerOptions): Container {
  const boot = createBrowserBoot(options);
  const container = new Container();
  bindBrowserPorts(container, options, boot);
  bindSiteAdapters(container, options);
  bindSharedUseCases(container, boot);
  bindSiteUseCases(container);
  return container;
}
